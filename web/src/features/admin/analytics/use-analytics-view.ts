// Which view the Analytics tab shows, kept in the URL (?tab=analytics&view=all) like the tab and
// the selected video, so a reload or a shared link opens the same view.
//
// Placement of the site overview: "All videos" is a view inside the Analytics tab,
// not a ninth tab, so the spec's eight tabs stay as they are. Because the spec disables the
// Analytics tab until a video is selected, the overview is also reached from an "All videos
// analytics" link in the admin header, which opens the Analytics tab in its All videos view
// with or without a selection; inside the tab a This video / All videos switch moves between
// the two (This video only when one is selected).
import { useCallback } from 'react';
import { useQueuedSearchParams } from '../../../lib/use-queued-search-params';

export type AnalyticsView = 'video' | 'all';

export function useAnalyticsView() {
  const [params, setParams] = useQueuedSearchParams();
  const view: AnalyticsView = params.get('view') === 'all' ? 'all' : 'video';

  const setView = useCallback(
    (next: AnalyticsView) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', 'analytics');
        if (next === 'all') updated.set('view', 'all');
        else updated.delete('view');
        return updated;
      }),
    [setParams],
  );

  /** From the overview to one video's analytics: selects it and shows its view, in one step. */
  const openVideo = useCallback(
    (videoId: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', 'analytics');
        updated.set('video', String(videoId));
        updated.delete('view');
        return updated;
      }),
    [setParams],
  );

  return { view, setView, openVideo };
}
