// The end of a job the page watched run (admin spec §8): 'Import Complete' with its counts, or
// 'Import Failed' with its message, and the library lists learn of the new videos. A job seen
// only once it had finished (an earlier visit's) raises nothing.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ImportJob, ImportJobStatus } from '@lumen/contract';
import { isRunning } from '../../../api/get-import-jobs';
import { invalidateVideoData } from '../../../api/invalidate';
import { errorToast, successToast } from '../components/admin-toasts';

export const jobLabel = (job: ImportJob) => job.name ?? job.playlistUrl;

export function completionSummary(job: ImportJob): string {
  return (
    `${job.importedVideos} imported, ${job.skippedVideos} skipped (already in library), ` +
    `${job.failedVideos} failed`
  );
}

export function useImportJobToasts(jobs: readonly ImportJob[] | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(new Map<number, ImportJobStatus>());

  useEffect(() => {
    if (!jobs) return;
    let finished = false;
    for (const job of jobs) {
      const before = seen.current.get(job.id);
      seen.current.set(job.id, job.status);
      if (before !== 'queued' && before !== 'processing') continue;
      if (isRunning(job)) continue;
      if (job.status === 'completed') {
        successToast(`${jobLabel(job)}: ${completionSummary(job)}.`, 'Import Complete');
        finished = true;
      } else if (job.status === 'error') {
        errorToast(job.errors.at(-1) ?? job.stage, undefined, 'Import Failed');
        finished = true;
      }
    }
    if (finished) void invalidateVideoData(queryClient);
  }, [jobs, queryClient]);
}
