// ONE contract suite for every EventQueue driver.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventQueue } from '../../src/event-queue.ts';
import { QueueFullError } from '../../src/event-queue.ts';

export interface OpenedQueue {
  queue: EventQueue;
  cleanup: () => Promise<void>;
  /**
   * Whether a read of this queue is now blocked waiting for entries. Without it, a read counts
   * as blocked once called (the in-process queue registers its waiter synchronously).
   */
  isReadBlocked?: () => Promise<boolean>;
}

export type OpenQueue = (options: { maxDepth: number }) => Promise<OpenedQueue>;

export function describeEventQueueContract(name: string, open: OpenQueue) {
  describe(`event queue contract: ${name}`, () => {
    const opened: OpenedQueue[] = [];
    const openWithProbe = async (maxDepth = 1000) => {
      const q = await open({ maxDepth });
      opened.push(q);
      return q;
    };
    const openQueue = async (maxDepth = 1000) => (await openWithProbe(maxDepth)).queue;
    afterEach(async () => {
      for (const q of opened.splice(0)) {
        await q.queue.close();
        await q.cleanup();
      }
    });

    it('hands entries out in order and forgets them once acknowledged', async () => {
      const queue = await openQueue();
      await queue.enqueue('a1\na2', 2);
      await queue.enqueue('b1', 1);
      expect(await queue.depth()).toBe(3);
      const batch = await queue.read('c1', 100, 0);
      expect(batch.rows).toEqual(['a1\na2', 'b1']);
      expect(batch.count).toBe(3);
      expect(await queue.depth()).toBe(3); // in flight until acknowledged
      await queue.ack(batch);
      expect(await queue.depth()).toBe(0);
      expect((await queue.read('c1', 100, 0)).count).toBe(0);
    });

    it('reports when its oldest entry was enqueued until that entry is acknowledged', async () => {
      const queue = await openQueue();
      expect(await queue.oldestEntryTime()).toBeNull();
      // Whole milliseconds, with slack for a Redis server's clock beside ours.
      const before = Date.now() - 1000;
      await queue.enqueue('a1', 1);
      const after = Date.now() + 1000;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await queue.enqueue('b1', 1);
      const first = await queue.oldestEntryTime();
      expect(first).toBeGreaterThanOrEqual(before);
      expect(first).toBeLessThanOrEqual(after);
      const batch = await queue.read('c1', 1, 0);
      expect(batch.rows).toEqual(['a1']);
      expect(await queue.oldestEntryTime()).toBe(first); // in flight: still in the queue
      await queue.ack(batch);
      const second = await queue.oldestEntryTime();
      expect(second).toBeGreaterThan(first!);
      await queue.ack(await queue.read('c1', 10, 0));
      expect(await queue.oldestEntryTime()).toBeNull();
    });

    it('waits for the first entry up to the block time, and wakes when one arrives', async () => {
      const { queue, isReadBlocked = async () => true } = await openWithProbe();
      const started = Date.now();
      expect((await queue.read('c1', 10, 150)).count).toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(100);
      const waiting = queue.read('c1', 10, 10_000);
      await vi.waitFor(async () => expect(await isReadBlocked()).toBe(true), {
        timeout: 5000,
        interval: 10,
      });
      const enqueuedAt = Date.now();
      await queue.enqueue('x', 1);
      expect((await waiting).rows).toEqual(['x']);
      expect(Date.now() - enqueuedAt).toBeLessThan(5000); // woken by the entry, not the block time
    });

    it('reads about as many events as asked, but at least one entry', async () => {
      const queue = await openQueue();
      for (let i = 0; i < 10; i++) await queue.enqueue(`e${i}`, 1);
      const first = await queue.read('c1', 4, 0);
      expect(first.count).toBeGreaterThanOrEqual(1);
      expect(first.count).toBeLessThanOrEqual(4);
      const rest = await queue.read('c1', 100, 0);
      expect(first.count + rest.count).toBe(10);
    });

    it('gives a dead consumer’s unacknowledged entries to another after the idle time, not before', async () => {
      const queue = await openQueue();
      await queue.enqueue('x\ny', 2);
      const readAt = Date.now();
      const taken = await queue.read('dead', 10, 0);
      expect(taken.count).toBe(2);
      expect((await queue.reclaim('alive', 60_000, 10)).count).toBe(0);
      const reclaimed = await vi.waitFor(
        async () => {
          const batch = await queue.reclaim('alive', 100, 10);
          expect(batch.count).toBeGreaterThan(0);
          return batch;
        },
        { timeout: 5000, interval: 10 },
      );
      expect(Date.now() - readAt).toBeGreaterThanOrEqual(100); // not before the idle time
      expect(reclaimed).toEqual(taken);
      await queue.ack(reclaimed);
      expect(await queue.depth()).toBe(0);
    });

    it('counts entries acknowledged twice (by two consumers) once', async () => {
      const queue = await openQueue();
      await queue.enqueue('x', 1);
      await queue.enqueue('y', 1);
      const batch = await queue.read('c1', 10, 0);
      await queue.ack(batch);
      await queue.ack(batch);
      await queue.enqueue('z', 1);
      expect(await queue.depth()).toBe(1);
    });

    it('refuses entries beyond the maximum depth, and accepts again once drained', async () => {
      const queue = await openQueue(5);
      await queue.enqueue('a\nb\nc', 3);
      await expect(queue.enqueue('d\ne\nf', 3)).rejects.toBeInstanceOf(QueueFullError);
      await queue.enqueue('d\ne', 2);
      await expect(queue.enqueue('f', 1)).rejects.toBeInstanceOf(QueueFullError);
      await queue.ack(await queue.read('c1', 100, 0));
      await queue.enqueue('f', 1);
      expect(await queue.depth()).toBe(1);
    });
  });
}
