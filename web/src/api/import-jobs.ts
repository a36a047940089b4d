// The playlist import job calls (admin spec §2 Bulk Import, §3, §4): each answer that returns
// the queue's jobs is written into the cached list, so the queue shows it without a refetch.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateImportJob, ImportJob } from '@lumen/contract';
import { apiDelete, apiPost } from '../lib/api';
import { queryKeys } from './query-keys';

/** POST /api/import-jobs (201): the server loads the playlist's video list before answering. */
export const createImportJob = (input: CreateImportJob) =>
  apiPost('/api/import-jobs', { body: input });

/** DELETE /api/import-jobs/:id (204): only a pending job. */
export const deleteImportJob = (id: number) => apiDelete('/api/import-jobs/{id}', { path: { id } });

/** DELETE /api/import-jobs/:id/videos/:youtubeId: one video out of a pending job. */
export const removeImportJobVideo = ({ jobId, youtubeId }: { jobId: number; youtubeId: string }) =>
  apiDelete('/api/import-jobs/{id}/videos/{youtubeId}', { path: { id: jobId, youtubeId } });

/** POST /api/import-jobs/start: queues every pending job (run one after another). */
export const startImportJobs = () => apiPost('/api/import-jobs/start');

/** POST /api/import-jobs/:id/retry: a job in error, or completed with failed videos. */
export const retryImportJob = (id: number) =>
  apiPost('/api/import-jobs/{id}/retry', { path: { id } });

/** Puts the server's copies of these jobs into the cached queue (new ones at the end). */
function storeJobs(queryClient: QueryClient, changed: readonly ImportJob[]) {
  queryClient.setQueryData<ImportJob[]>(queryKeys.importJobs, (jobs = []) => {
    const byId = new Map(changed.map((job) => [job.id, job]));
    const kept = jobs.map((job) => byId.get(job.id) ?? job);
    const added = changed.filter((job) => !jobs.some((known) => known.id === job.id));
    return [...kept, ...added];
  });
}

export function useCreateImportJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createImportJob,
    onSuccess: (job) => storeJobs(queryClient, [job]),
  });
}

export function useDeleteImportJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImportJob,
    onSuccess: (_, id) =>
      queryClient.setQueryData<ImportJob[]>(queryKeys.importJobs, (jobs = []) =>
        jobs.filter((job) => job.id !== id),
      ),
  });
}

export function useRemoveImportJobVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeImportJobVideo,
    onSuccess: (job) => storeJobs(queryClient, [job]),
  });
}

export function useStartImportJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImportJobs,
    onSuccess: (jobs) => storeJobs(queryClient, jobs),
  });
}

export function useRetryImportJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryImportJob,
    onSuccess: (job) => storeJobs(queryClient, [job]),
  });
}
