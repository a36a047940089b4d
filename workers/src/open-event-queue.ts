// The one factory that picks the queue driver from configuration (DESIGN §2).
import type { EventQueue } from './event-queue.ts';
import { createMemoryEventQueue } from './memory-event-queue.ts';
import { openRedisEventQueue } from './redis-event-queue.ts';

export interface EventQueueConfig {
  redisUrl?: string | undefined;
  prefix: string;
  maxDepth: number;
}

export async function openEventQueue(config: EventQueueConfig): Promise<EventQueue> {
  if (config.redisUrl) return openRedisEventQueue({ url: config.redisUrl, prefix: config.prefix, maxDepth: config.maxDepth });
  return createMemoryEventQueue({ maxDepth: config.maxDepth });
}
