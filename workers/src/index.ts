export { QueueFullError, QueueUnavailableError, type EventQueue } from './event-queue.ts';
export { openLogEventQueue } from './log-event-queue.ts';
export { openRedisEventQueue } from './redis-event-queue.ts';
export { openEventQueue, type EventQueueConfig } from './open-event-queue.ts';
export { startEventSink, type EventSink } from './event-sink.ts';
export { createConsumerName } from './consumer-name.ts';
export { shutDownOnSignals, type ShutdownStep, type ShutdownLog } from './shutdown.ts';
export {
  JobFailedError,
  JobTimeoutError,
  type JobContext,
  type JobDefinition,
  type JobDefinitions,
  type JobQueue,
  type JobState,
} from './jobs/job-queue.ts';
export { jobPayloadSchemas, type JobPayload, type JobType } from './jobs/job-types.ts';
