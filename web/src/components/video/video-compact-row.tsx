import type { Video } from '@lumen/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration } from '../../lib/format';
import { creatorOf } from './video-card';
import { VideoThumbnail } from './video-thumbnail';
import { VideoViewCount } from './video-view-count';

/** A side-column row (the watch page's related videos): small thumbnail left, title, creator and view count. */
export function VideoCompactRow({
  video,
  onClick,
}: {
  video: Video;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  // Drawn again in a newly chosen language (creatorOf's fallback name).
  useTranslation();
  return (
    <article className="group relative flex gap-3 rounded-lg p-1.5 transition hover:bg-white/5">
      <div className="relative w-40 shrink-0 overflow-hidden rounded-md">
        <VideoThumbnail src={video.thumbnailUrl} title={video.title} sizes="160px" />
        <span className="absolute right-1 bottom-1 rounded bg-black/80 px-1 py-px text-[11px] font-medium text-white tabular-nums">
          {formatDuration(video.duration)}
        </span>
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-white">
          <Link
            to={`/watch/${video.id}`}
            onClick={onClick}
            className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-violet-400"
          >
            {video.title}
          </Link>
        </h3>
        <p className="truncate text-xs text-zinc-400">
          {creatorOf(video)}
          <VideoViewCount videoId={video.id} />
        </p>
      </div>
    </article>
  );
}
