// The job port, like the event queue's: one interface, two drivers (BullMQ on Redis, and an
// in-process driver for the embedded default), chosen once by openJobQueue from config.
import { JOB_STATES, type JobStateName } from '@lumen/contract';
import { describeError } from '@lumen/db';
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
  reportProgress: (progress: number) => Promise<void>;
  /** Aborted when the worker is stopping: a handler should stop at its next safe point. */
  signal: AbortSignal;
  /** The process's log, and the job's own lines (the last JOB_LOG_LIMIT, shown on the job). */
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
  /** Jobs of this type all worker processes together run at once (1: one after another). */
  globalConcurrency?: number;
}

/** A handler for every job type, or it does not compile. */
export type JobDefinitions = { [T in JobType]: JobDefinition<T> };

export const JOB_STATE_NAMES = JOB_STATES;
export type { JobStateName };

export interface JobState {
  state: JobStateName;
  progress: number;
  attemptsMade: number;
  result?: unknown;
  failedReason?: string;
}

/** A job as the admins' queue board lists it. */
export interface JobSummary {
  id: string;
  type: JobType;
  state: JobStateName;
  progress: number;
  attemptsMade: number;
  /** When it was added (ms since the epoch). */
  addedAt: number;
  finishedAt?: number;
  /** Only while failed. */
  failedReason?: string;
}

/** One job in full: what it was given, what it answered, and its own log lines (oldest first). */
export interface JobDetail extends JobSummary {
  payload: unknown;
  /** Only once completed. */
  result?: unknown;
  logs: string[];
}

export type JobCounts = Record<JobStateName, number>;

export interface JobPage {
  /** Jobs of that type and state in all. */
  total: number;
  jobs: JobSummary[];
}

export interface JobQueue {
  readonly kind: JobQueueKind;
  /**
   * Validates the payload (ZodError when bad) and enqueues it. With `jobId`, adding a job whose
   * id is already waiting or running adds nothing and returns that id; a finished job of that id
   * (completed or failed) is replaced by a new run. Job ids: not empty, no ':', not an integer.
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
  /** How many jobs of a type are in each state. */
  counts(type: JobType): Promise<JobCounts>;
  /** Jobs of a type in one state, the most recent first: `limit` of them from `offset`. */
  list(
    type: JobType,
    state: JobStateName,
    page: { offset: number; limit: number },
  ): Promise<JobPage>;
  getJob(type: JobType, jobId: string): Promise<JobDetail | null>;
  /** Runs a failed job once more; its attempts go on counting, and its log is kept. */
  retry(type: JobType, jobId: string): Promise<'retried' | 'not-found' | 'not-failed'>;
  /** Removes a job that is not running (a running one cannot be taken from its worker). */
  remove(type: JobType, jobId: string): Promise<'removed' | 'not-found' | 'active'>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface JobWorkers {
  /** Stops taking jobs and aborts running ones' signals; waits up to `timeoutMs` for them. */
  close(timeoutMs?: number): Promise<void>;
}

/** Log lines kept per job: enough for its runs' story, bounded like everything a job keeps. */
export const JOB_LOG_LIMIT = 200;

/** One line of a job's own log: time, level, message and its data. */
export function jobLogLine(
  level: string,
  message: string,
  data: Record<string, unknown> = {},
): string {
  const details = Object.keys(data).length > 0 ? ` ${JSON.stringify(data)}` : '';
  return `${new Date().toISOString()} ${level} ${message}${details}`;
}

/** Why a job failed when its run ended because the worker stopped or died. */
export const INTERRUPTED_REASON = 'Interrupted by a stop or crash';

/** The wait before run `attemptsMade + 1`: `backoffMs`, doubling on each further retry. */
export const backoffDelayMs = (backoffMs: number, attemptsMade: number) =>
  backoffMs * 2 ** Math.max(0, attemptsMade - 1);

/** How many finished (completed or failed) jobs of a type are kept, and for how long. */
export interface KeepFinished {
  count: number;
  ageMs: number;
}
export const DEFAULT_KEEP_FINISHED: KeepFinished = { count: 1000, ageMs: 7 * 24 * 3600_000 };

/**
 * A caller's job id: BullMQ refuses ids with ':' and ids that are integers (its own ids are),
 * and both drivers follow the same rule so that an id valid on one is valid on the other.
 */
export function checkJobId(jobId: string): void {
  if (jobId === '' || jobId.includes(':') || /^\d+$/.test(jobId))
    throw new Error(`Invalid job id '${jobId}': not empty, no ':', not an integer`);
}

/** A failure as a job's log and its stored reason say it: a failed query without its values. */
export const errorMessage = describeError;

export class JobFailedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Thrown by a handler whose failure another attempt cannot fix (bad input, a cancel): the job
 * fails at once, whatever attempts remain. Attempts then stay for what a retry can fix, such as
 * a run cut off by a stop or a crash.
 */
export class FinalJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'FinalJobError';
  }
}

export class JobTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The job did not finish within ${timeoutMs} ms`);
  }
}
