// Distinct views per (video, hour) at the cost of numbers (migration 013): an hour folded since
// its last view arrived is its folded number; any other hour (not folded yet, or a view arrived
// after its fold: the stale hours, stale-keys.ts) is its set of view ids merged, as before. So
// the answer is always the exact count of the sets, and only the hours still changing cost a
// merge: PREWHERE skips the granules (8 hours each) of the hours not asked for before their sets
// are read (in WHERE, the filter left the sets of a period's neighbouring hours read too).
import { VIEW_HOURS } from './stale-keys.ts';

// `filter` below: a condition on video_id and hour, with the query's own parameters; `stale`:
// the stale hours' SQL set (findStaleKeys with VIEW_HOURS and the same filter).

/**
 * Rows (video_id, hour, views) of the folded hours that are not stale. FINAL keeps each hour's
 * latest fold; the filter names only sorting-key columns, so it drops all folds of an hour or
 * none.
 */
export const foldedHourViewsSql = (filter: string, stale: string) => `
SELECT video_id, hour, views
FROM folded_hourly_views FINAL
PREWHERE ${filter} AND ${VIEW_HOURS.key('hour')} NOT IN ${stale}`;

/** Rows (video_id, hour, views) of the stale hours, from their sets. */
export const staleHourViewsSql = (filter: string, stale: string) => `
SELECT video_id, hour, uniqExactMerge(views) AS views
FROM hourly_view_sets
PREWHERE ${filter} AND ${VIEW_HOURS.key('hour')} IN ${stale}
GROUP BY video_id, hour`;

/** Rows (video_id, hour, views): every hour with a view, once. */
export const hourlyViewCountsSql = (filter: string, stale: string) =>
  `${foldedHourViewsSql(filter, stale)}\nUNION ALL${staleHourViewsSql(filter, stale)}`;
