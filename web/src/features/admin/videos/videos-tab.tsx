// Videos tab (admin §2, §4, §8): the table (paged on the server, with bulk actions) or the card
// grid, create and edit (never both open); in the grid, delete and the featured toggle, each
// behind a confirmation.
import { Film, LayoutGrid, Plus, SearchX, Table2 } from 'lucide-react';
import { useState } from 'react';
import type { Video } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { VideoGridSkeleton } from '../../../components/ui/skeleton';
import { useCreateVideo } from '../api/create-video';
import { useDeleteVideo } from '../api/delete-video';
import { useAllVideos } from '../../../api/get-videos';
import { useUpdateVideo } from '../api/update-video';
import { TabHeader } from '../components/tab-header';
import { errorToast, successToast } from '../components/admin-toasts';
import { AdminVideoCard } from './admin-video-card';
import { useVideoListQuery } from './use-video-list-query';
import { useVideosLayout, type VideosLayout } from './use-videos-layout';
import { applyVideoListQuery, sourceChoices, typeChoices } from './video-list-query';
import { VideoListToolbar } from './video-list-toolbar';
import { VideoTableView } from './video-table-view';
import { VideoForm } from './video-form';
import {
  emptyVideoForm,
  videoFormFromVideo,
  videoPayload,
  type VideoFormState,
} from './video-form-state';

type FormMode = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; video: Video };

