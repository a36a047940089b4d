// The audience's exact counts per (video, day, dimension, name) at the cost of numbers
// (migration 014): a day folded since its last event arrived is its folded numbers; any other
// day (not folded yet, or an event arrived after its fold) is its sets merged. So the answer is
// always the exact count of the sets, and only the days still changing cost a merge.

/**
 * Rows (video_id, day, dimension, name, views, quiz_judged, quiz_correct) of the days `filter`
 * selects (a condition on video_id and day, with the query's own parameters).
 */
export function audienceDayCountsSql(filter: string): string {
  return `
WITH fresh AS (
  SELECT folded.video_id AS video_id, folded.day AS day, dimension, name, views, quiz_judged, quiz_correct
  FROM (
    SELECT video_id, day, dimension, name,
      argMax(views, folded_at) AS views,
      argMax(quiz_judged, folded_at) AS quiz_judged,
      argMax(quiz_correct, folded_at) AS quiz_correct,
      max(folded_at) AS fold_time
    FROM folded_audience_days
    WHERE ${filter}
    GROUP BY video_id, day, dimension, name
  ) AS folded
  LEFT JOIN (
    SELECT video_id, day, max(arrived) AS arrived
    FROM audience_day_arrivals
    WHERE ${filter}
    GROUP BY video_id, day
  ) AS arrivals ON arrivals.video_id = folded.video_id AND arrivals.day = folded.day
  WHERE arrivals.arrived <= folded.fold_time
)
SELECT video_id, day, dimension, name, views, quiz_judged, quiz_correct FROM fresh
UNION ALL
SELECT video_id, day, dimension, name,
  uniqExactMerge(views) AS views,
  uniqExactMerge(quiz_judged) AS quiz_judged,
  uniqExactMerge(quiz_correct) AS quiz_correct
FROM audience_daily
PREWHERE ${filter} AND (video_id, day) NOT IN (SELECT DISTINCT video_id, day FROM fresh)
GROUP BY video_id, day, dimension, name`;
}
