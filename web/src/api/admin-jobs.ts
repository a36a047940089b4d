// The queue board's calls (/api/admin/jobs…): reads refresh on their own while the board is open,
// and a retry or a removal refreshes every read of the board.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobStateName } from '@lumen/contract';
import { apiDelete, apiGet, apiPost } from '../lib/api';
import type { paths } from './openapi';
import { queryKeys } from './query-keys';

/** The job types the API's routes take: the board only asks for types the API listed to it. */
type JobType = paths['/api/admin/jobs/{type}']['get']['parameters']['path']['type'];

/** How often the board reads the queues again. */
export const JOB_BOARD_REFRESH_MS = 2000;

export const useJobQueues = () =>
  useQuery({
    queryKey: queryKeys.jobQueues,
    queryFn: () => apiGet('/api/admin/jobs'),
    refetchInterval: JOB_BOARD_REFRESH_MS,
  });

export function useJobList(type: string, state: JobStateName, offset: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.jobList(type, { state, offset, limit }),
    queryFn: () =>
      apiGet('/api/admin/jobs/{type}', {
        path: { type: type as JobType },
        query: { state, offset, limit },
      }),
    refetchInterval: JOB_BOARD_REFRESH_MS,
    // A new page or state keeps the last list on screen until it arrives.
    placeholderData: keepPreviousData,
  });
}

export const useJobDetail = (type: string, jobId: string) =>
  useQuery({
    queryKey: queryKeys.job(type, jobId),
    queryFn: () =>
      apiGet('/api/admin/jobs/{type}/{jobId}', { path: { type: type as JobType, jobId } }),
    refetchInterval: JOB_BOARD_REFRESH_MS,
  });

interface JobRef {
  type: string;
  id: string;
}

const jobPath = (job: JobRef) => ({ type: job.type as JobType, jobId: job.id });

/** The caller's outcome callbacks ride on the mutation itself: they run even when the job's row
 * has left the list (a retried job leaves the failed ones) and unmounted. */
export interface BoardCallbacks {
  onSuccess?: (job: JobRef) => void;
  onError?: (error: Error, job: JobRef) => void;
}

function useBoardMutation<T>(call: (job: JobRef) => Promise<T>, callbacks: BoardCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_data, job) => callbacks.onSuccess?.(job),
    onError: (error, job) => callbacks.onError?.(error, job),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobQueues }),
  });
}

/** POST …/retry: a failed job runs once more. */
export const useRetryJob = (callbacks: BoardCallbacks = {}) =>
  useBoardMutation(
    (job) => apiPost('/api/admin/jobs/{type}/{jobId}/retry', { path: jobPath(job) }),
    callbacks,
  );

/** DELETE: a job that is not running. */
export const useRemoveJob = (callbacks: BoardCallbacks = {}) =>
  useBoardMutation(
    (job) => apiDelete('/api/admin/jobs/{type}/{jobId}', { path: jobPath(job) }),
    callbacks,
  );
