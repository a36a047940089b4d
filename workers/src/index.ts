export { QueueFullError, QueueUnavailableError, type EventQueue } from './event-queue.ts';
export { openLogEventQueue } from './log-event-queue.ts';
export { openRedisEventQueue } from './redis-event-queue.ts';
export { openEventQueue, type EventQueueConfig } from './open-event-queue.ts';
export { startEventSink, type EventSink } from './event-sink.ts';
export { createConsumerName } from './consumer-name.ts';
export { shutDownOnSignals, type ShutdownStep, type ShutdownLog } from './shutdown.ts';
export {
  defineJobs,
  openJobQueues,
  startJobWorkers,
  type JobDefinition,
  type JobRegistry,
  type JobQueues,
  type JobContext,
} from './jobs/job-registry.ts';
