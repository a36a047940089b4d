// The event queue port: the embedded log (LMDB in DATA_DIR) and Redis Streams behind one interface.
// Entries hold the event rows (formatEventRow, one per line) of one ingest call (1…MAX_BATCH_EVENTS events); the sink
// reads entries, inserts them, and only then acknowledges them.

export type EventQueueKind = 'log' | 'redis';

export interface QueueBatch {
  /** Queue entry ids, in queue order. The same entries always give the same insert token. */
  entryIds: string[];
  /** Event rows per entry, one per line. */
  rows: string[];
  /** Events in the batch. */
  count: number;
}

export const emptyBatch = (): QueueBatch => ({ entryIds: [], rows: [], count: 0 });

/** Appends `more` to `batch` (in place: batches grow by many small reads). */
export function appendBatch(batch: QueueBatch, more: QueueBatch): QueueBatch {
  for (let i = 0; i < more.entryIds.length; i++) {
    batch.entryIds.push(more.entryIds[i]!);
    batch.rows.push(more.rows[i]!);
  }
  batch.count += more.count;
  return batch;
}

export interface EventQueue {
  readonly kind: EventQueueKind;
  /** Appends one entry of `count` events; QueueFullError beyond the configured depth, QueueUnavailableError when the queue cannot be reached. */
  enqueue(rows: string, count: number): Promise<void>;
  /** Events waiting or in flight (read but not acknowledged). */
  depth(): Promise<number>;
  /** When the oldest entry still in the queue (waiting or in flight) was enqueued (ms since the epoch); null when empty. */
  oldestEntryTime(): Promise<number | null>;
  /** New entries for `consumer`: waits up to `blockMs` for the first, returns at most about `maxEvents` events. */
  read(consumer: string, maxEvents: number, blockMs: number): Promise<QueueBatch>;
  /** Entries another consumer read and did not acknowledge for `minIdleMs` (it crashed or hangs), now owned by `consumer`. */
  reclaim(consumer: string, minIdleMs: number, maxEvents: number): Promise<QueueBatch>;
  /** Done with these entries: they leave the queue. */
  ack(batch: QueueBatch): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The event queue is full');
  }
}

export class QueueUnavailableError extends Error {
  constructor(
    cause: unknown,
    readonly retryAfterSeconds = 5,
  ) {
    super('The event queue is unavailable', { cause });
  }
}
