import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { openClickHouseEventStore, type EventStore } from '@lumen/clickhouse';
import { openRedisEventQueue } from '../src/redis-event-queue.ts';
import { describeEventQueueContract } from './support/event-queue-contract.ts';
import { describeEventSinkContract } from './support/event-sink-contract.ts';
import { deleteKeys, redisUrl, testPrefix } from './support/redis.ts';

if (redisUrl) {
  const url = redisUrl;
  describeEventQueueContract('Redis Streams', async ({ maxDepth }) => {
    const prefix = testPrefix();
    return { queue: await openRedisEventQueue({ url, prefix, maxDepth }), cleanup: () => deleteKeys(url, prefix) };
  });

  const dir = mkdtempSync(join(tmpdir(), 'lumen-sink-redis-'));
  const prefixes: string[] = [];
  let store: EventStore;
  describeEventSinkContract(
    'Redis Streams',
    async () => {
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
} else {
  describe('Redis driver', () => it.skip('needs TEST_REDIS_URL', () => {}));
}
