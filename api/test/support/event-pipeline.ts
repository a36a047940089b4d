// The event pipeline for API tests: chDB (in its own child process, as in production) under
// the test's data directory, the embedded log or real Redis under a key prefix of its own,
// and a sink with a short linger. Unset TEST_REDIS_URL: one loud line; under CI, a failure.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { openEventStore, type EventStore } from '@lumen/clickhouse';
import {
  createConsumerName,
  openEventQueue,
  startEventSink,
  type EventQueue,
  type EventSink,
} from '@lumen/workers';
import { copyChdbTemplate } from '../../../clickhouse/test/support/chdb-template.ts';
import { eventQueueOptions, type Config } from '../../src/config.ts';
import { storeTemplates } from './store-templates.ts';

export type QueueKind = 'log' | 'redis';

export const queueKinds: QueueKind[] = (() => {
  if (process.env.TEST_REDIS_URL) return ['log', 'redis'];
  if (process.env.CI)
    throw new Error(
      'TEST_REDIS_URL must be set under CI: refusing to skip the Redis pipeline tests.',
    );
  console.warn(
    '\n!!! TEST_REDIS_URL is not set: pipeline tests on Redis are SKIPPED (set it to run them).\n',
  );
  return ['log'];
})();

export interface TestPipeline {
  queue: EventQueue;
  store: EventStore;
  sink: EventSink | null;
  /** Starts a sink (another consumer) on the same queue. */
  startSink(): EventSink;
  /** Resolves once every queued event is in the store. */
  drain(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export function redisTestEnv(kind: QueueKind): Record<string, string> {
  if (kind === 'log') return {};
  return {
    REDIS_URL: process.env.TEST_REDIS_URL!,
    REDIS_PREFIX: `lumen-test:${Date.now()}:${randomBytes(4).toString('hex')}:`,
  };
}

export async function openTestPipeline(
  config: Config,
  options: { startSink?: boolean } = {},
): Promise<TestPipeline> {
  const templates = storeTemplates();
  if (templates) copyChdbTemplate(templates.chdb, config.clickhouseDir);
  const store = await openEventStore({
    chdbDir: config.clickhouseDir,
    ttlDays: config.EVENT_TTL_DAYS,
  });
  const queue = await openEventQueue(eventQueueOptions(config));
  const sinks: EventSink[] = [];
  const startSink = () => {
    const sink = startEventSink({
      queue,
      store,
      consumer: createConsumerName('test'),
      batchSize: config.EVENT_BATCH_SIZE,
      lingerMs: config.EVENT_LINGER_MS,
      claimIdleMs: config.EVENT_CLAIM_IDLE_MS,
      retry: { initialMs: 20, maxMs: 200 },
    });
    sinks.push(sink);
    return sink;
  };
  const sink = options.startSink === false ? null : startSink();
  return {
    queue,
    store,
    sink,
    startSink,
    async drain(timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while ((await queue.depth()) > 0) {
        if (Date.now() > until) throw new Error(`events still queued after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async close() {
      for (const s of sinks) await s.stop(2000);
      await queue.close();
      await store.close();
      if (config.REDIS_URL) await deleteRedisKeys(config.REDIS_URL, config.REDIS_PREFIX);
    },
  };
}

async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
