import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVideoSummary, openClickHouseEventStore, type EventStore } from '@lumen/clickhouse';
import { QueueFullError, type EventQueue } from '../src/event-queue.ts';
import { batchToken, startEventSink } from '../src/event-sink.ts';
import { openLogEventQueue } from '../src/log-event-queue.ts';
import { describeEventQueueContract } from './support/event-queue-contract.ts';
import { describeEventSinkContract } from './support/event-sink-contract.ts';
import { enqueueInEntries, viewRows, waitFor } from './support/events.ts';

const dirs: string[] = [];
const newLogDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-log-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const unlimitedBytes = 1024 ** 3;

describeEventQueueContract('embedded log (LMDB)', async ({ maxDepth }) => ({
  queue: await openLogEventQueue({ dir: newLogDir(), maxDepth, maxBytes: unlimitedBytes }),
  cleanup: async () => {},
}));

describe('embedded log', () => {
  const opened: EventQueue[] = [];
  const openLog = async (dir: string, limits: { maxDepth?: number; maxBytes?: number } = {}) => {
    const queue = await openLogEventQueue({
      dir,
      maxDepth: limits.maxDepth ?? 1_000_000,
      maxBytes: limits.maxBytes ?? unlimitedBytes,
    });
    opened.push(queue);
    return queue;
  };
  afterAll(async () => {
    for (const queue of opened) await queue.close();
  });

  it('gives back after a reopen every entry not acknowledged, in order, read or not', async () => {
    const dir = newLogDir();
    const first = await openLog(dir);
    for (const name of ['a', 'b', 'c', 'd']) await first.enqueue(`${name}1\n${name}2`, 2);
    const acknowledged = await first.read('c1', 2, 0);
    expect(acknowledged.rows).toEqual(['a1\na2']);
    await first.ack(acknowledged);
    const inFlight = await first.read('c1', 2, 0);
    expect(inFlight.rows).toEqual(['b1\nb2']); // read, not acknowledged: the process dies now
    await first.close();

    const second = await openLog(dir);
    expect(await second.depth()).toBe(6);
    const replayed = await second.read('c2', 100, 0);
    expect(replayed.rows).toEqual(['b1\nb2', 'c1\nc2', 'd1\nd2']);
    // The same entries keep their ids, so a batch inserted before the stop has the same token.
    expect(replayed.entryIds[0]).toBe(inFlight.entryIds[0]);
    await second.ack(replayed);
    expect(await second.depth()).toBe(0);
  });

  it('never hands out an entry id twice, even once emptied and reopened', async () => {
    const dir = newLogDir();
    const seen = new Set<string>();
    for (let run = 0; run < 3; run++) {
      const queue = await openLog(dir);
      await queue.enqueue('x', 1);
      const batch = await queue.read('c', 10, 0);
      for (const id of batch.entryIds) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
      await queue.ack(batch);
      await queue.close();
    }
    expect(seen.size).toBe(3);
  });

  it('refuses beyond its byte bound with a retry time, and accepts again once drained', async () => {
    const queue = await openLog(newLogDir(), { maxBytes: 1024 * 1024 });
    const row = 'r'.repeat(100 * 1024 - 1); // 100 KiB with its newline
    for (let i = 0; i < 10; i++) await queue.enqueue(row, 1);
    const refused = await queue.enqueue(row, 1).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueueFullError);
    expect((refused as QueueFullError).retryAfterSeconds).toBeGreaterThan(0);
    expect(await queue.depth()).toBe(10);
    await queue.ack(await queue.read('c', 3, 0));
    await queue.enqueue(row, 1);
    expect(await queue.depth()).toBe(8);
  });

  it('keeps the byte bound across a reopen', async () => {
    const dir = newLogDir();
    const first = await openLog(dir, { maxBytes: 1024 * 1024 });
    const row = 'r'.repeat(512 * 1024 - 1);
    await first.enqueue(row, 1);
    await first.close();
    const second = await openLog(dir, { maxBytes: 1024 * 1024 });
    await second.enqueue(row, 1);
    await expect(second.enqueue('small', 1)).rejects.toBeInstanceOf(QueueFullError);
  });

  it('writes the calls of one event-loop turn as one entry', async () => {
    const queue = await openLog(newLogDir());
    await Promise.all(Array.from({ length: 50 }, (_, i) => queue.enqueue(`e${i}`, 1)));
    const batch = await queue.read('c', 1000, 0);
    expect(batch.count).toBe(50);
    expect(batch.entryIds).toHaveLength(1);
  });
});

const chdbDir = mkdtempSync(join(tmpdir(), 'lumen-sink-log-'));
let store: EventStore;
beforeAll(async () => {
  store = await openClickHouseEventStore({ chdbDir }, { ttlDays: 30 });
});
afterAll(async () => {
  await store.close();
  rmSync(chdbDir, { recursive: true, force: true });
});

describeEventSinkContract(
  'embedded log',
  async () => ({
    store,
    openQueue: () =>
      openLogEventQueue({ dir: newLogDir(), maxDepth: 1_000_000, maxBytes: unlimitedBytes }),
  }),
  async () => {},
);

describe('event sink over the embedded log', () => {
  it('events left in the log by a process that stopped mid-batch are counted once after reopening', async () => {
    const dir = newLogDir();
    const videoId = 9999;
    const first = await openLogEventQueue({ dir, maxDepth: 100_000, maxBytes: unlimitedBytes });
    await enqueueInEntries(first, viewRows(videoId, 1234), 10);
    // The dying process had inserted a batch but not acknowledged it.
    const inserted = await first.read('dead', 500, 0);
    await store.insertRows(inserted.rows.join('\n'), batchToken(inserted));
    await first.close();

    const second = await openLogEventQueue({ dir, maxDepth: 100_000, maxBytes: unlimitedBytes });
    const sink = startEventSink({
      queue: second,
      store,
      consumer: 'c',
      batchSize: 100,
      lingerMs: 10,
      claimIdleMs: 30_000,
    });
    await waitFor(async () => (await second.depth()) === 0);
    await sink.stop();
    await second.close();
    expect((await getVideoSummary(store, videoId)).totalViews).toBe(1234);
  });
});
