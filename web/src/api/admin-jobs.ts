// The queue board's calls (/api/admin/jobs…): reads refresh on their own while the board is open,
// and a retry or a removal refreshes every read of the board.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobDetail, JobList, JobQueues, JobStateName } from '@lumen/contract';
import { api } from '../lib/api';
import { queryKeys } from './query-keys';

/** How often the board reads the queues again. */
export const JOB_BOARD_REFRESH_MS = 2000;

const jobUrl = (type: string, jobId: string) =>
  `/api/admin/jobs/${encodeURIComponent(type)}/${encodeURIComponent(jobId)}`;

export const useJobQueues = () =>
  useQuery({
    queryKey: queryKeys.jobQueues,
    queryFn: () => api.get<JobQueues>('/api/admin/jobs'),
    refetchInterval: JOB_BOARD_REFRESH_MS,
  });

export function useJobList(type: string, state: JobStateName, offset: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.jobList(type, { state, offset, limit }),
    queryFn: () => {
      const query = new URLSearchParams({ state, offset: String(offset), limit: String(limit) });
      return api.get<JobList>(`/api/admin/jobs/${encodeURIComponent(type)}?${query}`);
    },
    refetchInterval: JOB_BOARD_REFRESH_MS,
    // A new page or state keeps the last list on screen until it arrives.
    placeholderData: keepPreviousData,
  });
}

export const useJobDetail = (type: string, jobId: string) =>
  useQuery({
    queryKey: queryKeys.job(type, jobId),
    queryFn: () => api.get<JobDetail>(jobUrl(type, jobId)),
    refetchInterval: JOB_BOARD_REFRESH_MS,
  });

interface JobRef {
  type: string;
  id: string;
}

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
  useBoardMutation((job) => api.post<JobDetail>(`${jobUrl(job.type, job.id)}/retry`), callbacks);

/** DELETE: a job that is not running. */
export const useRemoveJob = (callbacks: BoardCallbacks = {}) =>
  useBoardMutation((job) => api.delete<null>(jobUrl(job.type, job.id)), callbacks);
