// "How is this video doing?" — the figures of GET /api/videos/:id/analytics.
import type { VideoAnalytics } from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import {
  COMPLETED_INTERVAL,
  VIDEO_DURATION_SQL,
  completionIntervalSql,
  engagementScore,
  intervalSecondsSql,
  percentOf,
} from '../../metrics.ts';
import { hourlyViewCountsSql } from '../hourly-view-counts.ts';
import { findStaleKeys, VIEW_HOURS } from '../stale-keys.ts';
import { ELEMENT_SESSIONS_SQL } from './get-question-reach.ts';

// Reads only per-video rows: distinct views per hour (numbers once folded, migration 013), the
// quizzes and surveys shown and completed per session and element (009's days, as the Analytics
// tab reads them), and per 5-second interval the playback sessions that watched it (007;
// interval 0: all sessions; COMPLETED_INTERVAL: the ones whose player said completed). One query after the stale hours': in chDB each costs a
// round trip and queries run one at a time.
/** The days of a Date column: the video's whole life. */
const ALL_DAYS = { from: '1970-01-01', to: '2149-06-06' };

const VIDEO = 'video_id = {videoId:UInt32}';
const sql = (staleHours: string) => `
WITH ${VIDEO_DURATION_SQL} AS video_duration
SELECT
  (SELECT sum(views) FROM (${hourlyViewCountsSql(VIDEO, staleHours)})) AS views,
  (
    SELECT groupArray((event_type, reached))
    FROM (
      SELECT event_type, sum(sessions) AS reached
      FROM (${ELEMENT_SESSIONS_SQL})
      WHERE event_type IN ('quiz_shown', 'quiz_completed', 'survey_shown', 'survey_completed')
      GROUP BY event_type
    )
  ) AS reach,
  (SELECT uniqCombined64Merge(sessions) FROM session_intervals
    WHERE video_id = {videoId:UInt32} AND interval >= ${completionIntervalSql('video_duration')}) AS completed,
  sumIf(watching, interval = 0) AS sessions,
  sumIf(watching * ${intervalSecondsSql('interval', 'video_duration')}, interval > 0 AND interval < ${COMPLETED_INTERVAL}) AS watched_seconds
FROM (
  SELECT interval, uniqCombined64Merge(sessions) AS watching
  FROM session_intervals
  WHERE video_id = {videoId:UInt32}
  GROUP BY interval
)`;

interface Row {
  views: string | number;
  reach: [string, string | number][];
  sessions: string | number;
  watched_seconds: string | number;
  completed: string | number;
}

export async function getVideoSummary(store: EventStore, videoId: number): Promise<VideoAnalytics> {
  const params = { videoId, ...ALL_DAYS };
  const stale = await findStaleKeys(
    store,
    { hours: { rollup: VIEW_HOURS, filter: VIDEO } },
    params,
  );
  const [row] = await store.query<Row>(sql(stale.sets.hours), { ...params, ...stale.params });
  const n = (key: Exclude<keyof Row, 'reach'>) => Number(row?.[key] ?? 0);
  const reach = new Map((row?.reach ?? []).map(([type, count]) => [type, Number(count)]));
  const reached = (type: string) => reach.get(type) ?? 0;
  const sessions = n('sessions');
  const rates = {
    completionRate: percentOf(n('completed'), sessions),
    quizCompletionRate: percentOf(reached('quiz_completed'), reached('quiz_shown')),
    surveyCompletionRate: percentOf(reached('survey_completed'), reached('survey_shown')),
  };
  return {
    totalViews: n('views'),
    sessions,
    avgWatchTime: sessions > 0 ? Math.round((n('watched_seconds') / sessions) * 10) / 10 : 0,
    ...rates,
    engagementScore: engagementScore(rates),
  };
}