export function VideosTab({
  selectedId,
  onSelect,
  onSaved,
  onDeleted,
}: {
  selectedId: number | null;
  onSelect: (id: number) => void;
  onSaved: (id: number) => void;
  onDeleted: (id: number) => void;
}) {
  const videos = useAllVideos();
  const createVideo = useCreateVideo();
  const updateVideo = useUpdateVideo();
  const deleteVideo = useDeleteVideo();
  const featureVideo = useUpdateVideo();
  const [formMode, setFormMode] = useState<FormMode>({ kind: 'closed' });
  const [toDelete, setToDelete] = useState<Video | null>(null);
  const [toFeature, setToFeature] = useState<Video | null>(null);
  const listQuery = useVideoListQuery();
  const { layout, setLayout } = useVideosLayout();

  function save(form: VideoFormState) {
    const payload = videoPayload(form);
    if (formMode.kind === 'edit') {
      updateVideo.mutate(
        { id: formMode.video.id, changes: payload },
        {
          onSuccess: (video) => {
            successToast(
              'Video updated successfully. Its timeline is open for interactive elements.',
            );
            setFormMode({ kind: 'closed' });
            onSaved(video.id);
          },
          onError: (error) => errorToast('Failed to update video', error),
        },
      );
    } else {
      createVideo.mutate(payload, {
        onSuccess: (video) => {
          successToast('Video created successfully. Now create interactive elements!');
          setFormMode({ kind: 'closed' });
          onSaved(video.id);
        },
        onError: (error) => errorToast('Failed to create video', error),
      });
    }
  }

  function confirmDelete(video: Video) {
    deleteVideo.mutate(video.id, {
      onSuccess: () => {
        successToast('Video deleted successfully');
        if (formMode.kind === 'edit' && formMode.video.id === video.id)
          setFormMode({ kind: 'closed' });
        onDeleted(video.id);
      },
      onError: (error) => errorToast('Failed to delete video', error),
    });
  }

  function confirmFeature(video: Video) {
    const isFeatured = !video.isFeatured;
    featureVideo.mutate(
      { id: video.id, changes: { isFeatured } },
      {
        onSuccess: () =>
          successToast(
            isFeatured
              ? 'Video set as featured on the homepage'
              : 'Video removed from featured on the homepage',
          ),
        onError: (error) => errorToast('Failed to update featured status', error),
      },
    );
  }

  function edit(video: Video) {
    onSelect(video.id);
    setFormMode({ kind: 'edit', video });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const list = videos.data ?? [];
  const shown = applyVideoListQuery(list, listQuery.query);

  return (
    <section aria-labelledby="videos-tab-title" className="space-y-6">
      <TabHeader
        id="videos-tab-title"
        title="Videos"
        description="Select a video to edit its timeline, analytics and embed code"
        actions={
          <>
            <LayoutToggle value={layout} onChange={setLayout} />
            {formMode.kind !== 'create' && (
              <Button onClick={() => setFormMode({ kind: 'create' })}>
                <Plus className="size-4" aria-hidden />
                Create Video
              </Button>
            )}
          </>
        }
      />

      {formMode.kind === 'create' && (
        <VideoForm
          key="create"
          mode="create"
          initial={emptyVideoForm()}
          pending={createVideo.isPending}
          onSubmit={save}
          onCancel={() => setFormMode({ kind: 'closed' })}
        />
      )}
      {formMode.kind === 'edit' && (
        <VideoForm
          key={`edit-${formMode.video.id}`}
          mode="edit"
          initial={videoFormFromVideo(formMode.video)}
          pending={updateVideo.isPending}
          onSubmit={save}
          onCancel={() => setFormMode({ kind: 'closed' })}
        />
      )}

      {videos.isLoading ? (
        <VideoGridSkeleton count={6} />
      ) : videos.isError ? (
        <EmptyState
          title="Videos could not be loaded"
          description={videos.error.message}
          action={
            <Button variant="secondary" onClick={() => videos.refetch()}>
              Try again
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<Film className="size-6" />}
          title="No Videos Yet"
          description="Create your first video to start adding quizzes, surveys and collections."
          action={
            formMode.kind !== 'create' && (
              <Button onClick={() => setFormMode({ kind: 'create' })}>
                <Plus className="size-4" aria-hidden />
                Create Video
              </Button>
            )
          }
        />
      ) : layout === 'table' ? (
        <VideoTableView
          allVideos={list}
          openedId={selectedId}
          onOpen={(video) => onSelect(video.id)}
          onEdit={edit}
          onDeleted={(id) => {
            if (formMode.kind === 'edit' && formMode.video.id === id)
              setFormMode({ kind: 'closed' });
            onDeleted(id);
          }}
        />
      ) : (
        <>
          <VideoListToolbar
            query={listQuery.query}
            onChange={listQuery.change}
            onClear={listQuery.clearFilters}
            types={typeChoices(list)}
            sources={sourceChoices(list)}
            shown={shown.length}
            total={list.length}
          />
          {shown.length === 0 ? (
            <EmptyState
              icon={<SearchX className="size-6" />}
              title="No videos match"
              description="No video matches the search and filters. Clear them to see every video."
              action={
                <Button variant="secondary" onClick={listQuery.clearFilters}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <ul
              className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3"
              aria-label="Videos"
            >
              {shown.map((video) => (
                <li key={video.id} className="flex [&>*]:w-full">
                  <AdminVideoCard
                    video={video}
                    selected={video.id === selectedId}
                    onSelect={() => onSelect(video.id)}
                    onEdit={() => edit(video)}
                    onDelete={() => setToDelete(video)}
                    onToggleFeatured={() => setToFeature(video)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete video?"
        description="Are you sure you want to delete this video? This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => toDelete && confirmDelete(toDelete)}
      />
      <ConfirmDialog
        open={toFeature !== null}
        onOpenChange={(open) => !open && setToFeature(null)}
        destructive={false}
        title={toFeature?.isFeatured ? 'Remove from featured?' : 'Set as featured?'}
        description={
          toFeature?.isFeatured
            ? `“${toFeature.title}” will no longer be featured on the homepage.`
            : `“${toFeature?.title ?? ''}” will be featured on the homepage.`
        }
        confirmLabel={toFeature?.isFeatured ? 'Remove Featured' : 'Set as Featured'}
        onConfirm={() => toFeature && confirmFeature(toFeature)}
      />
    </section>
  );
}

/** Table or card grid: two toggle buttons with aria-pressed. */
function LayoutToggle({
  value,
  onChange,
}: {
  value: VideosLayout;
  onChange: (layout: VideosLayout) => void;
}) {
  const item = (layout: VideosLayout, label: string, Icon: typeof Table2) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={value === layout}
      onClick={() => onChange(layout)}
      className={
        'grid size-9 place-items-center rounded-md transition focus-visible:outline-2 focus-visible:outline-violet-400 ' +
        (value === layout ? 'bg-white/15 text-white' : 'text-zinc-400 hover:text-white')
      }
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
  return (
    <div
      role="group"
      aria-label="Layout"
      className="flex rounded-lg border border-white/10 bg-zinc-900 p-0.5"
    >
      {item('table', 'Table view', Table2)}
      {item('grid', 'Grid view', LayoutGrid)}
    </div>
  );
}
