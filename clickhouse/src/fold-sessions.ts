// Folds finished days of the daily session sets into sizes and overlaps with the day before
// (migration 015), on the rules of fold-views.ts: any process may fold at any time, and the
// reader (queries/session-day-counts.ts) uses a folded day only while no event arrived for it
// or for the day before after the fold, so a late, repeated or interrupted fold changes no
// answer, only its cost.
import type { EventStore } from './event-store.ts';
import { sessionSetsMergeSql } from './metrics.ts';
import { RUNNING_AT_LAST_FOLD_DAYS, zoneDay } from './fold-days.ts';
import { FOLD_AFTER_MS, runFold, type FoldOptions } from './fold-views.ts';

// The days an event arrived for since the last fold (by any process), and the days that were
// not finished then.
const CHANGED_DAYS = `
SELECT video_id, day
FROM session_day_arrivals
WHERE arrived > fromUnixTimestamp64Milli({since:Int64}, 'UTC')
   OR day >= ${zoneDay('since')} - ${RUNNING_AT_LAST_FOLD_DAYS}`;

// A changed day is folded again, and so is the day after it (its overlap reads the changed day):
// their sets are those of the changed day, the day before it and the day after it.
const FOLD_SQL = `
INSERT INTO folded_session_days
SELECT video_id, fold_day, kind,
  ${sessionSetsMergeSql('sessions', 'day = fold_day')} AS members,
  toInt64(members) + toInt64(${sessionSetsMergeSql('sessions', 'day + 1 = fold_day')}) - toInt64(${sessionSetsMergeSql('sessions')}) AS overlap,
  fromUnixTimestamp64Milli({foldedAt:Int64}, 'UTC')
FROM daily_session_sets
ARRAY JOIN [day, day + 1] AS fold_day
PREWHERE (video_id, day) IN (
  SELECT video_id, day + shift FROM (${CHANGED_DAYS}) ARRAY JOIN [-1, 0, 1] AS shift
)
WHERE fold_day < ${zoneDay('before')}
  AND (video_id, fold_day) IN (
    SELECT video_id, day + shift FROM (${CHANGED_DAYS}) ARRAY JOIN [0, 1] AS shift
  )
GROUP BY video_id, fold_day, kind`;

/** Folds every finished day whose fold is missing or stale. */
export const foldSessionDays = (store: EventStore, options?: FoldOptions) =>
  runFold(
    store,
    {
      sql: FOLD_SQL,
      arrivals: 'session_day_arrivals',
      // A day (of the zone) is finished once it ended FOLD_AFTER_MS ago.
      finishedBefore: (now) => now - FOLD_AFTER_MS,
    },
    options,
  );
