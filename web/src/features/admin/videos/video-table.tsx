// One page of videos as a table: a checkbox per row and one for the page, sortable headers
// (aria-sort) for the orders the API pages by, and per row its figures and status.
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Star } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Video } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { VideoThumbnail } from '../../../components/video/video-thumbnail';
import { useViewCount } from '../../../api/get-view-counts';
import { cn } from '../../../lib/cn';
import { capitalize, formatDate, formatDuration } from '../../../lib/format';
import { formatTotalWatchTime } from '../analytics/format';
import { videoTypeLabel } from './video-form-state';
import type { TableSort } from './video-table-query';
import { WATCH_TIME_DAYS } from './use-watch-times';

const checkboxClass = 'size-4 rounded border-white/20 bg-zinc-950 accent-violet-500';

export function VideoTable({
  videos,
  sort,
  onSort,
  isSelected,
  onToggle,
  onToggleMany,
  watchTimes,
  openedId,
  onOpen,
  onEdit,
}: {
  videos: readonly Video[];
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  isSelected: (id: number) => boolean;
  onToggle: (id: number) => void;
  onToggleMany: (ids: readonly number[], selected: boolean) => void;
  watchTimes: ReadonlyMap<number, number> | undefined;
  openedId: number | null;
  onOpen: (video: Video) => void;
  onEdit: (video: Video) => void;
}) {
  const ids = videos.map((video) => video.id);
  return (
    // Relative: the visually hidden header texts (absolutely placed) stay inside the scroller
    // instead of widening the page.
    <div className="relative overflow-x-auto rounded-2xl border border-white/10">
      <table className="w-full min-w-[760px] text-left text-sm text-zinc-200">
        <caption className="sr-only">Videos, one page</caption>
        <thead className="bg-zinc-900/80 text-xs tracking-wide text-zinc-400 uppercase">
          <tr>
            <th scope="col" className="w-10 px-3 py-3">
              <PageCheckbox ids={ids} isSelected={isSelected} onChange={onToggleMany} />
            </th>
            <th scope="col" className="w-24 px-3 py-3">
              <span className="sr-only">Thumbnail</span>
            </th>
            <SortHeader
              label="Title"
              active={sort === 'title'}
              direction="ascending"
              onSort={() => onSort('title')}
            />
            <th scope="col" className="px-3 py-3">
              Type
            </th>
            <SortHeader
              label="Duration"
              active={sort === 'shortest'}
              direction="ascending"
              onSort={() => onSort('shortest')}
              className="text-right"
            />
            <SortHeader
              label="Views"
              active={sort === 'views'}
              direction="descending"
              onSort={() => onSort('views')}
              className="text-right"
            />
            <th scope="col" className="px-3 py-3 text-right">
              Watch time <span className="normal-case">({WATCH_TIME_DAYS} days)</span>
            </th>
            <th scope="col" className="px-3 py-3">
              Status
            </th>
            <SortHeader
              label="Created"
              active={sort === 'newest' || sort === 'oldest'}
              direction={sort === 'oldest' ? 'ascending' : 'descending'}
              onSort={() => onSort(sort === 'newest' ? 'oldest' : 'newest')}
            />
            <th scope="col" className="px-3 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {videos.map((video) => (
            <tr
              key={video.id}
              className={cn(
                'align-middle',
                isSelected(video.id) ? 'bg-violet-500/10' : 'hover:bg-white/[0.03]',
              )}
            >
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={`Select ${video.title}`}
                  checked={isSelected(video.id)}
                  onChange={() => onToggle(video.id)}
                  className={checkboxClass}
                />
              </td>
              <td className="px-3 py-2">
                <VideoThumbnail
                  src={video.thumbnailUrl}
                  title={video.title}
                  sizes="80px"
                  className="w-20 rounded-md"
                />
              </td>
              <th scope="row" className="px-3 py-2 font-medium text-white">
                <button
                  type="button"
                  onClick={() => onOpen(video)}
                  aria-pressed={video.id === openedId}
                  title="Open its timeline, analytics and embed code"
                  className="line-clamp-2 rounded text-left hover:underline focus-visible:outline-2 focus-visible:outline-violet-400"
                >
                  {video.title}
                </button>
              </th>
              <td className="px-3 py-2">
                {video.videoType ? videoTypeLabel(video.videoType) : '—'}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatDuration(video.duration)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                <ViewCount videoId={video.id} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {watchTimes ? formatTotalWatchTime(watchTimes.get(video.id) ?? 0) : '—'}
              </td>
              <td className="px-3 py-2">
                <Status video={video} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatDate(video.createdAt, 'en-US') ?? 'Unknown'}
              </td>
              <td className="px-3 py-2">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onEdit(video)}
                  aria-label={`Edit ${video.title}`}
                >
                  <Pencil className="size-3.5" aria-hidden />
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortHeader({
  label,
  active,
  direction,
  onSort,
  className,
}: {
  label: string;
  active: boolean;
  direction: 'ascending' | 'descending';
  onSort: () => void;
  className?: string;
}) {
  const Icon = !active ? ArrowUpDown : direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? direction : 'none'} className={cn('px-3 py-3', className)}>
      <button
        type="button"
        onClick={onSort}
        className={cn(
          'inline-flex items-center gap-1 rounded uppercase hover:text-white focus-visible:outline-2 focus-visible:outline-violet-400',
          active && 'text-white',
        )}
      >
        {label}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </th>
  );
}

/** Selects or clears the page's rows; mixed (indeterminate) when only some are selected. */
function PageCheckbox({
  ids,
  isSelected,
  onChange,
}: {
  ids: readonly number[];
  isSelected: (id: number) => boolean;
  onChange: (ids: readonly number[], selected: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const count = ids.filter(isSelected).length;
  const all = ids.length > 0 && count === ids.length;
  const some = count > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all on this page"
      checked={all}
      disabled={ids.length === 0}
      onChange={(e) => onChange(ids, e.target.checked)}
      className={checkboxClass}
    />
  );
}

function ViewCount({ videoId }: { videoId: number }) {
  const views = useViewCount(videoId);
  return <>{views.data === undefined ? '—' : views.data.toLocaleString('en-US')}</>;
}

function Status({ video }: { video: Video }) {
  const scheduled = video.publishAt !== null && Date.parse(video.publishAt) > Date.now();
  const badges: ReactNode[] = [
    <span
      key="visibility"
      className={cn(
        'rounded px-1.5 py-0.5 text-xs font-medium',
        video.visibility === 'public' ? 'bg-emerald-500/15 text-emerald-200' : 'bg-white/10',
      )}
    >
      {capitalize(video.visibility)}
    </span>,
  ];
  if (video.isFeatured)
    badges.push(
      <span
        key="featured"
        className="inline-flex items-center gap-1 rounded bg-amber-400/15 px-1.5 py-0.5 text-xs font-medium text-amber-200"
      >
        <Star className="size-3 fill-current" aria-hidden />
        Featured
      </span>,
    );
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex flex-wrap gap-1">{badges}</div>
      {scheduled && (
        <span className="text-xs text-amber-300">
          Publishes {new Date(video.publishAt!).toLocaleString()}
        </span>
      )}
    </div>
  );
}
