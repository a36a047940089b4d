// The event sink: drains the queue in batches into the event store. A batch is acknowledged
// only after its INSERT succeeded; a failed insert is retried with back-off while the events
// stay in the queue; entries a dead consumer left behind are re-claimed. The insert token is
// derived from the batch's entry ids, so a batch inserted twice lands once, and the rollups
// count by eventId, so a re-processed event changes no figure either. Every few minutes it also
// folds the finished hours of views and days of the audience into numbers
// (clickhouse/src/fold-finished.ts), beside the inserts: a fold that fails or is cut short
// changes no figure, and the next one catches up.
import { createHash } from 'node:crypto';
import { FOLD_EVERY_MS, foldFinished, type EventStore } from '@lumen/clickhouse';
import type { EventQueue, QueueBatch } from './event-queue.ts';
import { appendBatch } from './event-queue.ts';

export interface EventSinkOptions {
  queue: EventQueue;
  store: EventStore;
  /** Unique per process (a re-started process is a new consumer). */
  consumer: string;
  /** Events per INSERT at most. */
  batchSize: number;
  /** Bytes of rows per INSERT at most (about: the entry that crosses it is kept); bounds the batch in memory. */
  maxBatchBytes?: number;
  /** How long a batch waits for more events after its first one arrived. */
  lingerMs: number;
  /** Entries read by a consumer that did not acknowledge them for this long are taken over. */
  claimIdleMs: number;
  retry?: { initialMs: number; maxMs: number };
  /** How often finished hours of views and days of the audience are folded (0: never). */
  foldEveryMs?: number;
  /** Told of each INSERT (for metrics). */
  observer?: EventSinkObserver;
  log?: (level: 'info' | 'warn' | 'error', message: string, data?: Record<string, unknown>) => void;
}

export interface EventSinkObserver {
  inserted(events: number, seconds: number): void;
  insertFailed(): void;
}

export interface EventSinkStats {
  insertedEvents: number;
  inserts: number;
  failedInserts: number;
  reclaimedEvents: number;
}

export interface EventSink {
  stats(): EventSinkStats;
  /**
   * Reads no more and finishes the batch in hand: inserted and acknowledged, unless the insert
   * still fails after `timeoutMs` (then it stays in the queue for the next consumer or start).
   */
  stop(timeoutMs?: number): Promise<void>;
}

const POLL_MS = 500;
/** The longest wait between reads of a queue that is away: its return is noticed this soon. */
const MAX_READ_DELAY_MS = 5_000;
const MAX_BATCH_BYTES = 16 * 1024 * 1024;

export function batchToken(batch: QueueBatch): string {
  return createHash('sha256').update(batch.entryIds.join(',')).digest('hex').slice(0, 40);
}

const sizeOf = (batch: QueueBatch) => batch.rows.reduce((sum, rows) => sum + rows.length, 0);

