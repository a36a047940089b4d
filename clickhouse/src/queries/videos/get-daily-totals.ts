// "Views and watch time per day" over the last 7, 30 or 90 days of `timeZone`, the zone the
// store's rollups are keyed by (today included).
import { addDays, lastDays, type DailyAnalytics } from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import { VIDEO_DURATION_SQL, intervalSecondsSql } from '../../metrics.ts';

const VIEWS_SQL = `
SELECT toString(day) AS day_text, uniqExactMerge(events) AS views
FROM event_counts
WHERE video_id = {videoId:UInt32} AND event_type = 'view' AND day >= {from:Date}
GROUP BY day_text`;

// A session's watch time counts on the day it started: its watched intervals, each counted
// by the rule of metrics.ts.
const WATCH_SQL = `
WITH ${VIDEO_DURATION_SQL} AS video_duration
SELECT
  toString(toDate(started, {timeZone:String})) AS day_text,
  sum(arraySum(arrayMap(i -> ${intervalSecondsSql('i', 'video_duration')}, bitmapToArray(intervals)))) AS watch_time
FROM (
  SELECT session_id, min(started) AS started, groupBitmapMergeState(watched) AS intervals
  FROM session_rollup
  WHERE video_id = {videoId:UInt32}
  GROUP BY session_id
)
WHERE toDate(started, {timeZone:String}) >= {from:Date}
GROUP BY day_text`;

export async function getDailyTotals(
  store: EventStore,
  videoId: number,
  days: number,
  timeZone: string,
  now = Date.now(),
): Promise<DailyAnalytics> {
  const { from } = lastDays(days, timeZone, now);
  const [views, watch] = await Promise.all([
    store.query<{ day_text: string; views: string | number }>(VIEWS_SQL, { videoId, from }),
    store.query<{ day_text: string; watch_time: string | number }>(WATCH_SQL, {
      videoId,
      from,
      timeZone,
    }),
  ]);
  const viewsByDay = new Map(views.map((r) => [r.day_text, Number(r.views)]));
  const watchByDay = new Map(watch.map((r) => [r.day_text, Number(r.watch_time)]));
  const points = Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i);
    return { day, views: viewsByDay.get(day) ?? 0, watchTime: watchByDay.get(day) ?? 0 };
  });
  return { days, points };
}
