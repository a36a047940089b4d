// The admin page's state (admin spec §4): the open tab and the selected video live in the
// URL (?tab=…&video=…), so a reload or a shared link opens the same view, and Back works.
import { useCallback } from 'react';
import { useQueuedSearchParams } from '../../lib/use-queued-search-params';

export const ADMIN_TABS = [
  { id: 'videos', label: 'Videos', needsVideo: false },
  { id: 'timeline', label: 'Timeline Editor', needsVideo: true },
  { id: 'analytics', label: 'Analytics', needsVideo: true },
  { id: 'embed', label: 'Embed Code', needsVideo: true },
  { id: 'collections', label: 'Featured Collections', needsVideo: false },
  { id: 'thumbnails', label: 'Thumbnail Manager', needsVideo: false },
  { id: 'bulk-import', label: 'Bulk Import', needsVideo: false },
  { id: 'ai-analysis', label: 'AI Analysis', needsVideo: false },
  { id: 'settings', label: 'Settings', needsVideo: false },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

const TAB_IDS = new Set<string>(ADMIN_TABS.map((tab) => tab.id));

export function useAdminNavigation() {
  const [params, setParams] = useQueuedSearchParams();
  const requested = params.get('tab') ?? 'videos';
  const tab: AdminTabId = TAB_IDS.has(requested) ? (requested as AdminTabId) : 'videos';
  const parsedVideo = Number(params.get('video'));
  const videoId = Number.isInteger(parsedVideo) && parsedVideo > 0 ? parsedVideo : null;

  const update = useCallback(
    (changes: { tab?: AdminTabId; videoId?: number | null }, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.tab !== undefined) {
            if (changes.tab === 'videos') next.delete('tab');
            else next.set('tab', changes.tab);
          }
          if (changes.videoId !== undefined) {
            if (changes.videoId === null) next.delete('video');
            else next.set('video', String(changes.videoId));
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  return {
    tab,
    videoId,
    openTab: useCallback((next: AdminTabId) => update({ tab: next }), [update]),
    selectVideo: useCallback((id: number) => update({ videoId: id }, true), [update]),
    clearSelection: useCallback(() => update({ videoId: null }, true), [update]),
    /** After a save (§4): the video is selected and the timeline opens. */
    openTimelineFor: useCallback(
      (id: number) => update({ tab: 'timeline', videoId: id }),
      [update],
    ),
  };
}
