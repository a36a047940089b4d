// The daily session sets' sizes and overlaps with the day before, per (video, day, kind), at
// the cost of numbers (migration 015): a day folded since the last event arrived for it and for
// the day before is its folded numbers; any other day's (the stale days, stale-keys.ts) are
// computed from its sets and the day before's. A period's count of a kind is then
// Σ members − Σ overlap of its days after the first (see the migration for what that assumes);
// a first day's overlap is not used.
import { sessionSetsMergeSql } from '../metrics.ts';
import { SESSION_DAYS } from './stale-keys.ts';

/**
 * Rows (video_id, fold_day, kind, members, overlap) of the videos `videoFilter` (a condition on
 * video_id) selects, for days {since:Date}…{to:Date}; `stale`: the stale days' SQL set
 * (findStaleKeys with SESSION_DAYS and the same filter).
 */
export function sessionDayCountsSql(videoFilter: string, stale: string): string {
  const days = 'BETWEEN {since:Date} AND {to:Date}';
  const key = SESSION_DAYS.key;
  return `
SELECT video_id, day AS fold_day, kind,
  argMax(members, folded_at) AS members,
  argMax(overlap, folded_at) AS overlap
FROM folded_session_days
PREWHERE ${videoFilter} AND day ${days} AND ${key('day')} NOT IN ${stale}
GROUP BY video_id, day, kind
UNION ALL
SELECT video_id, fold_day, kind,
  ${sessionSetsMergeSql('sessions', 'day = fold_day')} AS members,
  toInt64(members) + toInt64(${sessionSetsMergeSql('sessions', 'day + 1 = fold_day')}) - toInt64(${sessionSetsMergeSql('sessions')}) AS overlap
FROM daily_session_sets
ARRAY JOIN [day, day + 1] AS fold_day
PREWHERE ${videoFilter} AND day ${days} AND (${key('day')} IN ${stale} OR ${key('day + 1')} IN ${stale})
WHERE fold_day ${days} AND ${key('fold_day')} IN ${stale}
GROUP BY video_id, fold_day, kind`;
}
