import type { Video } from '@lumen/contract';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/use-format';
import { formatDuration } from '../../lib/format';
import { creatorOf } from './video-card';
import { VideoThumbnail } from './video-thumbnail';
import { VideoViewCount } from './video-view-count';
import { VideoTagChips } from './video-tag-chips';

function plainText(html: string | null): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** List row (spec §9: 3 tags in list rows), with the real view count like the cards. */
export function VideoRow({
  video,
  onClick,
  badge,
}: {
  video: Video;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  badge?: string;
}) {
  const format = useFormat();
  return (
    <article className="group relative flex gap-4 rounded-xl border border-white/5 bg-zinc-900/60 p-3 transition hover:border-white/15 hover:bg-zinc-900">
      <div className="relative w-36 shrink-0 overflow-hidden rounded-lg sm:w-56">
        <VideoThumbnail
          src={video.thumbnailUrl}
          title={video.title}
          sizes="(min-width: 640px) 224px, 144px"
        />
        <span className="absolute right-1.5 bottom-1.5 rounded bg-black/80 px-1.5 py-0.5 text-[11px] font-medium text-white tabular-nums">
          {formatDuration(video.duration)}
        </span>
        {badge && (
          <span className="absolute top-1.5 left-1.5 rounded bg-violet-600 px-1.5 py-0.5 text-[11px] font-semibold text-white">
            {badge}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="line-clamp-2 text-sm font-semibold text-white sm:text-base">
          <Link
            to={`/watch/${video.id}`}
            onClick={onClick}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-violet-400"
          >
            {video.title}
          </Link>
        </h3>
        <p className="text-xs text-zinc-400">
          {creatorOf(video)}
          <VideoViewCount videoId={video.id} /> · {format.date(video.createdAt)}
        </p>
        <p className="hidden text-sm text-zinc-400 sm:line-clamp-2">
          {plainText(video.description)}
        </p>
        <VideoTagChips video={video} maxTags={3} className="mt-auto flex flex-wrap gap-1.5" />
      </div>
    </article>
  );
}
