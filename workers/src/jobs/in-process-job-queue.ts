// The embedded driver: jobs kept in an LMDB store in the directory it is given, run in this
// process. Every change of a job is committed before it is acted on, so a restart reads them
// back: waiting and delayed jobs run when due, and a job that was running (a stop or a crash
// interrupted it) counts that attempt and runs again if attempts remain, else fails. No job is
// left active.
import { randomUUID } from 'node:crypto';
import { open } from 'lmdb';
import { z } from 'zod';
import {
  DEFAULT_KEEP_FINISHED,
  FinalJobError,
  INTERRUPTED_REASON,
  JOB_LOG_LIMIT,
  JOB_STATE_NAMES,
  JobFailedError,
  JobTimeoutError,
  backoffDelayMs,
  checkJobId,
  errorMessage,
  jobLogLine,
  type JobCounts,
  type JobDefinition,
  type JobDetail,
  type JobDefinitions,
  type JobLog,
  type JobQueue,
  type JobState,
  type JobStateName,
  type JobSummary,
  type KeepFinished,
} from './job-queue.ts';
import { JOB_TYPES, jobPayloadSchemas, type JobType } from './job-types.ts';

export interface InProcessJobQueueOptions {
  /** Directory of the job store (the embedded shape: DATA_DIR/jobs). */
  dir: string;
  keepFinished?: KeepFinished;
}

interface StoredJob {
  type: JobType;
  id: string;
  payload: unknown;
  /** 'waiting' until `runAt` reads as 'delayed'. */
  state: 'waiting' | 'active' | 'completed' | 'failed';
  runAt: number;
  /** Adding order: due jobs run first in, first out. */
  seq: number;
  /** Absent in stores written before the queue board. */
  addedAt?: number;
  attemptsMade: number;
  /** The definition's attempts, written when the job starts: what a restart checks against. */
  attempts?: number;
  progress: number;
  finishedAt?: number;
  result?: unknown;
  failedReason?: string;
  /** The job's own log lines, the last JOB_LOG_LIMIT. */
  logs?: string[];
}

const DEFAULT_CLOSE_TIMEOUT_MS = 10_000;
const keyOf = (type: JobType, id: string) => `${type}:${id}`;
const isFinished = (job: StoredJob) => job.state === 'completed' || job.state === 'failed';

