// The 'Manage Videos' panel of one collection (admin §2, §7, §9): its entries in order (drag
// or move up/down, saved at once), remove, and add from a searchable list of the first 10
// matching videos.
import { ArrowDown, ArrowUp, GripVertical, Plus, Search, X } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import type { Collection } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form-field';
import { VideoThumbnail } from '../../../components/video/video-thumbnail';
import { cn } from '../../../lib/cn';
import { formatDuration } from '../../../lib/format';
import {
  useAddCollectionVideo,
  useRemoveCollectionVideo,
  useReorderCollectionVideos,
} from '../api/change-collection-videos';
import { useCollectionVideos } from '../../../api/get-collection-videos';
import { useAllVideos } from '../../../api/get-videos';
import { errorToast, successToast } from '../components/admin-toasts';
import { moveItem } from '../lib/move-item';

export const ADD_LIST_LIMIT = 10;

export function ManageVideosPanel({ collection }: { collection: Collection }) {
  const entries = useCollectionVideos(collection.id);
  const videos = useAllVideos();
  const addVideo = useAddCollectionVideo();
  const removeVideo = useRemoveCollectionVideo();
  const reorder = useReorderCollectionVideos();
  const [search, setSearch] = useState('');
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);

  const list = entries.data ?? [];
  const inCollection = new Set(list.map((entry) => entry.video.id));
  const query = search.trim().toLowerCase();
  const candidates = (videos.data ?? []).filter(
    (video) =>
      !inCollection.has(video.id) &&
      (!query ||
        video.title.toLowerCase().includes(query) ||
        (video.author ?? '').toLowerCase().includes(query)),
  );
  const shown = candidates.slice(0, ADD_LIST_LIMIT);

  function saveOrder(videoIds: number[]) {
    reorder.mutate(
      { collectionId: collection.id, videoIds },
      {
        onSuccess: () => successToast('Collection order saved'),
        onError: (error) => errorToast('Failed to reorder collection', error),
      },
    );
  }

  function move(index: number, direction: -1 | 1) {
    saveOrder(
      moveItem(
        list.map((entry) => entry.video.id),
        index,
        direction,
      ),
    );
  }

  function drop(event: DragEvent, target: number) {
    event.preventDefault();
    if (dragIndex === null || dragIndex === target) return reset();
    const ids = list.map((entry) => entry.video.id);
    const [moved] = ids.splice(dragIndex, 1);
    ids.splice(target, 0, moved!);
    reset();
    saveOrder(ids);
  }

  function reset() {
    setDragIndex(null);
    setOverIndex(null);
  }

  return (
    <div className="grid gap-5 border-t border-white/10 bg-zinc-950/40 p-5 lg:grid-cols-2">
      <section aria-label={`Videos in ${collection.name}`} className="space-y-3">
        <h4 className="text-sm font-semibold text-white">In this collection ({list.length})</h4>
        {entries.isLoading ? (
          <div
            role="status"
            aria-label="Loading videos"
            className="h-24 animate-pulse rounded-lg bg-white/[0.04]"
          />
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-dashed border-white/10 p-4 text-sm text-zinc-400">
            No videos yet: add some from the list.
          </p>
        ) : (
          <ol aria-label="Collection order" className="space-y-1.5">
            {list.map((entry, index) => (
              <li
                key={entry.video.id}
                aria-label={entry.video.title}
                draggable
                onDragStart={(e) => {
                  setDragIndex(index);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(entry.video.id));
                }}
                onDragOver={(e) => {
                  e.preventDefault();
                  setOverIndex(index);
                }}
                onDragLeave={() => setOverIndex((current) => (current === index ? null : current))}
                onDrop={(e) => drop(e, index)}
                onDragEnd={reset}
                className={cn(
                  'flex items-center gap-2 rounded-lg border bg-zinc-900 p-2 transition-colors',
                  overIndex === index && dragIndex !== index
                    ? 'border-violet-400'
                    : 'border-white/10',
                  dragIndex === index && 'opacity-50',
                )}
              >
                <GripVertical className="size-4 shrink-0 cursor-grab text-zinc-400" aria-hidden />
                <span className="w-6 shrink-0 text-center text-xs font-semibold text-zinc-400 tabular-nums">
                  #{index + 1}
                </span>
                <div className="w-16 shrink-0 rounded overflow-hidden">
                  <VideoThumbnail
                    src={entry.video.thumbnailUrl}
                    title={entry.video.title}
                    sizes="64px"
                  />
                </div>
                <span className="min-w-0 flex-1 truncate text-sm text-white">
                  {entry.video.title}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-1.5"
                  aria-label={`Move ${entry.video.title} up`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-1.5"
                  aria-label={`Move ${entry.video.title} down`}
                  disabled={index === list.length - 1 || reorder.isPending}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-1.5 text-red-300 hover:text-red-200"
                  aria-label={`Remove ${entry.video.title} from collection`}
                  onClick={() =>
                    removeVideo.mutate(
                      { collectionId: collection.id, videoId: entry.video.id },
                      {
                        onSuccess: () => successToast('Video removed from collection'),
                        onError: (error) =>
                          errorToast('Failed to remove video from collection', error),
                      },
                    )
                  }
                >
                  <X className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-label={`Add videos to ${collection.name}`} className="space-y-3">
        <h4 className="text-sm font-semibold text-white">Add videos</h4>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
            aria-hidden
          />
          <label htmlFor={`collection-${collection.id}-search`} className="sr-only">
            Search videos to add
          </label>
          <Input
            id={`collection-${collection.id}-search`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search videos by title or author"
            className="pl-9"
          />
        </div>
        {shown.length === 0 ? (
          <p className="text-sm text-zinc-400">
            {query ? 'No matching videos.' : 'Every video is already in this collection.'}
          </p>
        ) : (
          <ul aria-label="Videos to add" className="space-y-1.5">
            {shown.map((video) => (
              <li
                key={video.id}
                className="flex items-center gap-2 rounded-lg border border-white/10 bg-zinc-900 p-2"
              >
                <div className="w-16 shrink-0 rounded overflow-hidden">
                  <VideoThumbnail src={video.thumbnailUrl} title={video.title} sizes="64px" />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm text-white">{video.title}</p>
                  <p className="text-xs text-zinc-400 tabular-nums">
                    {formatDuration(video.duration)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Add ${video.title} to collection`}
                  disabled={addVideo.isPending}
                  onClick={() =>
                    addVideo.mutate(
                      { collectionId: collection.id, videoId: video.id, sortOrder: list.length },
                      {
                        onSuccess: () => successToast('Video added to collection'),
                        onError: (error) => errorToast('Failed to add video to collection', error),
                      },
                    )
                  }
                >
                  <Plus className="size-3.5" aria-hidden />
                  Add
                </Button>
              </li>
            ))}
          </ul>
        )}
        {candidates.length > ADD_LIST_LIMIT && (
          <p className="text-xs text-zinc-400">
            Showing the first {ADD_LIST_LIMIT} of {candidates.length} matching videos. Search to
            find others.
          </p>
        )}
      </section>
    </div>
  );
}
