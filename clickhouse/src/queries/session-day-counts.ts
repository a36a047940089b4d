// The daily session sets' sizes and overlaps with the day before, per (video, day, kind), at
// the cost of numbers (migration 015): a day folded since the last event arrived for it and for
// the day before is its folded numbers; any other day's (the stale days, stale-keys.ts) are
// computed from its sets and the day before's. A period's count of a kind is then
// Σ members − Σ overlap of its days after the first (see the migration for what that assumes);
// a first day's overlap is not used.
import { sessionSetsMergeSql } from '../metrics.ts';
import { SESSION_DAYS } from './stale-keys.ts';

// `videoFilter` below: a condition on video_id; the days are {since:Date}…{to:Date}; `stale`:
// the stale days' SQL set (findStaleKeys with SESSION_DAYS and the same filter).
const DAYS = 'BETWEEN {since:Date} AND {to:Date}';

/**
 * Rows (video_id, day, kind, members, overlap) of the folded days that are not stale. FINAL
 * keeps each day's latest fold; the filter names only sorting-key columns, so it drops all
 * folds of a day or none.
 */
export const foldedSessionDaysSql = (videoFilter: string, stale: string) => `
SELECT video_id, day, kind, members, overlap
FROM folded_session_days FINAL
PREWHERE ${videoFilter} AND day ${DAYS} AND ${SESSION_DAYS.key('day')} NOT IN ${stale}`;

/** Rows (video_id, fold_day, kind, members, overlap) of the stale days, from their sets. */
export const staleSessionDaysSql = (videoFilter: string, stale: string) => {
  const key = SESSION_DAYS.key;
  return `
SELECT video_id, fold_day, kind,
  ${sessionSetsMergeSql('sessions', 'day = fold_day')} AS members,
  toInt64(members) + toInt64(${sessionSetsMergeSql('sessions', 'day + 1 = fold_day')}) - toInt64(${sessionSetsMergeSql('sessions')}) AS overlap
FROM daily_session_sets
ARRAY JOIN [day, day + 1] AS fold_day
PREWHERE ${videoFilter} AND day ${DAYS} AND (${key('day')} IN ${stale} OR ${key('day + 1')} IN ${stale})
WHERE fold_day ${DAYS} AND ${key('fold_day')} IN ${stale}
GROUP BY video_id, fold_day, kind`;
};
