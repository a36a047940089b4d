import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportJob } from '@lumen/contract';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** Interval of the live progress: the queue is polled while a job runs. */
export const IMPORT_JOBS_POLL_MS = 1000;

/** A job the server is still working on (started and not finished). */
export const isRunning = (job: ImportJob) => job.status === 'queued' || job.status === 'processing';

/** GET /api/import-jobs: every playlist import job, in queue order (oldest first). */
export const getImportJobs = () => apiGet('/api/import-jobs');

export const importJobsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.importJobs,
    queryFn: getImportJobs,
    // Polls only while a job is queued or processing, so a reload mid-job shows it progressing.
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? IMPORT_JOBS_POLL_MS : false),
  });

export const useImportJobs = () => useQuery(importJobsQueryOptions());
