// Job metrics for any driver: wraps each definition's handler to time every attempt and say how
// it ended. Both drivers call `handle` once per attempt with the attempt number, so this needs
// nothing from them. (A payload refused before its handler runs is not an attempt here.)
import type { JobDefinition, JobDefinitions } from './job-queue.ts';
import { JOB_TYPES, type JobType } from './job-types.ts';

/** How an attempt ended: done, failed with a retry to come, or failed for good (its last attempt). */
export type JobAttemptOutcome = 'completed' | 'retry' | 'failed';

export interface JobObserver {
  attemptFinished(type: JobType, outcome: JobAttemptOutcome, seconds: number): void;
}

function observed<T extends JobType>(
  type: T,
  definition: JobDefinition<T>,
  observer: JobObserver,
): JobDefinition<T> {
  return {
    ...definition,
    async handle(payload, context) {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const result = await definition.handle(payload, context);
        observer.attemptFinished(type, 'completed', seconds());
        return result;
      } catch (error) {
        const last = context.attempt >= definition.attempts;
        observer.attemptFinished(type, last ? 'failed' : 'retry', seconds());
        throw error;
      }
    },
  };
}

export function observeJobDefinitions(
  definitions: JobDefinitions,
  observer: JobObserver,
): JobDefinitions {
  const wrapped: Partial<Record<JobType, unknown>> = {};
  for (const type of JOB_TYPES) wrapped[type] = observed(type, definitions[type], observer);
  return wrapped as JobDefinitions;
}
