// The one factory that picks the job driver from configuration: BullMQ when Redis is
// configured (any number of worker processes), else the in-process driver under `dir`.
import { openBullMqJobQueue } from './bullmq-job-queue.ts';
import { openInProcessJobQueue } from './in-process-job-queue.ts';
import type { JobQueue, KeepFinished } from './job-queue.ts';
import type { StoreErrorLog } from '../store-error-log.ts';

export interface JobQueueConfig {
  redisUrl?: string | undefined;
  /** Redis key prefix (REDIS_PREFIX): the queues live under `${prefix}jobs`. */
  prefix: string;
  /** Without Redis: the directory of the embedded job store (DATA_DIR/jobs). */
  dir?: string | undefined;
  /** BullMQ: how soon a dead worker's job goes to another worker. */
  lockDurationMs?: number | undefined;
  stalledIntervalMs?: number | undefined;
  keepFinished?: KeepFinished | undefined;
  /** Where the Redis connections' and BullMQ's errors go while Redis is away. */
  redisErrors?: StoreErrorLog | undefined;
}

export async function openJobQueue(config: JobQueueConfig): Promise<JobQueue> {
  const keepFinished = config.keepFinished && { keepFinished: config.keepFinished };
  if (config.redisUrl)
    return openBullMqJobQueue({
      url: config.redisUrl,
      prefix: config.prefix,
      ...(config.redisErrors && { errors: config.redisErrors }),
      ...(config.lockDurationMs !== undefined && { lockDurationMs: config.lockDurationMs }),
      ...(config.stalledIntervalMs !== undefined && {
        stalledIntervalMs: config.stalledIntervalMs,
      }),
      ...keepFinished,
    });
  if (!config.dir) throw new Error('Without REDIS_URL the job queue needs a directory');
  return openInProcessJobQueue({ dir: config.dir, ...keepFinished });
}
