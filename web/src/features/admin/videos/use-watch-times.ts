// Watch time per video for the table. No endpoint answers a video's all-time watch time; the
// Analytics overview's read (GET /api/analytics/videos) answers every video's watch time over a
// period in one request, so the table shows the last 30 days (the overview's default period, whose
// cache it shares).
import { useQuery } from '@tanstack/react-query';
import { siteAnalyticsQueryOptions } from '../../../api/get-site-analytics';
import { useLoadedAnalyticsTimeZone } from '../analytics/analytics-time-zone';
import { periodRange, type PeriodChoice } from '../analytics/period';

const WATCH_TIME_PERIOD = { kind: 'preset', days: 30 } as const satisfies PeriodChoice;
export const WATCH_TIME_DAYS = WATCH_TIME_PERIOD.days;

/** Seconds watched per video id; undefined while loading or when analytics is unavailable. */
export function useWatchTimes(): ReadonlyMap<number, number> | undefined {
  const timeZone = useLoadedAnalyticsTimeZone();
  const site = useQuery({
    ...siteAnalyticsQueryOptions(periodRange(WATCH_TIME_PERIOD, timeZone ?? 'UTC')),
    // The days are the analytics time zone's: nothing is asked before it is known.
    enabled: timeZone !== undefined,
    select: (data) => new Map(data.videos.map((video) => [video.videoId, video.watchTime])),
  });
  return site.data;
}
