// The audience's exact counts per (video, day, dimension, name) at the cost of numbers
// (migration 014): a day folded since its last event arrived is its folded numbers; any other
// day (not folded yet, or an event arrived after its fold: the stale days, stale-keys.ts) is its
// sets merged. So the answer is always the exact count of the sets, and only the days still
// changing cost a merge.
import { AUDIENCE_DAYS } from '../stale-keys.ts';

// `filter` below: a condition on video_id and day, with the query's own parameters; `stale`: the
// stale days' SQL set (findStaleKeys with AUDIENCE_DAYS and the same filter).

/**
 * Rows (video_id, day, dimension, name, views, quiz_judged, quiz_correct) of the folded days
 * that are not stale. FINAL keeps each row's latest fold; the filter names only sorting-key
 * columns, so it drops all folds of a day or none.
 */
export const foldedAudienceDaysSql = (filter: string, stale: string) => `
SELECT video_id, day, dimension, name, views, quiz_judged, quiz_correct
FROM folded_audience_days FINAL
PREWHERE ${filter} AND ${AUDIENCE_DAYS.key('day')} NOT IN ${stale}`;

/** The same rows of the stale days, from their sets. */
export const staleAudienceDaysSql = (filter: string, stale: string) => `
SELECT video_id, day, dimension, name,
  uniqExactMerge(views) AS views,
  uniqExactMerge(quiz_judged) AS quiz_judged,
  uniqExactMerge(quiz_correct) AS quiz_correct
FROM audience_daily
PREWHERE ${filter} AND ${AUDIENCE_DAYS.key('day')} IN ${stale}
GROUP BY video_id, day, dimension, name`;
