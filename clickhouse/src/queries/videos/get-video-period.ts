// "How did this video do over the period, against the period before, and when was it watched?"
// — the Analytics tab's cards, bars, trend texts and chart in one query over the daily rollups (after the stale keys'):
// the figures of both periods, views, watch time and playback sessions per day or week of the
// period (weeks are 7-day buckets from its first day), and the busiest two-hour slot of the week
// by views (UTC; an event lies in one hour, so hours add up to days, weeks and slots).
import type { AnalyticsPeriod, VideoPeriodAnalytics } from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import { emptyPeriodCounts, toPeriodFigures } from '../../metrics.ts';
import { readPeriodCounts } from '../period-counts.ts';

const DAY_MS = 86_400_000;
const BUCKET_DAYS = { day: 1, week: 7 } as const;

type VideoPeriod = Omit<VideoPeriodAnalytics, 'period' | 'previousPeriod'>;

export async function getVideoPeriod(
  store: EventStore,
  videoId: number,
  period: AnalyticsPeriod,
  previous: AnalyticsPeriod,
  bucket: VideoPeriodAnalytics['bucket'],
): Promise<VideoPeriod> {
  const bucketDays = BUCKET_DAYS[bucket];
  // Part 0 = the previous period's days, part 1 = the period's (they are adjacent).
  const read = await readPeriodCounts(
    store,
    'video_id = {videoId:UInt32}',
    { videoId, since: previous.from, from: period.from, to: period.to, bucketDays },
    { series: true, reach: true },
  );
  const figures = (part: number) =>
    toPeriodFigures(read.counts.get(`${videoId}/${part}`) ?? emptyPeriodCounts());

  const first = Date.parse(`${period.from}T00:00:00Z`);
  const series = Array.from({ length: Math.ceil(period.days / bucketDays) }, (_, i) => ({
    start: new Date(first + i * bucketDays * DAY_MS).toISOString().slice(0, 10),
    views: 0,
    watchTime: Math.round((read.buckets[i]?.watchedSeconds ?? 0) * 10) / 10,
    sessions: read.buckets[i]?.sessions ?? 0,
  }));
  const slots = new Array<number>(7 * 12).fill(0);
  for (const [at, views] of read.hourViews) {
    const hour = new Date(at);
    const point = series[Math.floor((at - first) / DAY_MS / bucketDays)];
    if (point) point.views += views;
    // Weekday 0 = Monday; slots of two hours.
    slots[((hour.getUTCDay() + 6) % 7) * 12 + Math.floor(hour.getUTCHours() / 2)]! += views;
  }
  // The busiest slot; ties go to the earliest of the week.
  const views = Math.max(...slots);
  const slot = slots.indexOf(views);
  const busiestSlot =
    views > 0 ? { weekday: Math.floor(slot / 12), startHour: (slot % 12) * 2, views } : null;
  return { current: figures(1), previous: figures(0), bucket, series, busiestSlot };
}
