// "Views and watch time per day" over the last 7, 30 or 90 UTC days (today included).
import type { DailyAnalytics } from '@lumen/contract';
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
  toString(toDate(started)) AS day_text,
  sum(arraySum(arrayMap(i -> ${intervalSecondsSql('i', 'video_duration')}, bitmapToArray(intervals)))) AS watch_time
FROM (
  SELECT session_id, min(started) AS started, groupBitmapMergeState(watched) AS intervals
  FROM session_rollup
  WHERE video_id = {videoId:UInt32}
  GROUP BY session_id
)
WHERE toDate(started) >= {from:Date}
GROUP BY day_text`;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function getDailyTotals(
  store: EventStore,
  videoId: number,
  days: number,
  now = Date.now(),
): Promise<DailyAnalytics> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const from = isoDay(today - (days - 1) * DAY_MS);
  const [views, watch] = await Promise.all([
    store.query<{ day_text: string; views: string | number }>(VIEWS_SQL, { videoId, from }),
    store.query<{ day_text: string; watch_time: string | number }>(WATCH_SQL, { videoId, from }),
  ]);
  const viewsByDay = new Map(views.map((r) => [r.day_text, Number(r.views)]));
  const watchByDay = new Map(watch.map((r) => [r.day_text, Number(r.watch_time)]));
  const points = Array.from({ length: days }, (_, i) => {
    const day = isoDay(today - (days - 1 - i) * DAY_MS);
    return { day, views: viewsByDay.get(day) ?? 0, watchTime: watchByDay.get(day) ?? 0 };
  });
  return { days, points };
}
