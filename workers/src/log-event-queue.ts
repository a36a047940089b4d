// The embedded driver: a durable log in DATA_DIR/queue, kept by LMDB (a copy-on-write B-tree in
// one memory-mapped file: a crash leaves the last committed transaction, never a torn one). The
// ingest calls of one event-loop turn are one entry, committed and synced to disk in one
// transaction before any of them is answered (group commit); the sink reads entries in order and
// removes them only after ClickHouse has them. What is left when the process stops, however it
// stops, is read again at the next start. Which entries were handed out lives in memory, like a
// consumer group of one process: after a restart every entry left is new again.
import { randomBytes } from 'node:crypto';
import { open } from 'lmdb';
import type { EventQueue, QueueBatch } from './event-queue.ts';
import { QueueFullError, QueueUnavailableError, emptyBatch } from './event-queue.ts';
import { groupCommits } from './group-commit.ts';

export interface LogQueueOptions {
  /** Directory of the log (the embedded shape: DATA_DIR/queue). */
  dir: string;
  /** Events the log may hold before enqueue refuses. */
  maxDepth: number;
  /** Bytes of event rows the log may hold before enqueue refuses (EVENT_QUEUE_MAX_BYTES). */
  maxBytes: number;
}

/** The log's identity is kept under key 0; entries are keyed 1, 2, 3… in log order. */
const LOG_ID_KEY = 0;
const FIRST_KEY = 1;
const END_KEY = Number.MAX_SAFE_INTEGER;
/** Events one group-committed entry holds at most (as the Redis driver). */
const MAX_EVENTS_PER_ENTRY = 1000;
/**
 * Bytes accepted but not yet on disk. When the disk falls behind the ingest, enqueue refuses
 * beyond this instead of letting waiting writes pile up in the heap.
 */
const MAX_UNFLUSHED_BYTES = 64 * 1024 * 1024;
/** Bytes one read returns at most (at least one entry): the sink's batch grows by bounded steps. */
const MAX_READ_BYTES = 8 * 1024 * 1024;
const FULL_RETRY_AFTER_SECONDS = 5;
const DISK_BEHIND_RETRY_AFTER_SECONDS = 1;

interface EntryHeader {
  count: number;
  bytes: number;
  /** When it was enqueued (ms since the epoch); absent in entries written before it was kept. */
  enqueuedAt?: number;
}

/** An entry is stored as "count,bytes,enqueuedAt\n" followed by its rows (one per line). */
const formatEntry = (rows: string, header: Required<EntryHeader>) =>
  `${header.count},${header.bytes},${header.enqueuedAt}\n${rows}`;

function parseHeader(text: string): EntryHeader {
  const [count, bytes, enqueuedAt] = text.split(',');
  return {
    count: Number(count),
    bytes: Number(bytes),
    ...(enqueuedAt !== undefined && { enqueuedAt: Number(enqueuedAt) }),
  };
}

function parseEntry(value: string): EntryHeader & { rows: string } {
  const newline = value.indexOf('\n');
  return { ...parseHeader(value.slice(0, newline)), rows: value.slice(newline + 1) };
}

/**
 * Awaits an LMDB write. A failed commit (a full disk) also rejects a second promise with the
 * reason, `commitError`, which would otherwise end the process as an unhandled rejection.
 */
async function committed<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    void (error as { commitError?: Promise<unknown> }).commitError?.catch(() => {});
    throw error;
  }
}

interface Delivery extends EntryHeader {
  key: number;
  consumer: string;
  deliveredAt: number;
}

