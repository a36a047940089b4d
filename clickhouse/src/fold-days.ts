// Folding finished days of a per-day rollup's exact sets into plain numbers (migrations 014 and
// 016), on the rules of fold-views.ts: any process may fold at any time, and the reader uses a
// folded day only while nothing for it arrived after the fold (queries/stale-keys.ts), so a
// late, repeated or interrupted fold changes no answer, only its cost.
import type { EventStore } from './event-store.ts';
import { FOLD_AFTER_MS, runFold, type FoldOptions } from './fold-views.ts';

/** Days that were still running at the last fold: folded at the next one even without new events. */
export const RUNNING_AT_LAST_FOLD_DAYS = 2;

/** The day, in the zone the rollups are keyed by, of the moment parameter `{name:Int64}`. */
export const zoneDay = (name: string) =>
  `toDate(fromUnixTimestamp64Milli({${name}:Int64}, 'UTC'), {timeZone:String})`;

/**
 * Folds every finished day of `rollup` whose fold is missing or stale into `folded`: per row
 * (`key`: its columns after video_id and day) the `numbers` (merges of its sets). Candidates:
 * the finished days an event arrived for (in `arrivals`) since the last fold, by any process,
 * and the days that were not finished then; every other day's fold is still fresh.
 */
export function foldDays(
  store: EventStore,
  tables: { rollup: string; arrivals: string; folded: string; key: string; numbers: string },
  options?: FoldOptions,
): Promise<void> {
  const columns = `video_id, day, ${tables.key}`;
  const sql = `
INSERT INTO ${tables.folded}
SELECT ${columns}, ${tables.numbers}, fromUnixTimestamp64Milli({foldedAt:Int64}, 'UTC')
FROM ${tables.rollup}
WHERE day < ${zoneDay('before')}
  AND (video_id, day) IN (
    SELECT video_id, day
    FROM ${tables.arrivals}
    WHERE day < ${zoneDay('before')}
      AND (arrived > fromUnixTimestamp64Milli({since:Int64}, 'UTC')
        OR day >= ${zoneDay('since')} - ${RUNNING_AT_LAST_FOLD_DAYS})
  )
GROUP BY ${columns}`;
  return runFold(
    store,
    // A day (of the zone) is finished once it ended FOLD_AFTER_MS ago.
    { sql, arrivals: tables.arrivals, finishedBefore: (now) => now - FOLD_AFTER_MS },
    options,
  );
}
