// The event pipeline's knobs, as one zod shape: the API's config and the worker process's
// config both include it, so each process parses its environment once with the same rules.
import { z } from 'zod';
import { flag } from './config-parsing.ts';

const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const pipelineEnvShape = {
  /** Events per ClickHouse INSERT at most. */
  EVENT_BATCH_SIZE: int(1, 1_000_000, 100_000),
  /** How long a batch waits for more events after its first one (≈ one insert per second at steady load). */
  EVENT_LINGER_MS: int(0, 60_000, 1000),
  /** Events the queue may hold before ingest answers 503 + Retry-After. */
  EVENT_QUEUE_MAX_DEPTH: int(1, 100_000_000, 2_000_000),
  /** Bytes of events the embedded log (DATA_DIR/queue) may hold before ingest answers 503 + Retry-After. */
  EVENT_QUEUE_MAX_BYTES: int(1024 * 1024, 2 ** 50, 1024 ** 3),
  /** Entries a consumer read and did not acknowledge for this long are re-claimed by another. */
  EVENT_CLAIM_IDLE_MS: int(100, 3_600_000, 30_000),
  /** Raw events are kept this long in ClickHouse (TTL); the rollups stay. */
  EVENT_TTL_DAYS: int(1, 36_500, 400),
  /** Events one client address may send per minute (batches count every event); 0 turns the limit off. */
  TRACK_RATE_LIMIT_PER_MINUTE: int(0, 100_000_000, 6000),
  /**
   * How many hours before its receipt a client may date an event (an offline queue sends late);
   * an event dated earlier, or more than five minutes ahead, is stamped with its receive time.
   */
  TRACK_CLOCK_WINDOW_HOURS: int(1, 8760, 24),
  /** Prefix of every Redis key of the pipeline and the job queues. */
  REDIS_PREFIX: z.string().trim().min(1).max(64).default('lumen:'),
  /** Whether this API process also drains the event queue (default: yes unless REDIS_URL and CLICKHOUSE_URL are both set). */
  RUN_WORKERS: flag.optional(),
};
