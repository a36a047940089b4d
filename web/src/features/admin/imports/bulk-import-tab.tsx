// Bulk Import tab (admin spec §2, §3, §4, §5, §8): predefined and custom playlists join a
// queue of server-side import jobs; Start Import runs the pending ones one after another, and
// the queue shows each job's progress live (polled while a job runs, so a reload keeps it).
import { ListPlus, Play } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreateImportJob, CurrentUser, ImportJob, PredefinedPlaylist } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError, serverMessage } from '../../../lib/api';
import { ListLoadError, ListLoading } from '../components/list-status';
import { useImportJobs } from '../../../api/get-import-jobs';
import {
  useCreateImportJob,
  useDeleteImportJob,
  useRemoveImportJobVideo,
  useRetryImportJob,
  useStartImportJobs,
} from '../../../api/import-jobs';
import { queryKeys } from '../../../api/query-keys';
import { errorToast } from '../components/admin-toasts';
import { TabHeader } from '../components/tab-header';
import { CustomPlaylistForm, type CustomPlaylist } from './custom-playlist-form';
import { ImportJobCard } from './import-job-card';
import {
  checkPlaylistToAdd,
  checkStart,
  NO_PENDING,
  NOT_ADMIN,
  type CheckFailure,
} from './playlist-checks';
import { PredefinedPlaylists } from './predefined-playlists';
import { useImportJobToasts } from './use-import-job-toasts';

const CUSTOM = 'custom';

const refuse = (failure: CheckFailure) => errorToast(failure.description, undefined, failure.title);

const isAuthError = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

export default function BulkImportTab() {
  const queryClient = useQueryClient();
  // The spec's client check on the signed-in user (the route admits admins only, so this
  // reads the user it loaded); the server checks every call again.
  const isAdmin = () =>
    queryClient.getQueryData<CurrentUser | null>(queryKeys.currentUser)?.role === 'admin';
  const jobs = useImportJobs();
  const queue: readonly ImportJob[] = jobs.data ?? [];
  const createJob = useCreateImportJob();
  const deleteJob = useDeleteImportJob();
  const removeVideo = useRemoveImportJobVideo();
  const startJobs = useStartImportJobs();
  const retryJob = useRetryImportJob();
  /** The entry (a predefined playlist's id, or CUSTOM) whose video list is loading. */
  const [loading, setLoading] = useState<string | null>(null);
  useImportJobToasts(jobs.data);

  /** Shows the failure of a call: the sign-in toast for 401/403, else `message` as titled. */
  function failed(error: unknown, title: string, message: string) {
    if (isAuthError(error)) refuse(NOT_ADMIN);
    else errorToast(serverMessage(error) ?? message, undefined, title);
  }

  async function add(key: string, input: CreateImportJob, failureTitle: string) {
    const problem = isAdmin()
      ? checkPlaylistToAdd(
          {
            playlistUrl: input.playlistUrl,
            category: input.category ?? '',
            videoType: input.videoType ?? '',
          },
          queue,
        )
      : NOT_ADMIN;
    if (problem) {
      refuse(problem);
      return false;
    }
    setLoading(key);
    try {
      await createJob.mutateAsync(input);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        errorToast(
          serverMessage(error) ?? 'This playlist is already in the import queue.',
          undefined,
          'Already Added',
        );
      else failed(error, failureTitle, 'The playlist could not be loaded.');
      return false;
    } finally {
      setLoading(null);
    }
  }

  const addPredefined = (playlist: PredefinedPlaylist) =>
    void add(
      playlist.id,
      {
        playlistUrl: playlist.url,
        category: playlist.suggestedCategory,
        videoType: playlist.suggestedType,
        predefinedId: playlist.id,
      },
      'Failed to Load Playlist',
    );

  const addCustom = (playlist: CustomPlaylist) =>
    add(CUSTOM, playlist, 'Failed to Load Custom Playlist');

  function start() {
    const problem = isAdmin() ? checkStart(queue) : NOT_ADMIN;
    if (problem) return refuse(problem);
    startJobs.mutate(undefined, {
      onError: (error) =>
        error instanceof ApiError && error.status === 400
          ? errorToast(serverMessage(error) ?? NO_PENDING.description, undefined, 'No Playlists')
          : failed(error, 'Error', 'Failed to start import'),
    });
  }

  const busy =
    deleteJob.isPending || removeVideo.isPending || retryJob.isPending || startJobs.isPending;

  return (
    <section aria-labelledby="bulk-import-title" className="space-y-6">
      <TabHeader
        id="bulk-import-title"
        title="Bulk Import"
        description="Import whole YouTube playlists: add them to the queue, check their videos, then start the import."
        actions={
          <Button onClick={start} disabled={startJobs.isPending}>
            <Play className="size-4" aria-hidden />
            Start Import
          </Button>
        }
      />

      <section aria-labelledby="import-queue-title" className="space-y-3">
        <h3 id="import-queue-title" className="text-base font-semibold text-white">
          Import queue
        </h3>
        {jobs.isLoading ? (
          <ListLoading className="h-24" />
        ) : jobs.isError ? (
          <ListLoadError what="The import queue" error={jobs.error} />
        ) : queue.length === 0 ? (
          <EmptyState
            icon={<ListPlus className="size-6" />}
            title="No Playlists Queued"
            description="Add a predefined playlist or a playlist URL below."
            headingLevel={3}
          />
        ) : (
          <ul aria-label="Import queue" className="space-y-3">
            {queue.map((job) => (
              <ImportJobCard
                key={job.id}
                job={job}
                busy={busy}
                onRemove={() =>
                  deleteJob.mutate(job.id, {
                    onError: (error) => failed(error, 'Error', 'Failed to remove playlist'),
                  })
                }
                onRemoveVideo={(youtubeId) =>
                  removeVideo.mutate(
                    { jobId: job.id, youtubeId },
                    { onError: (error) => failed(error, 'Error', 'Failed to remove video') },
                  )
                }
                onRetry={() =>
                  retryJob.mutate(job.id, {
                    onError: (error) => failed(error, 'Error', 'Failed to retry import'),
                  })
                }
              />
            ))}
          </ul>
        )}
      </section>

      <CustomPlaylistForm
        loading={loading === CUSTOM}
        disabled={loading !== null}
        onAdd={addCustom}
      />
      <PredefinedPlaylists loading={loading} onAdd={addPredefined} />
    </section>
  );
}
