// Folds finished hours of views into plain numbers (migration 013), so reading a video's views
// costs numbers, not millions of merged ids. Any process may fold at any time, several at once:
// a fold writes what the sets say, and the readers (queries/hourly-view-counts.ts) use a folded
// number only while no view arrived after it, so a fold that is late, repeated or interrupted
// never changes an answer, only its cost.
import { readStoreTimeZone } from './analytics-time-zone.ts';
import type { EventStore } from './event-store.ts';

/** An hour is folded once it ended this long ago: its views have mostly arrived by then. */
export const FOLD_AFTER_MS = 10 * 60_000;
/** How often the event sink folds. */
export const FOLD_EVERY_MS = 5 * 60_000;
/**
 * A fold counts as made this long before it reads: a view stored by an insert that began
 * before the read but landed after it is then newer than the fold, and its hour is read from
 * its set until the next fold.
 */
const INSERT_MARGIN_MS = 5 * 60_000;
/** Hours that were still running at the last fold: folded at the next one even without new views. */
const RUNNING_AT_LAST_FOLD = 'INTERVAL 2 HOUR';

// Candidates: the finished hours a view arrived for since the last fold (by any process), and
// the hours that were not finished then. Every other hour's fold is still fresh.
const FOLD_SQL = `
INSERT INTO folded_hourly_views
SELECT video_id, hour, uniqExactMerge(views), fromUnixTimestamp64Milli({foldedAt:Int64}, 'UTC')
FROM hourly_view_sets
WHERE hour < fromUnixTimestamp64Milli({before:Int64}, 'UTC')
  AND (video_id, hour) IN (
    SELECT video_id, hour
    FROM view_hour_arrivals
    WHERE hour < fromUnixTimestamp64Milli({before:Int64}, 'UTC')
      AND (arrived > fromUnixTimestamp64Milli({since:Int64}, 'UTC')
        OR hour >= fromUnixTimestamp64Milli({since:Int64}, 'UTC') - ${RUNNING_AT_LAST_FOLD})
  )
GROUP BY video_id, hour`;

export interface FoldOptions {
  /** The fold's clock (tests move it). */
  now?: number;
  /** See INSERT_MARGIN_MS (tests set 0). */
  insertMarginMs?: number;
  /** Aborted: no further statement is sent (the event sink stops before closing the store). */
  signal?: AbortSignal;
  /** The zone whose days are folded (the store's, migration 022); read from the store if left out. */
  timeZone?: string;
}

/**
 * Runs one fold statement: `{since}` is the last fold recorded in `arrivals` (by any process;
 * migration 017 records each fold there in the same statement as its numbers), `{before}` the
 * end of the periods finished by now, `{foldedAt}` this fold's time, `{timeZone}` the zone
 * whose days the rollups hold.
 */
export async function runFold(
  store: EventStore,
  fold: { sql: string; arrivals: string; finishedBefore: (now: number) => number },
  { now = Date.now(), insertMarginMs = INSERT_MARGIN_MS, signal, timeZone }: FoldOptions = {},
): Promise<void> {
  if (signal?.aborted) return;
  timeZone ??= (await readStoreTimeZone(store)).zone;
  if (signal?.aborted) return;
  const [last] = await store.query<{ at: string | number }>(
    `SELECT toUnixTimestamp64Milli(max(folded)) AS at FROM ${fold.arrivals}`,
  );
  if (signal?.aborted) return;
  await store.command(fold.sql, {
    since: Number(last?.at ?? 0),
    before: fold.finishedBefore(now),
    foldedAt: now - insertMarginMs,
    timeZone,
  });
}

/** Folds every finished hour whose fold is missing or stale. */
export const foldViewHours = (store: EventStore, options?: FoldOptions) =>
  runFold(
    store,
    {
      sql: FOLD_SQL,
      arrivals: 'view_hour_arrivals',
      // An hour (of the zone: it may begin at half past a UTC hour) is finished once it ended
      // FOLD_AFTER_MS ago.
      finishedBefore: (now) => now - FOLD_AFTER_MS - 3_600_000,
    },
    options,
  );
