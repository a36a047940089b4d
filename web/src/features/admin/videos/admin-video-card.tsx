import { CheckCircle2, Pencil, Star, StarOff, Trash2 } from 'lucide-react';
import type { Video } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { VideoThumbnail } from '../../../components/video/video-thumbnail';
import { cn } from '../../../lib/cn';
import { formatDate, formatDuration } from '../../../lib/format';
import { videoTypeLabel } from './video-form-state';

export const SOURCE_LABELS: Record<Video['sourceType'], string> = {
  upload: 'Upload',
  youtube: 'YouTube',
  twitch: 'Twitch',
  facebook: 'Facebook',
  x: 'X',
};

/** Admin §2: thumbnail, title, source type, created date, FEATURED, video type, duration. */
export function AdminVideoCard({
  video,
  selected,
  onSelect,
  onEdit,
  onDelete,
  onToggleFeatured,
}: {
  video: Video;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onToggleFeatured: () => void;
}) {
  return (
    <article
      aria-label={video.title}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border bg-zinc-900/60 transition',
        selected
          ? 'border-violet-400 ring-2 ring-violet-500/40'
          : 'border-white/5 hover:border-white/15',
      )}
    >
      <div className="relative">
        <VideoThumbnail
          src={video.thumbnailUrl}
          title={video.title}
          sizes="(min-width: 1280px) 320px, (min-width: 640px) 45vw, 100vw"
        />
        <button
          type="button"
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={`Select ${video.title}`}
          className="absolute inset-0 z-10 cursor-pointer focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:ring-inset"
        />
        <span className="pointer-events-none absolute right-2 bottom-2 rounded-md bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
          {formatDuration(video.duration)}
        </span>
        {video.isFeatured && (
          <span className="pointer-events-none absolute top-2 left-2 inline-flex items-center gap-1 rounded-md bg-amber-400 px-2 py-0.5 text-[11px] font-bold tracking-wide text-zinc-950">
            <Star className="size-3 fill-current" aria-hidden />
            FEATURED
          </span>
        )}
        {selected && (
          <span className="pointer-events-none absolute top-2 right-2 inline-flex items-center gap-1 rounded-md bg-violet-600 px-2 py-0.5 text-[11px] font-semibold text-white">
            <CheckCircle2 className="size-3" aria-hidden />
            Selected
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-white">
          {video.title}
        </h3>
        {(video.visibility !== 'public' || video.publishAt) && (
          <p className="text-xs font-medium text-amber-300">
            {video.visibility === 'draft'
              ? 'Draft'
              : video.visibility === 'unlisted'
                ? 'Unlisted'
                : 'Public'}
            {video.publishAt && ` · publishes ${new Date(video.publishAt).toLocaleString()}`}
          </p>
        )}
        <dl className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-zinc-400">
          <div className="flex gap-1">
            <dt className="sr-only">Source</dt>
            <dd className="rounded bg-white/10 px-1.5 py-0.5 font-medium text-zinc-200">
              {SOURCE_LABELS[video.sourceType]}
            </dd>
          </div>
          {video.videoType && (
            <div className="flex gap-1">
              <dt className="sr-only">Type</dt>
              <dd className="rounded bg-violet-500/15 px-1.5 py-0.5 font-medium text-violet-200">
                {videoTypeLabel(video.videoType)}
              </dd>
            </div>
          )}
          <div className="flex items-center gap-1">
            <dt className="sr-only">Created</dt>
            <dd>{formatDate(video.createdAt, 'en-US') ?? 'Unknown'}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">Duration</dt>
            <dd className="tabular-nums">{formatDuration(video.duration)}</dd>
          </div>
        </dl>
        {/* One row whatever the card's width: the featured label gives way (truncates) first. */}
        <div className="mt-auto flex items-center gap-1 pt-1">
          <Button
            size="sm"
            variant="secondary"
            onClick={onEdit}
            aria-label={`Edit ${video.title}`}
            className="text-xs!"
          >
            <Pencil className="size-3.5" aria-hidden />
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={onToggleFeatured}
            aria-label={`${video.isFeatured ? 'Remove Featured' : 'Set as Featured'}: ${video.title}`}
            className="min-w-0 shrink! text-xs!"
          >
            {video.isFeatured ? (
              <StarOff className="size-3.5" aria-hidden />
            ) : (
              <Star className="size-3.5" aria-hidden />
            )}
            <span className="truncate">
              {video.isFeatured ? 'Remove Featured' : 'Set as Featured'}
            </span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            aria-label={`Delete ${video.title}`}
            title="Delete"
            className="ml-auto px-2 text-red-300 hover:bg-red-500/10 hover:text-red-200"
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
    </article>
  );
}
