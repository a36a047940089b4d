import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVideoSummary, openClickHouseEventStore, type EventStore } from '@lumen/clickhouse';
import { createMemoryEventQueue } from '../src/memory-event-queue.ts';
import { startEventSink } from '../src/event-sink.ts';
import { describeEventQueueContract } from './support/event-queue-contract.ts';
import { describeEventSinkContract } from './support/event-sink-contract.ts';
import { enqueueInEntries, viewRows } from './support/events.ts';

describeEventQueueContract('in-process', async ({ maxDepth }) => ({ queue: createMemoryEventQueue({ maxDepth }), cleanup: async () => {} }));

const dir = mkdtempSync(join(tmpdir(), 'lumen-sink-mem-'));
let store: EventStore;
beforeAll(async () => {
  store = await openClickHouseEventStore({ chdbDir: dir }, { ttlDays: 30 });
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describeEventSinkContract('in-process queue', async () => ({ store, openQueue: async () => createMemoryEventQueue({ maxDepth: 1_000_000 }) }), async () => {});

describe('event sink over the in-process queue', () => {
  it('stopping the sink drains the queue first (its events die with the process)', async () => {
    const queue = createMemoryEventQueue({ maxDepth: 100_000 });
    const sink = startEventSink({ queue, store, consumer: 'c', batchSize: 100, lingerMs: 10_000, claimIdleMs: 30_000 });
    await enqueueInEntries(queue, viewRows(9999, 1234), 10);
    await sink.stop();
    expect(await queue.depth()).toBe(0);
    expect((await getVideoSummary(store, 9999)).totalViews).toBe(1234);
  });
});
