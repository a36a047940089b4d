// The one factory that picks the queue driver from configuration (DESIGN §2).
import type { EventQueue } from './event-queue.ts';
import { openLogEventQueue } from './log-event-queue.ts';
import { openRedisEventQueue } from './redis-event-queue.ts';
import type { StoreErrorLog } from './store-error-log.ts';

export interface EventQueueConfig {
  redisUrl?: string | undefined;
  prefix: string;
  maxDepth: number;
  /** Without Redis: the directory of the embedded log, and the bytes it may hold. */
  logDir?: string | undefined;
  maxBytes: number;
  /** Where the Redis connections' errors go while Redis is away. */
  redisErrors?: StoreErrorLog | undefined;
}

export async function openEventQueue(config: EventQueueConfig): Promise<EventQueue> {
  if (config.redisUrl)
    return openRedisEventQueue({
      url: config.redisUrl,
      prefix: config.prefix,
      maxDepth: config.maxDepth,
      errors: config.redisErrors,
    });
  if (!config.logDir) throw new Error('Without REDIS_URL the event queue needs a log directory');
  return openLogEventQueue({
    dir: config.logDir,
    maxDepth: config.maxDepth,
    maxBytes: config.maxBytes,
  });
}
