// The Videos tab as a table: filters, the bulk actions over the selected videos, one page of
// rows and the pager. Selected videos stay selected across pages (the count says how many) and
// are cleared when the filters change, so an action never reaches a video the admin cannot see
// in the current list.
import { ChevronLeft, ChevronRight, SearchX } from 'lucide-react';
import { useState } from 'react';
import type { Video } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/form-field';
import { useCategories } from '../../../api/get-categories';
import { ListLoadError, ListLoading } from '../components/list-status';
import { useVideoTable } from './use-video-table';
import { useWatchTimes } from './use-watch-times';
import { VideoBulkActions } from './video-bulk-actions';
import { VideoTable } from './video-table';
import { PAGE_SIZES, type VideoTableQuery } from './video-table-query';
import { VideoTableToolbar } from './video-table-toolbar';

export function VideoTableView({
  allVideos,
  openedId,
  onOpen,
  onEdit,
  onDeleted,
}: {
  /** Every video (the admin page loads them): the type filter's choices, titles for results. */
  allVideos: readonly Video[];
  openedId: number | null;
  onOpen: (video: Video) => void;
  onEdit: (video: Video) => void;
  onDeleted: (id: number) => void;
}) {
  const table = useVideoTable();
  const categories = useCategories();
  const watchTimes = useWatchTimes();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const types = [
    ...new Set(
      allVideos.flatMap((video) => (video.videoType ? [video.videoType.toLowerCase()] : [])),
    ),
  ].sort();
  const titles = new Map(allVideos.map((video) => [video.id, video.title]));
  for (const video of table.items) titles.set(video.id, video.title);

  function change(changes: Partial<VideoTableQuery>) {
    const filters = Object.keys(changes).some((key) => key !== 'sort' && key !== 'pageSize');
    if (filters) setSelected(new Set());
    table.change(changes);
  }

  function toggleMany(ids: readonly number[], on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  function clearFilters() {
    setSelected(new Set());
    table.clearFilters();
  }

  const { page, items, total, query } = table;
  const lastRow = table.firstRow + items.length - 1;

  return (
    <div className="space-y-4">
      <VideoTableToolbar
        query={query}
        onChange={change}
        onClear={clearFilters}
        types={types}
        categories={categories.data ?? []}
      />
      <VideoBulkActions
        selectedIds={[...selected]}
        titleOf={(id) => titles.get(id)}
        onClear={() => setSelected(new Set())}
        onDeleted={(ids) => {
          toggleMany(ids, false);
          ids.forEach(onDeleted);
        }}
      />
      {page.isPending ? (
        <ListLoading className="h-64" />
      ) : page.isError ? (
        <ListLoadError what="The videos" error={page.error} />
      ) : items.length === 0 && table.pageIndex === 0 ? (
        <EmptyState
          icon={<SearchX className="size-6" />}
          title="No videos match"
          description="No video matches the search and filters. Clear them to see every video."
          action={
            <Button variant="secondary" onClick={clearFilters}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <VideoTable
          videos={items}
          sort={query.sort}
          onSort={(sort) => change({ sort })}
          isSelected={(id) => selected.has(id)}
          onToggle={(id) => toggleMany([id], !selected.has(id))}
          onToggleMany={toggleMany}
          watchTimes={watchTimes}
          openedId={openedId}
          onOpen={onOpen}
          onEdit={onEdit}
        />
      )}
      <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-zinc-300" data-testid="video-range">
          {items.length === 0
            ? 'No videos on this page'
            : `Showing ${table.firstRow}–${lastRow}${total === undefined ? '' : ` of ${total}`}`}
        </p>
        <div className="flex items-center gap-2">
          <label
            htmlFor="video-table-page-size"
            className="text-sm whitespace-nowrap text-zinc-300"
          >
            Per page
          </label>
          <Select
            id="video-table-page-size"
            value={query.pageSize}
            onChange={(e) => change({ pageSize: Number(e.target.value) })}
            className="w-20"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
          <Button
            size="sm"
            variant="outline"
            onClick={table.previous}
            disabled={!table.hasPrevious}
          >
            <ChevronLeft className="size-4" aria-hidden />
            Previous
          </Button>
          <Button size="sm" variant="outline" onClick={table.next} disabled={!table.hasNext}>
            Next
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </div>
      </nav>
    </div>
  );
}
