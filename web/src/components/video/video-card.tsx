import type { Video } from '@lumen/contract';
import { Play } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { i18n } from '../../i18n';
import { formatDuration } from '../../lib/format';
import { VideoThumbnail } from './video-thumbnail';
import { VideoViewCount } from './video-view-count';
import { VideoTagChips } from './video-tag-chips';

/** Who made a video, for the cards and pages; called while rendering a translated screen. */
export function creatorOf(
  video: Pick<Video, 'author' | 'publisher' | 'youtubeChannelTitle'>,
): string {
  return video.author || video.publisher || video.youtubeChannelTitle || i18n.t('unknownCreator');
}

/**
 * Grid card (spec §2): links to /watch/{id}; 2 tags; the real view count (instead of the
 * spec's "0 views" placeholder), batched with the page's other cards.
 */
export function VideoCard({
  video,
  onClick,
  badge,
}: {
  video: Video;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  badge?: string;
}) {
  // Drawn again in a newly chosen language (creatorOf's fallback name).
  useTranslation();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-white/5 bg-zinc-900/60 transition hover:border-white/15 hover:bg-zinc-900">
      <div className="relative">
        <VideoThumbnail src={video.thumbnailUrl} title={video.title} />
        <span className="absolute right-2 bottom-2 rounded-md bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
          {formatDuration(video.duration)}
        </span>
        {badge && (
          <span className="absolute top-2 left-2 rounded-md bg-violet-600 px-2 py-0.5 text-xs font-semibold text-white">
            {badge}
          </span>
        )}
        <span
          aria-hidden
          className="absolute inset-0 grid place-items-center bg-black/0 opacity-0 transition group-hover:bg-black/30 group-hover:opacity-100"
        >
          <span className="grid size-12 place-items-center rounded-full bg-white/90 text-zinc-950">
            <Play className="size-5 translate-x-0.5 fill-current" />
          </span>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 min-h-[2lh] text-sm leading-snug font-semibold text-white">
          <Link
            to={`/watch/${video.id}`}
            onClick={onClick}
            className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-violet-400"
          >
            {video.title}
          </Link>
        </h3>
        <p className="text-xs text-zinc-400">
          {creatorOf(video)}
          <VideoViewCount videoId={video.id} />
        </p>
        <VideoTagChips video={video} maxTags={2} className="mt-auto flex flex-wrap gap-1.5 pt-1" />
      </div>
    </article>
  );
}
