// The Redis driver against real Redis (TEST_REDIS_URL): the queue and sink contracts. Without
// it the suites are reported as skipped, case by case (support/redis.ts says so loudly, and
// fails under CI).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { openClickHouseEventStore, type EventStore } from '@lumen/clickhouse';
import { openRedisEventQueue } from '../src/redis-event-queue.ts';
import { describeEventQueueContract } from './support/event-queue-contract.ts';
import { describeEventSinkContract } from './support/event-sink-contract.ts';
import {
  deleteKeys,
  isBlockedInRead,
  redisUrl,
  testPrefix,
  withConnectionName,
} from './support/redis.ts';

describe.skipIf(!redisUrl)('Redis driver', () => {
  const url = redisUrl!;
  describeEventQueueContract('Redis Streams', async ({ maxDepth }) => {
    const prefix = testPrefix();
    const name = `lumen-test-${randomBytes(6).toString('hex')}`;
    return {
      queue: await openRedisEventQueue({ url: withConnectionName(url, name), prefix, maxDepth }),
      cleanup: () => deleteKeys(url, prefix),
      isReadBlocked: () => isBlockedInRead(url, name),
    };
  });

  let dir: string;
  const prefixes: string[] = [];
  let store: EventStore;
  describeEventSinkContract(
    'Redis Streams',
    async () => {
      dir = mkdtempSync(join(tmpdir(), 'lumen-sink-redis-'));
      store = await openClickHouseEventStore({ chdbDir: dir }, { ttlDays: 30 });
      return {
        store,
        openQueue: async () => {
          const prefix = testPrefix();
          prefixes.push(prefix);
          return openRedisEventQueue({ url, prefix, maxDepth: 1_000_000 });
        },
      };
    },
    async () => {
      await store.close();
      for (const prefix of prefixes) await deleteKeys(url, prefix);
      rmSync(dir, { recursive: true, force: true });
    },
  );
});
