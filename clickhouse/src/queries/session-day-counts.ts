// The daily session sets' sizes and overlaps with the day before, per (video, day, kind), at
// the cost of numbers (migration 015): a day folded since the last event arrived for it and for
// the day before is its folded numbers; any other day's are computed from its sets and the day
// before's. A period's count of a kind is then Σ members − Σ overlap of its days after the
// first (see the migration for what that assumes); a first day's overlap is not used.
import { sessionSetsMergeSql } from '../metrics.ts';

/**
 * Rows (video_id, fold_day, kind, members, overlap) of the videos `videoFilter` (a condition on
 * video_id) selects, for days {since:Date}…{to:Date}.
 */
export function sessionDayCountsSql(videoFilter: string): string {
  const days = 'BETWEEN {since:Date} AND {to:Date}';
  return `
WITH fresh AS (
  SELECT folded.video_id AS video_id, folded.fold_day AS fold_day, kind, members, overlap
  FROM (
    SELECT video_id, day AS fold_day, kind,
      argMax(members, folded_at) AS members,
      argMax(overlap, folded_at) AS overlap,
      max(folded_at) AS fold_time
    FROM folded_session_days
    WHERE ${videoFilter} AND day ${days}
    GROUP BY video_id, day, kind
  ) AS folded
  LEFT JOIN (
    SELECT video_id, day + shift AS arrival_day, max(arrived) AS arrived
    FROM session_day_arrivals
    ARRAY JOIN [0, 1] AS shift
    WHERE ${videoFilter} AND day BETWEEN {since:Date} - 1 AND {to:Date}
    GROUP BY video_id, arrival_day
  ) AS arrivals ON arrivals.video_id = folded.video_id AND arrivals.arrival_day = folded.fold_day
  WHERE arrivals.arrived <= folded.fold_time
)
SELECT video_id, fold_day, kind, members, overlap FROM fresh
UNION ALL
SELECT video_id, fold_day, kind,
  ${sessionSetsMergeSql('sessions', 'day = fold_day')} AS members,
  toInt64(members) + toInt64(${sessionSetsMergeSql('sessions', 'day + 1 = fold_day')}) - toInt64(${sessionSetsMergeSql('sessions')}) AS overlap
FROM daily_session_sets
ARRAY JOIN [day, day + 1] AS fold_day
PREWHERE ${videoFilter} AND day ${days}
  AND ((video_id, day) NOT IN (SELECT video_id, fold_day FROM fresh)
    OR (video_id, day + 1) NOT IN (SELECT video_id, fold_day FROM fresh))
WHERE fold_day ${days}
  AND (video_id, fold_day) NOT IN (SELECT video_id, fold_day FROM fresh)
GROUP BY video_id, fold_day, kind`;
}
