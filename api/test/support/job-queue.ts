// The job queues API tests run on: the in-process driver always, BullMQ on the Redis of
// TEST_REDIS_URL when set (each test file under a key prefix of its own). Unset under CI: a failure.
import { randomBytes } from 'node:crypto';

export type JobQueueKind = 'in-process' | 'bullmq';

export const jobQueueKinds: JobQueueKind[] = (() => {
  if (process.env.TEST_REDIS_URL) return ['in-process', 'bullmq'];
  if (process.env.CI)
    throw new Error('TEST_REDIS_URL must be set under CI: refusing to skip the BullMQ job tests.');
  console.warn('\n!!! TEST_REDIS_URL is not set: job tests on BullMQ are SKIPPED (set it to run them).\n');
  return ['in-process'];
})();

/** The job queue options of a test: BullMQ under a fresh prefix, or the embedded store under dataDir. */
export function jobQueueTestOptions(kind: JobQueueKind, dir: string) {
  return kind === 'bullmq'
    ? {
        redisUrl: process.env.TEST_REDIS_URL!,
        prefix: `lumen-test-${randomBytes(4).toString('hex')}:`,
        lockDurationMs: 2000,
      }
    : { prefix: 'unused:', dir };
}
