// The audience's exact counts per (video, day, dimension, name) at the cost of numbers
// (migration 014): a day folded since its last event arrived is its folded numbers; any other
// day (not folded yet, or an event arrived after its fold: the stale days, stale-keys.ts) is its
// sets merged. So the answer is always the exact count of the sets, and only the days still
// changing cost a merge.
import { AUDIENCE_DAYS } from '../stale-keys.ts';

/**
 * Rows (video_id, day, dimension, name, views, quiz_judged, quiz_correct) of the days `filter`
 * selects (a condition on video_id and day, with the query's own parameters); `stale`: the
 * stale days' SQL set (findStaleKeys with AUDIENCE_DAYS and the same filter).
 */
export function audienceDayCountsSql(filter: string, stale: string): string {
  const key = AUDIENCE_DAYS.key('day');
  return `
SELECT video_id, day, dimension, name,
  argMax(views, folded_at) AS views,
  argMax(quiz_judged, folded_at) AS quiz_judged,
  argMax(quiz_correct, folded_at) AS quiz_correct
FROM folded_audience_days
PREWHERE ${filter} AND ${key} NOT IN ${stale}
GROUP BY video_id, day, dimension, name
UNION ALL
SELECT video_id, day, dimension, name,
  uniqExactMerge(views) AS views,
  uniqExactMerge(quiz_judged) AS quiz_judged,
  uniqExactMerge(quiz_correct) AS quiz_correct
FROM audience_daily
PREWHERE ${filter} AND ${key} IN ${stale}
GROUP BY video_id, day, dimension, name`;
}
