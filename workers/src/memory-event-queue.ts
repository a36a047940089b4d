// The in-process driver: entries in an array, read entries pending until acknowledged,
// re-claimable by another consumer after an idle time, like a Redis consumer group.
import type { EventQueue, QueueBatch } from './event-queue.ts';
import { QueueFullError, emptyBatch } from './event-queue.ts';

interface Entry {
  id: string;
  rows: string;
  count: number;
}

interface Delivery {
  entry: Entry;
  consumer: string;
  deliveredAt: number;
}

export interface MemoryQueueOptions {
  /** Events the queue may hold (waiting + in flight) before enqueue refuses. */
  maxDepth: number;
}

export function createMemoryEventQueue(options: MemoryQueueOptions): EventQueue {
  // A queue as an array with a moving head (Array#shift is O(n) on large arrays).
  let waiting: Entry[] = [];
  let head = 0;
  const waitingCount = () => waiting.length - head;
  const pending = new Map<string, Delivery>();
  let depth = 0;
  let sequence = 0;
  const waiters = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...waiters]) wake();
  };

  function take(consumer: string, entries: Entry[]): QueueBatch {
    const batch = emptyBatch();
    const now = Date.now();
    for (const entry of entries) {
      pending.set(entry.id, { entry, consumer, deliveredAt: now });
      batch.entryIds.push(entry.id);
      batch.rows.push(entry.rows);
      batch.count += entry.count;
    }
    return batch;
  }

  function takeWaiting(maxEvents: number): Entry[] {
    const taken: Entry[] = [];
    let events = 0;
    while (head < waiting.length && (taken.length === 0 || events + waiting[head]!.count <= maxEvents)) {
      const entry = waiting[head]!;
      waiting[head++] = undefined as unknown as Entry;
      taken.push(entry);
      events += entry.count;
    }
    if (head > 1024 && head * 2 > waiting.length) {
      waiting = waiting.slice(head);
      head = 0;
    }
    return taken;
  }

  return {
    kind: 'memory',
    durable: false,
    async enqueue(rows, count) {
      if (depth + count > options.maxDepth) throw new QueueFullError(1);
      depth += count;
      waiting.push({ id: String(++sequence), rows, count });
      wakeAll();
    },
    async depth() {
      return depth;
    },
    async read(consumer, maxEvents, blockMs) {
      if (waitingCount() === 0 && blockMs > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, blockMs);
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
      return take(consumer, takeWaiting(maxEvents));
    },
    async reclaim(consumer, minIdleMs, maxEvents) {
      const cutoff = Date.now() - minIdleMs;
      const stale: Entry[] = [];
      let events = 0;
      for (const delivery of pending.values()) {
        if (delivery.consumer === consumer || delivery.deliveredAt > cutoff) continue;
        if (stale.length > 0 && events + delivery.entry.count > maxEvents) break;
        stale.push(delivery.entry);
        events += delivery.entry.count;
      }
      return take(consumer, stale);
    },
    async ack(batch) {
      for (const id of batch.entryIds) {
        const delivery = pending.get(id);
        if (!delivery) continue;
        pending.delete(id);
        depth -= delivery.entry.count;
      }
    },
    async ping() {},
    async close() {
      wakeAll();
    },
  };
}
