// "How is this video doing?" — the figures of GET /api/videos/:id/analytics.
import type { VideoAnalytics } from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import {
  COMPLETED_INTERVAL,
  VIDEO_DURATION_SQL,
  completionIntervalSql,
  engagementScore,
  intervalSeconds,
  percentOf,
} from '../../metrics.ts';
import { foldedHourViewsSql, staleHourViewsSql } from '../hourly-view-counts.ts';
import { findStaleKeys, VIEW_HOURS } from '../stale-keys.ts';
import { ELEMENT_SESSIONS_SQL } from './get-question-reach.ts';

// Reads only per-video rows: distinct views per hour (numbers once folded, migration 013), the
// quizzes and surveys shown and completed per session and element (009's days, as the Analytics
// tab reads them), and per 5-second interval the playback sessions that watched it (007;
// interval 0: all sessions; COMPLETED_INTERVAL: the ones whose player said completed). One
// query after the stale hours', of flat reads summed here: in chDB each query costs a round
// trip, and nesting them cost more to analyse than to run.
/** The days of a Date column: the video's whole life. */
const ALL_DAYS = { from: '1970-01-01', to: '2149-06-06' };

const VIDEO = 'video_id = {videoId:UInt32}';
// Rows (k, at, n): k names what n counts; at = the interval of an 'interval' row.
const sql = (staleHours: string, anyStale: boolean) =>
  [
    `SELECT 'views' AS k, 0 AS at, toFloat64(sum(views)) AS n FROM (${foldedHourViewsSql(VIDEO, staleHours)})`,
    ...(anyStale
      ? [`SELECT 'views', 0, toFloat64(views) FROM (${staleHourViewsSql(VIDEO, staleHours)})`]
      : []),
    `SELECT event_type, 0, toFloat64(sessions) FROM (${ELEMENT_SESSIONS_SQL})
WHERE event_type IN ('quiz_shown', 'quiz_completed', 'survey_shown', 'survey_completed')`,
    `SELECT 'interval', interval, toFloat64(uniqCombined64Merge(sessions))
FROM session_intervals
WHERE ${VIDEO} AND interval < ${COMPLETED_INTERVAL}
GROUP BY interval`,
    `SELECT 'completed', 0, toFloat64(uniqCombined64Merge(sessions))
FROM session_intervals
WHERE ${VIDEO} AND interval >= ${completionIntervalSql(VIDEO_DURATION_SQL)}`,
    `SELECT 'duration', 0, toFloat64(${VIDEO_DURATION_SQL})`,
  ].join('\nUNION ALL\n');

interface Row {
  k: string;
  at: string | number;
  n: string | number;
}

export async function getVideoSummary(store: EventStore, videoId: number): Promise<VideoAnalytics> {
  const params = { videoId, ...ALL_DAYS };
  const stale = await findStaleKeys(
    store,
    { hours: { rollup: VIEW_HOURS, filter: VIDEO } },
    params,
  );
  const rows = await store.query<Row>(sql(stale.sets.hours, stale.any.hours), {
    ...params,
    ...stale.params,
  });
  const total = (k: string) =>
    rows.filter((row) => row.k === k).reduce((sum, row) => sum + Number(row.n), 0);
  const duration = total('duration');
  let sessions = 0;
  let watchedSeconds = 0;
  for (const row of rows.filter((r) => r.k === 'interval')) {
    const interval = Number(row.at);
    if (interval === 0) sessions = Number(row.n);
    else watchedSeconds += Number(row.n) * intervalSeconds(interval, duration);
  }
  const rates = {
    completionRate: percentOf(total('completed'), sessions),
    quizCompletionRate: percentOf(total('quiz_completed'), total('quiz_shown')),
    surveyCompletionRate: percentOf(total('survey_completed'), total('survey_shown')),
  };
  return {
    totalViews: total('views'),
    sessions,
    avgWatchTime: sessions > 0 ? Math.round((watchedSeconds / sessions) * 10) / 10 : 0,
    ...rates,
    engagementScore: engagementScore(rates),
  };
}
