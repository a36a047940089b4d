// "When was this video watched?" — views, watch time and playback sessions per day or week of
// the period (weeks are 7-day buckets from the period's first day), and the busiest two-hour
// slot of the week by views (UTC), from the daily and hourly rollups in one query.
import type { AnalyticsPeriod, VideoPeriodAnalytics } from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import {
  SESSION_SET,
  VIDEO_DURATION_SQL,
  sessionSetsMergeSql,
  sessionSetSecondsSql,
} from '../../metrics.ts';

const BUCKET = "toUInt32(intDiv(dateDiff('day', {from:Date}, day), {bucketDays:UInt32})) AS bucket";
const DAYS = 'video_id = {videoId:UInt32} AND day BETWEEN {from:Date} AND {to:Date}';

// Distinct views per hour (an event lies in one hour, so hours add up); slot = weekday
// (0 = Monday) × 12 + two-hour block of the day.
const SQL = `
WITH hourly AS (
  SELECT hour, toDate(hour) AS day, ${BUCKET}, uniqExactMerge(views) AS viewed
  FROM hourly_views
  WHERE video_id = {videoId:UInt32} AND toDate(hour) BETWEEN {from:Date} AND {to:Date}
  GROUP BY hour
)
SELECT 'views' AS metric, bucket, toFloat64(sum(viewed)) AS value
FROM hourly
GROUP BY bucket
UNION ALL
SELECT figure.1 AS metric, bucket, figure.2 AS value
FROM (
  WITH ${VIDEO_DURATION_SQL} AS video_duration
  SELECT
    bucket,
    sumIf(members, kind = ${SESSION_SET.ALL}) AS sessions,
    sum(members * ${sessionSetSecondsSql('kind', 'video_duration')}) AS watched_seconds
  FROM (
    SELECT ${BUCKET}, kind, ${sessionSetsMergeSql('sessions')} AS members
    FROM daily_session_sets
    WHERE ${DAYS}
    GROUP BY bucket, kind
  )
  GROUP BY bucket
)
ARRAY JOIN [('sessions', toFloat64(sessions)), ('watch_time', toFloat64(watched_seconds))] AS figure
UNION ALL
SELECT 'slot' AS metric, toUInt32((toDayOfWeek(hour) - 1) * 12 + intDiv(toHour(hour), 2)) AS bucket, toFloat64(sum(viewed)) AS value
FROM hourly
GROUP BY bucket`;

interface Row {
  metric: string;
  bucket: number | string;
  value: number | string;
}

const DAY_MS = 86_400_000;
const BUCKET_DAYS = { day: 1, week: 7 } as const;

type Series = Pick<VideoPeriodAnalytics, 'bucket' | 'series' | 'busiestSlot'>;

export async function getPeriodSeries(
  store: EventStore,
  videoId: number,
  period: AnalyticsPeriod,
  bucket: VideoPeriodAnalytics['bucket'],
): Promise<Series> {
  const bucketDays = BUCKET_DAYS[bucket];
  const rows = await store.query<Row>(SQL, {
    videoId,
    from: period.from,
    to: period.to,
    bucketDays,
  });
  const first = Date.parse(`${period.from}T00:00:00Z`);
  const series = Array.from({ length: Math.ceil(period.days / bucketDays) }, (_, i) => ({
    start: new Date(first + i * bucketDays * DAY_MS).toISOString().slice(0, 10),
    views: 0,
    watchTime: 0,
    sessions: 0,
  }));
  let busiestSlot: Series['busiestSlot'] = null;
  for (const row of rows) {
    const index = Number(row.bucket);
    const value = Number(row.value);
    if (row.metric === 'slot') {
      // Ties go to the earliest slot of the week.
      const better =
        !busiestSlot ||
        value > busiestSlot.views ||
        (value === busiestSlot.views &&
          index < busiestSlot.weekday * 12 + busiestSlot.startHour / 2);
      if (value > 0 && better)
        busiestSlot = {
          weekday: Math.floor(index / 12),
          startHour: (index % 12) * 2,
          views: value,
        };
      continue;
    }
    const point = series[index];
    if (!point) continue;
    if (row.metric === 'views') point.views = value;
    if (row.metric === 'sessions') point.sessions = value;
    if (row.metric === 'watch_time') point.watchTime = Math.round(value * 10) / 10;
  }
  return { bucket, series, busiestSlot };
}
