export type { EventStore, EventStoreKind, QueryParams } from './event-store.ts';
export { openEventStore, type EventStoreConfig } from './open-event-store.ts';
export { openClickHouseEventStore, type ClickHouseTarget } from './clickhouse-event-store.ts';
export { openIsolatedEventStore, type EventStoreLog } from './isolated-event-store.ts';
export { formatEventRow } from './event-row.ts';
export * as metrics from './metrics.ts';
export { getVideoSummary } from './queries/videos/get-video-summary.ts';
export { getViewCounts } from './queries/videos/get-view-counts.ts';
export { getDailyTotals } from './queries/videos/get-daily-totals.ts';
export { getRetentionCurve } from './queries/videos/get-retention-curve.ts';
export { getQuizAnswers } from './queries/videos/get-quiz-answers.ts';
export { type ElementReach, type QuestionReach } from './queries/videos/get-question-reach.ts';
export {
  getQuestionAnswers,
  getQuestionFigures,
  type QuizAnswerStats,
} from './queries/videos/get-question-answers.ts';
export { listInteractionEvents } from './queries/videos/list-interaction-events.ts';
export { applyMigrations } from './migrate.ts';
export { foldViewHours, FOLD_EVERY_MS } from './fold-views.ts';
export { foldFinished } from './fold-finished.ts';
export { getVideoPeriod } from './queries/videos/get-video-period.ts';
export { getPeriodRetention, type TimelineElement } from './queries/videos/get-period-retention.ts';
export { getLiveViewers } from './queries/videos/get-live-viewers.ts';
export { getSiteFigures } from './queries/site/get-site-figures.ts';
export { getAudience } from './queries/videos/get-audience.ts';
export { getPollVotes, type PollVotes } from './queries/polls/get-poll-votes.ts';
export {
  keyRollupsByTimeZone,
  readStoreTimeZone,
  UnknownTimeZoneError,
  type StoreTimeZone,
} from './analytics-time-zone.ts';
