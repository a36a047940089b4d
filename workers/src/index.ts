export * from './event-queue.ts';
export { createMemoryEventQueue } from './memory-event-queue.ts';
export { openRedisEventQueue } from './redis-event-queue.ts';
export { openEventQueue, type EventQueueConfig } from './open-event-queue.ts';
export { startEventSink, batchToken, type EventSink, type EventSinkOptions, type EventSinkStats } from './event-sink.ts';
export { pipelineEnvShape, type PipelineEnv } from './pipeline-config.ts';
export { createConsumerName } from './consumer-name.ts';
export { defineJobs, openJobQueues, startJobWorkers, type JobDefinition, type JobRegistry, type JobQueues, type JobContext } from './jobs/job-registry.ts';
