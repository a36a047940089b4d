// Routes whose work runs as a job in the workers, while the admin waits for its answer: the
// job's failure is the admin's message (422); a job slower than the wait is a 504.
import { JobFailedError, JobTimeoutError, type JobQueue, type JobType } from '@lumen/workers';
import { HttpError } from '../plugins/errors.ts';

export async function runJobAndWait<T>(
  jobs: JobQueue,
  type: JobType,
  add: () => Promise<string>,
  { waitMs, slowMessage }: { waitMs: number; slowMessage: string },
): Promise<T> {
  const jobId = await add();
  try {
    return (await jobs.waitForResult(type, jobId, waitMs)) as T;
  } catch (error) {
    if (error instanceof JobFailedError) throw new HttpError(422, error.reason);
    if (error instanceof JobTimeoutError) throw new HttpError(504, slowMessage);
    throw error;
  }
}
