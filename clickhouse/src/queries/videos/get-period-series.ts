// "When was this video watched?" — views, watch time and playback sessions per day or week of
// the period (weeks are 7-day buckets from the period's first day), and the busiest two-hour
// slot of the week by views (UTC), from the hourly views and daily session sets in one query.
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

// Distinct views per hour (an event lies in one hour, so hours add up to days, weeks and
// two-hour slots of the week); sessions and watch time per bucket from the daily session sets.
const SQL = `
SELECT 'views' AS metric, toUInt32(toUnixTimestamp(hour) / 3600) AS bucket, toFloat64(uniqExactMerge(views)) AS value
FROM hourly_views
WHERE video_id = {videoId:UInt32} AND toDate(hour) BETWEEN {from:Date} AND {to:Date}
GROUP BY hour
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
ARRAY JOIN [('sessions', toFloat64(sessions)), ('watch_time', toFloat64(watched_seconds))] AS figure`;

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
  const slots = new Array<number>(7 * 12).fill(0);
  for (const row of rows) {
    const value = Number(row.value);
    if (row.metric === 'views') {
      const hour = new Date(Number(row.bucket) * 3_600_000);
      const day = Math.floor((hour.getTime() - first) / DAY_MS);
      const point = series[Math.floor(day / bucketDays)];
      if (point) point.views += value;
      // Weekday 0 = Monday; slots of two hours.
      slots[((hour.getUTCDay() + 6) % 7) * 12 + Math.floor(hour.getUTCHours() / 2)]! += value;
      continue;
    }
    const point = series[Number(row.bucket)];
    if (!point) continue;
    if (row.metric === 'sessions') point.sessions = value;
    if (row.metric === 'watch_time') point.watchTime = Math.round(value * 10) / 10;
  }
  // The busiest slot; ties go to the earliest of the week.
  const views = Math.max(...slots);
  const slot = slots.indexOf(views);
  const busiestSlot =
    views > 0 ? { weekday: Math.floor(slot / 12), startHour: (slot % 12) * 2, views } : null;
  return { bucket, series, busiestSlot };
}
