export { QueueFullError, QueueUnavailableError, type EventQueue } from './event-queue.ts';
export { openLogEventQueue } from './log-event-queue.ts';
export { openRedisEventQueue } from './redis-event-queue.ts';
export { openEventQueue, type EventQueueConfig } from './open-event-queue.ts';
export { startEventSink, type EventSink, type EventSinkObserver } from './event-sink.ts';
export { createConsumerName } from './consumer-name.ts';
export { shutDownOnSignals, type ShutdownStep, type ShutdownLog } from './shutdown.ts';
export { openWithRetry } from './open-with-retry.ts';
export { reportStoreErrors, type StoreErrorLog } from './store-error-log.ts';
export { createRedis } from './redis-connection.ts';
export {
  INTERRUPTED_REASON,
  JOB_STATE_NAMES,
  FinalJobError,
  JobFailedError,
  JobTimeoutError,
  type JobContext,
  type JobCounts,
  type JobDetail,
  type JobPage,
  type JobSummary,
  type JobDefinition,
  type JobDefinitions,
  type JobLog,
  type JobQueue,
  type JobQueueKind,
  type JobState,
  type JobStateName,
  type JobWorkers,
  type KeepFinished,
} from './jobs/job-queue.ts';
export { JOB_TYPES, jobPayloadSchemas, type JobPayload, type JobType } from './jobs/job-types.ts';
export { openJobQueue, type JobQueueConfig } from './jobs/open-job-queue.ts';
export { createJobDefinitions } from './jobs/registry.ts';
export { createJobDeps, startJobWorkers } from './jobs/start-job-workers.ts';
export {
  observeJobDefinitions,
  type JobAttemptOutcome,
  type JobObserver,
} from './jobs/observed-job-definitions.ts';
export type { JobDeps, ImportSources } from './jobs/job-deps.ts';
export type { ImportUrlResult } from './jobs/import-url/import-url-job.ts';
export { VIDEO_NOT_FOUND } from './jobs/analyze-videos/analyze-videos-job.ts';
export { enqueueImportRun, recoverImportJobs } from './jobs/import-playlist/import-job-runs.ts';
export type { MetadataAnswer, PlaylistAnswer, VideoMetadata } from './platforms/platform-types.ts';
export { openBullMqJobQueue, type BullMqJobQueueOptions } from './jobs/bullmq-job-queue.ts';
export {
  openInProcessJobQueue,
  type InProcessJobQueueOptions,
} from './jobs/in-process-job-queue.ts';
export { registerPipelineMetrics, type PipelineMetrics } from './metrics/pipeline-metrics.ts';
export { registerBuildInfo } from './metrics/build-info.ts';
export { mayScrapeMetrics } from './metrics/scrape-access.ts';
export { isDirectLoopbackCall } from './loopback-caller.ts';
export {
  createLocalMediaStorage,
  type MediaStorage,
  type StoredFile,
} from './media/media-storage.ts';
export {
  locateMediaTools,
  toolsOnce,
  TRANSCODING_UNAVAILABLE,
  type MediaTools,
} from './media/media-tools.ts';
export { probeMedia, MediaRejection, type MediaProbe } from './media/probe-media.ts';
export { CANCELLED_MESSAGE } from './jobs/transcode-media/transcode-media-job.ts';
