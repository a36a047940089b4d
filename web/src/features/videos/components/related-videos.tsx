// The watch page's Related Videos: the other videos, newest first, at most 8; opening one
// records a 'related' view first and navigates whatever the answer. Compact rows, so the side
// column stays about as tall as the page's main column.
import type { Video } from '@lumen/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { VideoCompactRow } from '../../../components/video/video-compact-row';
import { trackView } from '../api/track-view';

export const RELATED_VIDEOS = 8;

export function RelatedVideos({
  videoId,
  videos,
  loading,
}: {
  videoId: number;
  /** The newest listed videos, newest first (the page fetches them alongside the video). */
  videos: Video[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('videos');
  const navigate = useNavigate();
  const related = (videos ?? []).filter((v) => v.id !== videoId).slice(0, RELATED_VIDEOS);

  async function openRelated(event: MouseEvent<HTMLAnchorElement>, target: Video) {
    event.preventDefault();
    await trackView(target.id, 'related'); // failure is ignored; navigation continues
    void navigate(`/watch/${target.id}`);
  }

  return (
    <aside aria-labelledby="related" className="space-y-4">
      <h2 id="related" className="text-lg font-semibold text-white">
        {t('watch.related')}
      </h2>
      {loading ? (
        <div role="status" aria-label={t('watch.loadingRelated')} className="space-y-3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-[5.5rem]" />
          ))}
        </div>
      ) : related.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('watch.noRelated')}</p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-1" data-testid="related-videos">
          {related.map((v) => (
            <li key={v.id}>
              <VideoCompactRow video={v} onClick={(e) => void openRelated(e, v)} />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
