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

// Reads only per-video rows (migration 007): distinct views, quiz/survey counts, and per
// 5-second interval the playback sessions that watched it (interval 0: all sessions;
// COMPLETED_INTERVAL: the ones whose player said completed). One query: in chDB each costs a
// round trip and queries run one at a time.
const SQL = `
WITH ${VIDEO_DURATION_SQL} AS video_duration
SELECT
  (SELECT uniqExactMerge(views) FROM video_views WHERE video_id = {videoId:UInt32}) AS views,
  (SELECT uniqExactMerge(interactions) FROM element_counts WHERE video_id = {videoId:UInt32} AND event_type = 'quiz_shown') AS quiz_shown,
  (SELECT uniqExactMerge(interactions) FROM element_counts WHERE video_id = {videoId:UInt32} AND event_type = 'quiz_completed') AS quiz_completed,
  (SELECT uniqExactMerge(interactions) FROM element_counts WHERE video_id = {videoId:UInt32} AND event_type = 'survey_shown') AS survey_shown,
  (SELECT uniqExactMerge(interactions) FROM element_counts WHERE video_id = {videoId:UInt32} AND event_type = 'survey_completed') AS survey_completed,
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
  quiz_shown: string | number;
  quiz_completed: string | number;
  survey_shown: string | number;
  survey_completed: string | number;
  sessions: string | number;
  watched_seconds: string | number;
  completed: string | number;
}

export async function getVideoSummary(store: EventStore, videoId: number): Promise<VideoAnalytics> {
  const [row] = await store.query<Row>(SQL, { videoId });
  const n = (key: keyof Row) => Number(row?.[key] ?? 0);
  const sessions = n('sessions');
  const rates = {
    completionRate: percentOf(n('completed'), sessions),
    quizCompletionRate: percentOf(n('quiz_completed'), n('quiz_shown')),
    surveyCompletionRate: percentOf(n('survey_completed'), n('survey_shown')),
  };
  return {
    totalViews: n('views'),
    sessions,
    avgWatchTime: sessions > 0 ? Math.round((n('watched_seconds') / sessions) * 10) / 10 : 0,
    ...rates,
    engagementScore: engagementScore(rates),
  };
}
