// Featured Collections tab (admin §2, §4, §5, §8): the list, the create/edit dialog, delete
// with confirmation, and one 'Manage Videos' panel open at a time.
import { ChevronDown, LayoutList, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Collection, CollectionInput } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { VideoThumbnail } from '../../../components/video/video-thumbnail';
import { cn } from '../../../lib/cn';
import { useCollections } from '../../../api/get-collections';
import {
  useCreateCollection,
  useDeleteCollection,
  useUpdateCollection,
} from '../api/save-collection';
import { errorToast, successToast } from '../components/admin-toasts';
import { TabHeader } from '../components/tab-header';
import { CollectionDialog } from './collection-dialog';
import { ManageVideosPanel } from './manage-videos-panel';

export function CollectionsTab() {
  const collections = useCollections();
  const createCollection = useCreateCollection();
  const updateCollection = useUpdateCollection();
  const deleteCollection = useDeleteCollection();
  const [dialog, setDialog] = useState<{ open: boolean; collection: Collection | null }>({
    open: false,
    collection: null,
  });
  const [toDelete, setToDelete] = useState<Collection | null>(null);
  const [managing, setManaging] = useState<number | null>(null);

  function save(input: CollectionInput) {
    const editing = dialog.collection;
    if (editing) {
      updateCollection.mutate(
        { id: editing.id, input },
        {
          onSuccess: () => {
            successToast('Collection updated successfully');
            setDialog({ open: false, collection: null });
          },
          onError: (error) => errorToast('Failed to update collection', error),
        },
      );
    } else {
      createCollection.mutate(input, {
        onSuccess: (created) => {
          successToast('Collection created successfully');
          setDialog({ open: false, collection: null });
          setManaging(created.id);
        },
        onError: (error) => errorToast('Failed to create collection', error),
      });
    }
  }

  function confirmDelete(collection: Collection) {
    deleteCollection.mutate(collection.id, {
      onSuccess: () => {
        successToast('Collection deleted successfully');
        if (managing === collection.id) setManaging(null);
      },
      onError: (error) => errorToast('Failed to delete collection', error),
    });
  }

  const list = collections.data ?? [];

  return (
    <section aria-labelledby="collections-tab-title" className="space-y-6">
      <TabHeader
        id="collections-tab-title"
        title="Featured Collections"
        description="Curated playlists shown on the home page, in sort order."
        actions={
          <Button onClick={() => setDialog({ open: true, collection: null })}>
            <Plus className="size-4" aria-hidden />
            Create Collection
          </Button>
        }
      />

      {collections.isLoading ? (
        <div role="status" aria-label="Loading collections" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-24 animate-pulse rounded-2xl bg-white/[0.04]" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<LayoutList className="size-6" />}
          title="No Collections Available"
          description="Create a collection to feature a set of videos on the home page."
        />
      ) : (
        <ul aria-label="Collections" className="space-y-3">
          {list.map((collection) => {
            const open = managing === collection.id;
            return (
              <li
                key={collection.id}
                aria-label={collection.name}
                className={cn(
                  'overflow-hidden rounded-2xl border bg-zinc-900/70',
                  open ? 'border-violet-400/60' : 'border-white/10',
                )}
              >
                <div className="flex flex-wrap items-center gap-4 p-4">
                  <div className="w-28 shrink-0 rounded-lg overflow-hidden">
                    <VideoThumbnail
                      src={collection.thumbnailUrl}
                      title={collection.name}
                      sizes="112px"
                    />
                  </div>
                  <div className="min-w-0 flex-1">
                    <h3 className="truncate text-base font-semibold text-white">
                      {collection.name}
                    </h3>
                    {collection.description && (
                      <p className="mt-0.5 line-clamp-1 text-sm text-zinc-400">
                        {collection.description}
                      </p>
                    )}
                    <p className="mt-1 text-xs text-zinc-400">
                      {collection.videoCount} video{collection.videoCount === 1 ? '' : 's'} · sort
                      order {collection.sortOrder} ·{' '}
                      <Link
                        to={`/collections/${collection.id}`}
                        className="text-violet-300 underline underline-offset-2 hover:text-violet-200"
                      >
                        View on site
                      </Link>
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1.5">
                    <Button
                      size="sm"
                      variant={open ? 'primary' : 'secondary'}
                      aria-expanded={open}
                      aria-controls={`manage-${collection.id}`}
                      onClick={() => setManaging(open ? null : collection.id)}
                    >
                      Manage Videos
                      <ChevronDown
                        className={cn('size-3.5 transition-transform', open && 'rotate-180')}
                        aria-hidden
                      />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Edit ${collection.name}`}
                      onClick={() => setDialog({ open: true, collection })}
                    >
                      <Pencil className="size-3.5" aria-hidden />
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="px-2 text-red-300 hover:bg-red-500/10 hover:text-red-200"
                      aria-label={`Delete ${collection.name}`}
                      onClick={() => setToDelete(collection)}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </div>
                </div>
                {open && (
                  <div id={`manage-${collection.id}`}>
                    <ManageVideosPanel collection={collection} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <CollectionDialog
        open={dialog.open}
        collection={dialog.collection}
        onOpenChange={(open) => !open && setDialog({ open: false, collection: null })}
        pending={createCollection.isPending || updateCollection.isPending}
        onSubmit={save}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete collection?"
        description="Are you sure you want to delete this collection? This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => toDelete && confirmDelete(toDelete)}
      />
    </section>
  );
}
