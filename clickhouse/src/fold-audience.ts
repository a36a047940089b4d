// Folds finished days of the audience's exact sets into plain numbers (migration 014), as
// fold-views.ts does for hours of views, and on the same rules: any process may fold at any
// time, and the reader (queries/videos/audience-day-counts.ts) uses a folded day only while no
// event for it arrived after the fold, so a late, repeated or interrupted fold changes no
// answer, only its cost.
import type { EventStore } from './event-store.ts';
import { FOLD_AFTER_MS, runFold, type FoldOptions } from './fold-views.ts';

/** Days that were still running at the last fold: folded at the next one even without new events. */
const RUNNING_AT_LAST_FOLD_DAYS = 2;

// Candidates: the finished days an event arrived for since the last fold (by any process), and
// the days that were not finished then. Every other day's fold is still fresh.
const FOLD_SQL = `
INSERT INTO folded_audience_days
SELECT video_id, day, dimension, name,
  uniqExactMerge(views), uniqExactMerge(quiz_judged), uniqExactMerge(quiz_correct),
  fromUnixTimestamp64Milli({foldedAt:Int64}, 'UTC')
FROM audience_daily
WHERE day < toDate(fromUnixTimestamp64Milli({before:Int64}, 'UTC'))
  AND (video_id, day) IN (
    SELECT video_id, day
    FROM audience_day_arrivals
    WHERE day < toDate(fromUnixTimestamp64Milli({before:Int64}, 'UTC'))
      AND (arrived > fromUnixTimestamp64Milli({since:Int64}, 'UTC')
        OR day >= toDate(fromUnixTimestamp64Milli({since:Int64}, 'UTC')) - ${RUNNING_AT_LAST_FOLD_DAYS})
  )
GROUP BY video_id, day, dimension, name`;

/** Folds every finished day whose fold is missing or stale. */
export const foldAudienceDays = (store: EventStore, options?: FoldOptions) =>
  runFold(
    store,
    {
      sql: FOLD_SQL,
      foldedTable: 'folded_audience_days',
      // A day is finished once it ended FOLD_AFTER_MS ago.
      finishedBefore: (now) => now - FOLD_AFTER_MS,
    },
    options,
  );
