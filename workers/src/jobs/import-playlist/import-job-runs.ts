// Runs of import jobs on the job queue: Start Import and Retry enqueue one run per job, and a
// process that runs jobs checks at start that every started job still has a live run, so none
// is left 'queued' or 'processing' forever.
import type { ImportJob } from '@lumen/contract';
import { listStartedImportJobs, updateImportJob, type Database } from '@lumen/db';
import type { JobLog, JobQueue } from '../job-queue.ts';

/** Each run has an id of its own, so a retry is not mistaken for the failed run before it. */
export async function enqueueImportRun(
  db: Database,
  queue: JobQueue,
  job: Pick<ImportJob, 'id'>,
): Promise<void> {
  const queueJobId = `import-${job.id}-${Date.now().toString(36)}`;
  await updateImportJob(db, job.id, { queueJobId });
  await queue.add('import-playlist', { importJobId: job.id }, { jobId: queueJobId });
}

/**
 * After a stop or crash: a started job whose run the queue no longer knows is enqueued again
 * (the import resumes where its record says it was); one whose run failed for good is marked
 * error with the reason.
 */
export async function recoverImportJobs(
  db: Database,
  queue: JobQueue,
  log: JobLog,
): Promise<{ resumed: number; failed: number }> {
  let resumed = 0;
  let failed = 0;
  for (const { job, queueJobId } of await listStartedImportJobs(db)) {
    const run = queueJobId ? await queue.getState('import-playlist', queueJobId) : null;
    if (!run) {
      await enqueueImportRun(db, queue, job);
      resumed++;
    } else if (run.state === 'failed' || run.state === 'completed') {
      await updateImportJob(db, job.id, {
        status: 'error',
        currentVideo: null,
        stage: 'Failed',
        error: `Import interrupted: ${run.failedReason ?? 'its run ended before the job finished'}`,
      });
      failed++;
    }
  }
  if (resumed || failed) log('info', 'import jobs recovered', { resumed, failed });
  return { resumed, failed };
}
