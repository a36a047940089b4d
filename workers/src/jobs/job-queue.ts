// The job port, like the event queue's: one interface, two drivers (BullMQ on Redis, and an
// in-process driver for the embedded default), chosen once by openJobQueue from config.
import type { JobPayload, JobType } from './job-types.ts';

export type JobQueueKind = 'bullmq' | 'in-process';

export type JobLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  data?: Record<string, unknown>,
) => void;

export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry … */
  attempt: number;
  /** 0…100, readable through JobQueue.getState while the job runs. */
  reportProgress(progress: number): Promise<void>;
  /** Aborted when the worker is stopping: a handler should stop at its next safe point. */
  signal: AbortSignal;
  log: JobLog;
}

/** What runs a job type: declared beside its handler in `jobs/<kind>/`. */
export interface JobDefinition<T extends JobType> {
  handle(payload: JobPayload<T>, context: JobContext): Promise<unknown>;
  /** Runs in all, the first included. */
  attempts: number;
  /** First retry delay; doubles on each further retry. */
  backoffMs: number;
  /** Jobs of this type one worker process runs at once. */
  concurrency: number;
}

/** A handler for every job type, or it does not compile. */
export type JobDefinitions = { [T in JobType]: JobDefinition<T> };

export type JobStateName = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobState {
  state: JobStateName;
  progress: number;
  attemptsMade: number;
  result?: unknown;
  failedReason?: string;
}

export interface JobQueue {
  readonly kind: JobQueueKind;
  /**
   * Validates the payload (ZodError when bad) and enqueues it. With `jobId`, adding a job whose
   * id is already waiting or running adds nothing and returns that id.
   */
  add<T extends JobType>(
    type: T,
    payload: JobPayload<T>,
    options?: { jobId?: string },
  ): Promise<string>;
  getState(type: JobType, jobId: string): Promise<JobState | null>;
  /** The job's result once it completes; JobFailedError when it fails for good, JobTimeoutError after `timeoutMs`. */
  waitForResult(type: JobType, jobId: string, timeoutMs: number): Promise<unknown>;
  /** Starts running jobs in this process (a worker): each payload checked again before its handler. */
  process(definitions: JobDefinitions, log: JobLog): JobWorkers;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface JobWorkers {
  /** Stops taking jobs and aborts running ones' signals; waits up to `timeoutMs` for them. */
  close(timeoutMs?: number): Promise<void>;
}

export class JobFailedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export class JobTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The job did not finish within ${timeoutMs} ms`);
  }
}