export function startEventSink(options: EventSinkOptions): EventSink {
  const { queue, store, consumer, batchSize, lingerMs, claimIdleMs } = options;
  const retry = options.retry ?? { initialMs: 250, maxMs: 30_000 };
  const maxBatchBytes = options.maxBatchBytes ?? MAX_BATCH_BYTES;
  const log = options.log ?? (() => {});
  const stats: EventSinkStats = {
    insertedEvents: 0,
    inserts: 0,
    failedInserts: 0,
    reclaimedEvents: 0,
  };
  let stopping = false;
  let giveUpAt = 0;
  let lastReclaim = 0;
  const foldEveryMs = options.foldEveryMs ?? FOLD_EVERY_MS;
  let lastFold = 0;
  let folding: Promise<void> | null = null;
  const stopFolding = new AbortController();
  // Waits of the loop (linger, back-off) end early when stop() is called.
  const pauses = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        pauses.delete(done);
        resolve();
      }
      pauses.add(done);
    });

  async function collect(): Promise<QueueBatch> {
    const now = Date.now();
    if (now - lastReclaim >= Math.min(claimIdleMs, 5000)) {
      lastReclaim = now;
      const stale = await queue.reclaim(consumer, claimIdleMs, batchSize);
      if (stale.count > 0) {
        stats.reclaimedEvents += stale.count;
        log('warn', 'took over unacknowledged events of another consumer', { events: stale.count });
        return stale;
      }
    }
    const batch = await queue.read(consumer, batchSize, stopping ? 0 : POLL_MS);
    let bytes = sizeOf(batch);
    const full = () => batch.count >= batchSize || bytes >= maxBatchBytes;
    if (batch.count === 0 || full()) return batch;
    const deadline = Date.now() + lingerMs;
    while (!full() && !stopping) {
      const wait = deadline - Date.now();
      if (wait > 0) await pause(Math.min(wait, POLL_MS));
      const more = await queue.read(consumer, batchSize - batch.count, 0);
      appendBatch(batch, more);
      bytes += sizeOf(more);
      if (Date.now() >= deadline && more.count === 0) break;
    }
    return batch;
  }

  async function withRetry(
    what: string,
    action: () => Promise<void>,
    onFailure?: () => void,
  ): Promise<void> {
    let delay = retry.initialMs;
    for (;;) {
      try {
        await action();
        return;
      } catch (error) {
        onFailure?.();
        log('warn', `${what} failed; retrying`, {
          error: error instanceof Error ? error.message : String(error),
          retryInMs: delay,
        });
        // Stopping gives up the batch in hand: it stays in the queue for the next consumer.
        if (stopping && Date.now() >= giveUpAt) throw error;
        await pause(stopping ? Math.min(delay, giveUpAt - Date.now()) : delay);
        delay = Math.min(retry.maxMs, delay * 2);
      }
    }
  }

  async function processBatch(batch: QueueBatch): Promise<void> {
    const token = batchToken(batch);
    let started = 0;
    await withRetry(
      'insert',
      () => {
        started = performance.now();
        return store.insertRows(batch.rows.join('\n'), token);
      },
      () => {
        stats.failedInserts++;
        options.observer?.insertFailed();
      },
    );
    options.observer?.inserted(batch.count, (performance.now() - started) / 1000);
    stats.inserts++;
    stats.insertedEvents += batch.count;
    await withRetry('acknowledge', () => queue.ack(batch));
  }

  function foldIfDue(): void {
    if (foldEveryMs <= 0 || folding || Date.now() - lastFold < foldEveryMs) return;
    lastFold = Date.now();
    folding = foldFinished(store, { signal: stopFolding.signal })
      .catch((error: unknown) =>
        log('warn', 'a fold of finished hours or days failed; the next fold catches up', {
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => (folding = null));
  }

  async function run(): Promise<void> {
    // While the queue is away the reads back off, so the log gets a line per attempt, not a flood.
    let readDelay = retry.initialMs;
    for (;;) {
      if (stopping) return;
      foldIfDue();
      let batch: QueueBatch;
      try {
        batch = await collect();
        readDelay = retry.initialMs;
      } catch (error) {
        log('warn', 'reading the queue failed; retrying', {
          error: error instanceof Error ? error.message : String(error),
          retryInMs: readDelay,
        });
        await pause(readDelay);
        readDelay = Math.min(MAX_READ_DELAY_MS, readDelay * 2);
        continue;
      }
      if (batch.count === 0) {
        if (stopping) return;
        continue;
      }
      try {
        await processBatch(batch);
      } catch {
        return; // stopping: the batch stays in the queue
      }
    }
  }

  const running = run();
  return {
    stats: () => ({ ...stats }),
    async stop(timeoutMs = 10_000) {
      stopping = true;
      giveUpAt = Date.now() + timeoutMs;
      for (const wake of [...pauses]) wake();
      // A fold in flight sends no further statement and its current one finishes (cut short, a
      // fold changes nothing); the store is closed after this, so nothing may still be sent to it.
      stopFolding.abort();
      await running;
      await folding;
    },
  };
}