export async function openLogEventQueue(options: LogQueueOptions): Promise<EventQueue> {
  const db = open<string, number>({
    path: options.dir,
    encoding: 'string',
    // A commit resolves once its data and meta pages are synced to disk. (lmdb's overlappingSync,
    // which syncs behind the next transaction, measured no faster here, and after a failed
    // commit it never settles that sync, so the space freed later is never used again.)
    overlappingSync: false,
    // The group commit already makes one write per event-loop turn. lmdb's own per-turn batching
    // leaves a promise of its own unhandled when a commit fails (a full disk), which would end
    // the process.
    eventTurnBatching: false,
  });

  const openedAt = Date.now();
  // What the log holds from an earlier run, without decoding the rows.
  let depth = 0;
  let bytes = 0;
  let lastKey = 0;
  for (const key of db.getKeys({ start: FIRST_KEY, end: END_KEY })) {
    const raw = db.getBinaryFast(key)!;
    const header = parseHeader(raw.toString('latin1', 0, Math.min(raw.length, 40)).split('\n')[0]!);
    depth += header.count;
    bytes += header.bytes;
    lastKey = key;
  }
  // Entry ids must never repeat (they make the insert's dedup token): an empty log starts a new
  // identity, a log with entries goes on after its last key.
  let logId = db.get(LOG_ID_KEY);
  if (lastKey === 0 || logId === undefined) {
    logId = randomBytes(6).toString('hex');
    await committed(db.put(LOG_ID_KEY, logId));
  }
  let nextKey = lastKey + 1;
  let readFrom = FIRST_KEY;
  let unflushed = 0;
  let closed = false;
  const pending = new Map<string, Delivery>();
  const entryId = (key: number) => `${logId}.${key}`;

  const waiters = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...waiters]) wake();
  };

  /**
   * LMDB gives the pages a commit freed (the sink's removals) to later writes only once another
   * commit has followed it, and a failed write commits nothing: on a full disk every retry would
   * fail forever. A tiny commit after each failure (it fits in pages freed earlier) moves the log
   * past the freeing one, so the next retry finds the space. Failing too is harmless.
   */
  async function commitSomethingSmall() {
    try {
      await committed(db.put(LOG_ID_KEY, logId!));
    } catch {
      // still full: the next failed write tries again
    }
  }

  const write = groupCommits(async (rows, count) => {
    const key = nextKey++;
    const value = formatEntry(rows, {
      count,
      bytes: Buffer.byteLength(rows) + 1,
      enqueuedAt: Date.now(),
    });
    try {
      await committed(db.put(key, value));
    } catch (error) {
      void commitSomethingSmall();
      throw new QueueUnavailableError(error);
    }
    wakeAll();
  }, MAX_EVENTS_PER_ENTRY);

  function deliver(consumer: string, entries: { key: number; value: string }[]): QueueBatch {
    const batch = emptyBatch();
    const now = Date.now();
    for (const { key, value } of entries) {
      const entry = parseEntry(value);
      const id = entryId(key);
      pending.set(id, { key, count: entry.count, bytes: entry.bytes, consumer, deliveredAt: now });
      batch.entryIds.push(id);
      batch.rows.push(entry.rows);
      batch.count += entry.count;
    }
    return batch;
  }

  function takeWaiting(maxEvents: number): { key: number; value: string }[] {
    const taken: { key: number; value: string }[] = [];
    let events = 0;
    let size = 0;
    for (const { key, value } of db.getRange({ start: readFrom, end: END_KEY })) {
      const header = parseHeader(value.slice(0, value.indexOf('\n')));
      if (
        taken.length > 0 &&
        (events + header.count > maxEvents || size + header.bytes > MAX_READ_BYTES)
      )
        break;
      taken.push({ key, value });
      events += header.count;
      size += header.bytes;
      readFrom = key + 1;
    }
    return taken;
  }

  const waitForEntries = (blockMs: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, blockMs);
      function done() {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      }
      waiters.add(done);
    });

  return {
    kind: 'log',
    async enqueue(rows, count) {
      if (closed) throw new QueueUnavailableError(new Error('the event log is closed'));
      const size = Buffer.byteLength(rows) + 1;
      if (depth + count > options.maxDepth || bytes + size > options.maxBytes)
        throw new QueueFullError(FULL_RETRY_AFTER_SECONDS);
      if (unflushed + size > MAX_UNFLUSHED_BYTES)
        throw new QueueFullError(DISK_BEHIND_RETRY_AFTER_SECONDS);
      depth += count;
      bytes += size;
      unflushed += size;
      try {
        await write(rows, count);
      } catch (error) {
        depth -= count;
        bytes -= size;
        throw error;
      } finally {
        unflushed -= size;
      }
    },
    async depth() {
      return depth;
    },
    async oldestEntryTime() {
      // Acknowledged entries are removed: the first key left is the oldest entry.
      for (const { value } of db.getRange({ start: FIRST_KEY, end: END_KEY, limit: 1 })) {
        // An entry from before enqueue times were kept is at least as old as this opening.
        return parseHeader(value.slice(0, value.indexOf('\n'))).enqueuedAt ?? openedAt;
      }
      return null;
    },
    async read(consumer, maxEvents, blockMs) {
      let taken = takeWaiting(maxEvents);
      if (taken.length === 0 && blockMs > 0 && !closed) {
        await waitForEntries(blockMs);
        if (!closed) taken = takeWaiting(maxEvents);
      }
      return deliver(consumer, taken);
    },
    async reclaim(consumer, minIdleMs, maxEvents) {
      const cutoff = Date.now() - minIdleMs;
      const stale: { key: number; value: string }[] = [];
      let events = 0;
      let size = 0;
      for (const delivery of pending.values()) {
        if (delivery.consumer === consumer || delivery.deliveredAt > cutoff) continue;
        if (
          stale.length > 0 &&
          (events + delivery.count > maxEvents || size + delivery.bytes > MAX_READ_BYTES)
        )
          break;
        const value = db.get(delivery.key);
        if (value === undefined) continue;
        stale.push({ key: delivery.key, value });
        events += delivery.count;
        size += delivery.bytes;
      }
      return deliver(consumer, stale);
    },
    async ack(batch) {
      // Taken out of `pending` at once, so that entries acknowledged twice count once.
      const acknowledged: [string, Delivery][] = [];
      for (const id of batch.entryIds) {
        const delivery = pending.get(id);
        if (!delivery) continue;
        pending.delete(id);
        acknowledged.push([id, delivery]);
      }
      const results = await Promise.allSettled(
        acknowledged.map(([, delivery]) => committed(db.remove(delivery.key))),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) {
        // Still in the log (a full disk): the sink's retry of this acknowledgement removes them.
        for (const [id, delivery] of acknowledged) pending.set(id, delivery);
        throw failed.reason;
      }
      for (const [, delivery] of acknowledged) {
        depth -= delivery.count;
        bytes -= delivery.bytes;
      }
    },
    async ping() {
      if (closed) throw new Error('the event log is closed');
      db.get(LOG_ID_KEY);
    },
    async close() {
      if (closed) return;
      closed = true;
      wakeAll();
      await db.close();
    },
  };
}
