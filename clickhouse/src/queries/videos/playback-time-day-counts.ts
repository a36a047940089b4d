// Playing and stall time per (video, day, dimension, name) at the cost of numbers (migration
// 021), as audience-day-counts.ts reads the audience: a day folded since its last span arrived
// is its folded number; any other day (stale-keys.ts) is its spans added up. So the answer is
// always the exact sum of the distinct spans sent.
import { PLAYBACK_TIME_DAYS } from '../stale-keys.ts';

// `filter`: a condition on video_id and day, with the query's own parameters; `stale`: the stale
// days' SQL set (findStaleKeys with PLAYBACK_TIME_DAYS and the same filter).

/** Rows (dimension, name, ms) of the folded days that are not stale (FINAL: each row's latest fold). */
export const foldedPlaybackTimeDaysSql = (filter: string, stale: string) => `
SELECT dimension, name, ms
FROM folded_playback_time_days FINAL
PREWHERE ${filter} AND ${PLAYBACK_TIME_DAYS.key('day')} NOT IN ${stale}`;

/** The same rows of the stale days, from their spans. */
export const stalePlaybackTimeDaysSql = (filter: string, stale: string) => `
SELECT dimension, name, arraySum(span -> span.3, groupUniqArrayMerge(spans)) AS ms
FROM playback_time_days
PREWHERE ${filter} AND ${PLAYBACK_TIME_DAYS.key('day')} IN ${stale}
GROUP BY video_id, day, dimension, name`;
