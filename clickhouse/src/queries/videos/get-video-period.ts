// "How did this video do over the period, against the period before, and when was it watched?"
// — the Analytics tab's cards, bars, trend texts and chart in one query over the daily rollups (after the stale keys'):
// the figures of both periods, views, watch time and playback sessions per day or week of the
// period (weeks are 7-day buckets from its first day), and the busiest two-hour slot of the week
// by views. Days and hours are those of `timeZone`, the zone the store's rollups are keyed by
// (migration 022); an event lies in one hour, so hours add up to days, weeks and slots.
import {
  addDays,
  dayNumber,
  type AnalyticsPeriod,
  type VideoPeriodAnalytics,
} from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import { emptyPeriodCounts, toPeriodFigures } from '../../metrics.ts';
import { readPeriodCounts } from '../period-counts.ts';

const BUCKET_DAYS = { day: 1, week: 7 } as const;

type VideoPeriod = Omit<VideoPeriodAnalytics, 'period' | 'previousPeriod'>;

export async function getVideoPeriod(
  store: EventStore,
  videoId: number,
  period: AnalyticsPeriod,
  previous: AnalyticsPeriod,
  bucket: VideoPeriodAnalytics['bucket'],
  timeZone: string,
): Promise<VideoPeriod> {
  const bucketDays = BUCKET_DAYS[bucket];
  // Part 0 = the previous period's days, part 1 = the period's (they are adjacent).
  const read = await readPeriodCounts(
    store,
    'video_id = {videoId:UInt32}',
    { videoId, since: previous.from, from: period.from, to: period.to, timeZone, bucketDays },
    { series: true, reach: true },
  );
  const figures = (part: number) =>
    toPeriodFigures(read.counts.get(`${videoId}/${part}`) ?? emptyPeriodCounts());

  const series = Array.from({ length: Math.ceil(period.days / bucketDays) }, (_, i) => ({
    start: addDays(period.from, i * bucketDays),
    views: 0,
    watchTime: Math.round((read.buckets[i]?.watchedSeconds ?? 0) * 10) / 10,
    sessions: read.buckets[i]?.sessions ?? 0,
  }));
  const first = dayNumber(period.from);
  const slots = new Array<number>(7 * 12).fill(0);
  for (const [at, views] of read.hourViews) {
    const day = Math.floor(at / 24);
    const point = series[Math.floor((day - first) / bucketDays)];
    if (point) point.views += views;
    // Weekday 0 = Monday (day 0, 1970-01-01, was a Thursday); slots of two hours.
    slots[((day + 3) % 7) * 12 + Math.floor((at % 24) / 2)]! += views;
  }
  // The busiest slot; ties go to the earliest of the week.
  const views = Math.max(...slots);
  const slot = slots.indexOf(views);
  const busiestSlot =
    views > 0 ? { weekday: Math.floor(slot / 12), startHour: (slot % 12) * 2, views } : null;
  return { current: figures(1), previous: figures(0), bucket, series, busiestSlot };
}