export async function openInProcessJobQueue(options: InProcessJobQueueOptions): Promise<JobQueue> {
  const db = open<StoredJob, string>({ path: options.dir });
  const keep = options.keepFinished ?? DEFAULT_KEEP_FINISHED;
  const jobs = new Map<string, StoredJob>();
  const finishListeners = new Map<string, Set<(job: StoredJob) => void>>();
  let seq = 0;
  let closed = false;
  let runner: Runner | undefined;

  const save = (job: StoredJob) => db.put(keyOf(job.type, job.id), job);

  // Read back what an earlier run left; a job it was running was interrupted.
  const now = Date.now();
  for (const { value: job } of db.getRange()) {
    seq = Math.max(seq, job.seq);
    jobs.set(keyOf(job.type, job.id), job);
    if (job.state !== 'active') continue;
    job.attemptsMade += 1;
    if (job.attemptsMade >= (job.attempts ?? 1)) {
      Object.assign(job, { state: 'failed', failedReason: INTERRUPTED_REASON, finishedAt: now });
    } else {
      Object.assign(job, { state: 'waiting', runAt: now });
    }
    await save(job);
  }
  for (const type of JOB_TYPES) await prune(type);

  async function prune(type: JobType) {
    const finished = [...jobs.values()]
      .filter((job) => job.type === type && isFinished(job))
      .sort((a, b) => b.finishedAt! - a.finishedAt!);
    const oldest = Date.now() - keep.ageMs;
    const dropped = finished.filter((job, i) => i >= keep.count || job.finishedAt! < oldest);
    for (const job of dropped) jobs.delete(keyOf(job.type, job.id));
    await Promise.all(dropped.map((job) => db.remove(keyOf(job.type, job.id))));
  }

  function finish(job: StoredJob) {
    const key = keyOf(job.type, job.id);
    for (const listener of finishListeners.get(key) ?? []) listener(job);
    finishListeners.delete(key);
  }

  interface Runner {
    definitions: JobDefinitions;
    log: JobLog;
    stopping: AbortController;
    running: Map<JobType, Set<Promise<void>>>;
    timer?: NodeJS.Timeout;
  }

  /** Starts every due job the concurrency allows, and a timer for the next one not yet due. */
  function pump() {
    if (!runner || runner.stopping.signal.aborted) return;
    clearTimeout(runner.timer);
    const now = Date.now();
    let nextRunAt = Infinity;
    for (const type of JOB_TYPES) {
      const definition: JobDefinition<JobType> = runner.definitions[type];
      const limit = Math.min(definition.concurrency, definition.globalConcurrency ?? Infinity);
      const running = runner.running.get(type)!;
      const waiting = [...jobs.values()]
        .filter((job) => job.type === type && job.state === 'waiting')
        .sort((a, b) => a.seq - b.seq);
      for (const job of waiting) {
        if (job.runAt > now) nextRunAt = Math.min(nextRunAt, job.runAt);
        else if (running.size < limit) {
          const run = runJob(runner, definition, job).finally(() => {
            running.delete(run);
            pump();
          });
          running.add(run);
        }
      }
    }
    if (nextRunAt !== Infinity) runner.timer = setTimeout(pump, nextRunAt - now);
  }

  async function runJob(runner: Runner, definition: JobDefinition<JobType>, job: StoredJob) {
    const { log, stopping } = runner;
    // The job's lines are committed with its next change (its end at the latest).
    const jobLog: JobLog = (level, message, data) => {
      job.logs = [...(job.logs ?? []), jobLogLine(level, message, data)].slice(-JOB_LOG_LIMIT);
      log(level, message, { ...data, jobType: job.type, jobId: job.id });
    };
    try {
      Object.assign(job, { state: 'active', attempts: definition.attempts });
      await save(job);
      const parsed = jobPayloadSchemas[job.type].safeParse(job.payload);
      if (!parsed.success) {
        job.attemptsMade += 1;
        await end(job, 'failed', {
          failedReason: `Invalid payload: ${z.prettifyError(parsed.error)}`,
        });
        return;
      }
      const attempt = job.attemptsMade + 1;
      try {
        const result = await definition.handle(parsed.data, {
          jobId: job.id,
          attempt,
          reportProgress: async (progress) => {
            job.progress = progress;
            await save(job);
          },
          signal: stopping.signal,
          log: jobLog,
        });
        job.attemptsMade += 1;
        await end(job, 'completed', { result });
      } catch (error) {
        job.attemptsMade += 1;
        const reason = stopping.signal.aborted ? INTERRUPTED_REASON : errorMessage(error);
        jobLog('warn', 'job attempt failed', { attempt, reason });
        if (attempt >= definition.attempts || error instanceof FinalJobError)
          await end(job, 'failed', { failedReason: reason });
        else {
          const runAt = Date.now() + backoffDelayMs(definition.backoffMs, job.attemptsMade);
          Object.assign(job, { state: 'waiting', runAt, failedReason: reason });
          await save(job);
        }
      }
    } catch (error) {
      // The store failed or is closed: the job stays as last committed (active: interrupted,
      // taken up again at the next start).
      jobLog('error', 'job state not saved', { error: errorMessage(error) });
    }
  }

  async function end(
    job: StoredJob,
    state: 'completed' | 'failed',
    outcome: { result?: unknown; failedReason?: string },
  ) {
    Object.assign(job, { state, finishedAt: Date.now(), ...outcome });
    await save(job);
    finish(job);
    await prune(job.type);
  }

  const stateOf = (job: StoredJob, now = Date.now()): JobStateName =>
    job.state === 'waiting' && job.runAt > now ? 'delayed' : job.state;

  function summaryOf(job: StoredJob): JobSummary {
    const state = stateOf(job);
    return {
      id: job.id,
      type: job.type,
      state,
      progress: job.progress,
      attemptsMade: job.attemptsMade,
      addedAt: job.addedAt ?? job.runAt,
      ...(job.finishedAt !== undefined && { finishedAt: job.finishedAt }),
      ...(state === 'failed' && { failedReason: job.failedReason }),
    };
  }

  function getStateNow(type: JobType, jobId: string): JobState | null {
    const job = jobs.get(keyOf(type, jobId));
    if (!job) return null;
    const state = stateOf(job);
    return {
      state,
      progress: job.progress,
      attemptsMade: job.attemptsMade,
      ...(state === 'completed' && { result: job.result }),
      ...(state === 'failed' && { failedReason: job.failedReason }),
    };
  }

  async function closeRunner(current: Runner | undefined, timeoutMs = DEFAULT_CLOSE_TIMEOUT_MS) {
    if (!current || current.stopping.signal.aborted) return;
    current.stopping.abort();
    clearTimeout(current.timer);
    const running = [...current.running.values()].flatMap((set) => [...set]);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(running),
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
    if (runner === current) runner = undefined;
  }

  return {
    kind: 'in-process',
    async add(type, payload, addOptions) {
      if (closed) throw new Error('the job queue is closed');
      const data = jobPayloadSchemas[type].parse(payload);
      const jobId = addOptions?.jobId;
      if (jobId !== undefined) {
        checkJobId(jobId);
        const existing = jobs.get(keyOf(type, jobId));
        // A job of that id still to run adds nothing; a finished one is replaced by a new run.
        if (existing && !isFinished(existing)) return jobId;
      }
      const job: StoredJob = {
        type,
        id: jobId ?? randomUUID(),
        payload: data,
        state: 'waiting',
        runAt: Date.now(),
        seq: ++seq,
        addedAt: Date.now(),
        attemptsMade: 0,
        progress: 0,
      };
      jobs.set(keyOf(type, job.id), job);
      await save(job);
      pump();
      return job.id;
    },
    async getState(type, jobId) {
      return getStateNow(type, jobId);
    },
    async waitForResult(type, jobId, timeoutMs) {
      const job = jobs.get(keyOf(type, jobId));
      if (!job) throw new Error(`No ${type} job ${jobId}`);
      const finished = isFinished(job)
        ? job
        : await new Promise<StoredJob | undefined>((resolve) => {
            const key = keyOf(type, jobId);
            const listeners = finishListeners.get(key) ?? new Set();
            finishListeners.set(key, listeners);
            const timer = setTimeout(() => {
              listeners.delete(done);
              resolve(undefined);
            }, timeoutMs);
            function done(ended: StoredJob) {
              clearTimeout(timer);
              resolve(ended);
            }
            listeners.add(done);
          });
      if (!finished) throw new JobTimeoutError(timeoutMs);
      if (finished.state === 'failed') throw new JobFailedError(finished.failedReason ?? 'failed');
      return finished.result;
    },
    process(definitions, log) {
      if (closed) throw new Error('the job queue is closed');
      if (runner) throw new Error('this in-process job queue is already processing');
      const started: Runner = {
        definitions,
        log,
        stopping: new AbortController(),
        running: new Map(JOB_TYPES.map((type) => [type, new Set()])),
      };
      runner = started;
      pump();
      return { close: (timeoutMs) => closeRunner(started, timeoutMs) };
    },
    async counts(type) {
      const counts = Object.fromEntries(JOB_STATE_NAMES.map((name) => [name, 0])) as JobCounts;
      const now = Date.now();
      for (const job of jobs.values()) if (job.type === type) counts[stateOf(job, now)] += 1;
      return counts;
    },
    async list(type, state, { offset, limit }) {
      const now = Date.now();
      // The most recent first: finished ones by when they ended, the others by when added.
      const matching = [...jobs.values()]
        .filter((job) => job.type === type && stateOf(job, now) === state)
        .sort((a, b) => (b.finishedAt ?? 0) - (a.finishedAt ?? 0) || b.seq - a.seq);
      return {
        total: matching.length,
        jobs: matching.slice(offset, offset + limit).map(summaryOf),
      };
    },
    async getJob(type, jobId) {
      const job = jobs.get(keyOf(type, jobId));
      if (!job) return null;
      return {
        ...summaryOf(job),
        payload: job.payload,
        ...(job.state === 'completed' && { result: job.result }),
        logs: [...(job.logs ?? [])],
      } satisfies JobDetail;
    },
    async retry(type, jobId) {
      const job = jobs.get(keyOf(type, jobId));
      if (!job) return 'not-found';
      if (job.state !== 'failed') return 'not-failed';
      Object.assign(job, { state: 'waiting', runAt: Date.now(), seq: ++seq });
      delete job.finishedAt;
      await save(job);
      pump();
      return 'retried';
    },
    async remove(type, jobId) {
      const key = keyOf(type, jobId);
      const job = jobs.get(key);
      if (!job) return 'not-found';
      if (job.state === 'active') return 'active';
      jobs.delete(key);
      await db.remove(key);
      return 'removed';
    },
    async ping() {
      if (closed) throw new Error('the job queue is closed');
    },
    async close() {
      if (closed) return;
      closed = true;
      await closeRunner(runner);
      await db.close();
    },
  };
}
