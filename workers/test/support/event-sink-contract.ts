// ONE suite for the event sink, run over every queue driver against chDB: delivery is
// at-least-once, the effect is exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVideoSummary, type EventStore } from '@lumen/clickhouse';
import type { EventQueue } from '../../src/event-queue.ts';
import { startEventSink, type EventSinkOptions } from '../../src/event-sink.ts';
import { enqueueInEntries, viewRows, waitFor } from './events.ts';

export interface SinkFixture {
  store: EventStore;
  openQueue(): Promise<EventQueue>;
}

let nextVideo = 1;

export function describeEventSinkContract(
  name: string,
  fixture: () => Promise<SinkFixture>,
  teardown: () => Promise<void>,
) {
  describe(`event sink: ${name}`, () => {
    let f: SinkFixture;
    beforeAll(async () => {
      f = await fixture();
    });
    afterAll(() => teardown());

    const options = (queue: EventQueue, store: EventStore = f.store): EventSinkOptions => ({
      queue,
      store,
      consumer: `sink-${Math.random().toString(36).slice(2)}`,
      batchSize: 5000,
      lingerMs: 50,
      claimIdleMs: 200,
      retry: { initialMs: 20, maxMs: 200 },
    });
    const views = async (videoId: number) => (await getVideoSummary(f.store, videoId)).totalViews;
    const drained = (queue: EventQueue) => async () => (await queue.depth()) === 0;

    /** What the sink told its observer (the api's metrics). */
    const observed = () => {
      const seen = { batches: [] as number[], seconds: [] as number[], failures: 0 };
      const observer = {
        inserted(events: number, seconds: number) {
          seen.batches.push(events);
          seen.seconds.push(seconds);
        },
        insertFailed: () => void seen.failures++,
      };
      return { seen, observer };
    };

    it('N events enqueued are exactly N counted, in few inserts, each told to the observer', async () => {
      const queue = await f.openQueue();
      const videoId = nextVideo++;
      await enqueueInEntries(queue, viewRows(videoId, 3000), 100);
      const { seen, observer } = observed();
      const sink = startEventSink({ ...options(queue), observer });
      await waitFor(drained(queue));
      await sink.stop();
      expect(await views(videoId)).toBe(3000);
      expect(sink.stats().inserts).toBeLessThanOrEqual(3);
      expect(seen.batches).toHaveLength(sink.stats().inserts);
      expect(seen.batches.reduce((a, b) => a + b, 0)).toBe(3000);
      expect(seen.seconds.every((s) => s >= 0 && s < 60)).toBe(true);
      expect(seen.failures).toBe(0);
      await queue.close();
    });

    it('the same events enqueued twice are still counted once', async () => {
      const queue = await f.openQueue();
      const videoId = nextVideo++;
      const rows = viewRows(videoId, 500);
      await enqueueInEntries(queue, rows, 50);
      const sink = startEventSink(options(queue));
      await waitFor(drained(queue));
      await enqueueInEntries(queue, rows, 7); // a client resend, cut differently
      await waitFor(drained(queue));
      await sink.stop();
      expect(await views(videoId)).toBe(500);
      await queue.close();
    });

    it('a consumer that died mid-batch leaves its events to another, which counts each once', async () => {
      const queue = await f.openQueue();
      const videoId = nextVideo++;
      const rows = viewRows(videoId, 1000);
      await enqueueInEntries(queue, rows, 100);
      // The dead consumer read half and even inserted part of it before dying, unacknowledged.
      const taken = await queue.read('dead-consumer', 500, 0);
      expect(taken.count).toBeGreaterThan(0);
      await f.store.insertRows(
        taken.rows.slice(0, 2).join('\n'),
        'partial-insert-of-dead-consumer-' + videoId,
      );
      const sink = startEventSink(options(queue));
      await waitFor(drained(queue));
      await sink.stop();
      expect(sink.stats().reclaimedEvents).toBe(taken.count);
      expect(await views(videoId)).toBe(1000);
      await queue.close();
    });

    it('while the event store fails, events wait in the queue; then all arrive', async () => {
      const queue = await f.openQueue();
      const videoId = nextVideo++;
      let down = true;
      const flaky: EventStore = {
        ...f.store,
        insertRows: (rows, token) =>
          down ? Promise.reject(new Error('ClickHouse is down')) : f.store.insertRows(rows, token),
      };
      await enqueueInEntries(queue, viewRows(videoId, 800), 40);
      const { seen, observer } = observed();
      const sink = startEventSink({ ...options(queue, flaky), observer });
      await waitFor(async () => sink.stats().failedInserts >= 3);
      expect(seen.failures).toBe(sink.stats().failedInserts);
      expect(await queue.depth()).toBe(800);
      expect(await views(videoId)).toBe(0);
      down = false;
      await waitFor(drained(queue));
      await sink.stop();
      expect(await views(videoId)).toBe(800);
      await queue.close();
    });
  });
}
