// The BullMQ driver: one BullMQ queue per job type under `${prefix}jobs`, run by any number of
// worker processes. A job's attempts and back-off come from its type's definition, which lives
// beside the handler in the workers: the enqueueing side needs only the payload schemas, so jobs
// are added with a high attempt cap and the worker ends the retries (UnrecoverableError) at the
// definition's count. A worker that dies mid-job stops renewing its lock: BullMQ's stalled-job
// check hands the job to another worker after about `lockDurationMs`.
import { Queue, UnrecoverableError, Worker, type Job, type JobType as BullJobState } from 'bullmq';
import { z } from 'zod';
import { withoutQueryValues } from '@lumen/db';
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
  type JobWorkers,
  type KeepFinished,
} from './job-queue.ts';
import { JOB_TYPES, jobPayloadSchemas, type JobType } from './job-types.ts';
import { connectRedis, createRedis, ignoreStoreErrors } from '../redis-connection.ts';
import type { StoreErrorLog } from '../store-error-log.ts';

export interface BullMqJobQueueOptions {
  url: string;
  /** Key prefix, e.g. "lumen:"; the queues live under `${prefix}jobs`. */
  prefix: string;
  /** How long a worker holds a job without renewing its lock (BullMQ lockDuration). */
  lockDurationMs?: number;
  /** How often workers look for jobs whose lock expired (BullMQ stalledInterval). */
  stalledIntervalMs?: number;
  keepFinished?: KeepFinished;
  /** Where the connections' and BullMQ's errors go while Redis is away. */
  errors?: StoreErrorLog;
}

/** Far above any definition's attempts: the worker ends the retries itself. */
const ATTEMPT_CAP = 1000;
/** A custom back-off type: the worker's backoffStrategy computes it from the definition. */
const DEFINITION_BACKOFF = 'definition';
const POLL_MS = 50;
const DEFAULT_LOCK_MS = 30_000;
const DEFAULT_CLOSE_TIMEOUT_MS = 10_000;

function stateName(state: BullJobState | 'unknown'): JobStateName | null {
  switch (state) {
    case 'active':
    case 'completed':
    case 'failed':
    case 'delayed':
      return state;
    case 'unknown':
      return null;
    default:
      return 'waiting'; // waiting, prioritized, waiting-children
  }
}

const progressOf = (job: Job) => (typeof job.progress === 'number' ? job.progress : 0);

function summaryOf(type: JobType, state: JobStateName, job: Job): JobSummary {
  return {
    id: job.id!,
    type,
    state,
    progress: progressOf(job),
    attemptsMade: job.attemptsMade,
    addedAt: job.timestamp,
    ...(job.finishedOn !== undefined && { finishedAt: job.finishedOn }),
    ...(state === 'failed' && { failedReason: job.failedReason }),
  };
}

export async function openBullMqJobQueue(options: BullMqJobQueueOptions): Promise<JobQueue> {
  const bullPrefix = `${options.prefix}jobs`;
  const keep = options.keepFinished ?? DEFAULT_KEEP_FINISHED;
  const keepJobs = { count: keep.count, age: Math.ceil(keep.ageMs / 1000) };
  const errors = options.errors ?? ignoreStoreErrors;
  const connection = await connectRedis(options.url, {}, errors);
  const queues = new Map<JobType, Queue>(
    JOB_TYPES.map((type) => {
      const queue = new Queue(type, { connection, prefix: bullPrefix });
      queue.on('error', (error) => errors.error(error));
      return [type, queue];
    }),
  );
  const queueFor = (type: JobType) => queues.get(type)!;
  const started = new Set<JobWorkers>();

  async function getState(type: JobType, jobId: string): Promise<JobState | null> {
    // The state first: a job read after it is final holds its final result.
    const state = stateName(await queueFor(type).getJobState(jobId));
    const job = state && (await queueFor(type).getJob(jobId));
    if (!state || !job) return null;
    return {
      state,
      progress: progressOf(job),
      attemptsMade: job.attemptsMade,
      ...(state === 'completed' && { result: job.returnvalue as unknown }),
      ...(state === 'failed' && { failedReason: job.failedReason }),
    };
  }

  function process(definitions: JobDefinitions, log: JobLog): JobWorkers {
    const stopping = new AbortController();
    const running = new Set<Promise<unknown>>();
    // Workers block on Redis: their connection must retry forever instead of failing commands.
    const workerConnection = createRedis(options.url, { maxRetriesPerRequest: null }, errors);

    const workers = JOB_TYPES.map((type) => {
      const definition: JobDefinition<JobType> = definitions[type];
      const worker = new Worker(
        type,
        (job: Job) => {
          const run = runJob(type, definition, job);
          running.add(run);
          return run.finally(() => running.delete(run));
        },
        {
          connection: workerConnection,
          prefix: bullPrefix,
          concurrency: definition.concurrency,
          lockDuration: options.lockDurationMs ?? DEFAULT_LOCK_MS,
          stalledInterval: options.stalledIntervalMs ?? options.lockDurationMs ?? DEFAULT_LOCK_MS,
          settings: {
            backoffStrategy: (attemptsMade) => backoffDelayMs(definition.backoffMs, attemptsMade),
          },
          autorun: false,
        },
      );
      worker.on('error', (error) => errors.error(error));
      const queue = queueFor(type);
      // The limit across all workers lives in Redis, on the queue: set (or lifted) before running.
      void (
        definition.globalConcurrency === undefined
          ? queue.removeGlobalConcurrency()
          : queue.setGlobalConcurrency(definition.globalConcurrency)
      )
        .then(() => (stopping.signal.aborted ? undefined : worker.run()))
        .catch((error: unknown) =>
          log('error', 'job worker stopped', { jobType: type, error: errorMessage(error) }),
        );
      return worker;
    });

    async function runJob(type: JobType, definition: JobDefinition<JobType>, job: Job) {
      const parsed = jobPayloadSchemas[type].safeParse(job.data);
      if (!parsed.success)
        throw new UnrecoverableError(`Invalid payload: ${z.prettifyError(parsed.error)}`);
      const attempt = job.attemptsMade + 1;
      const jobId = job.id!;
      const jobLog: JobLog = (level, message, data) => {
        // The job's own line is a write to Redis: a lost one is not worth failing the job for.
        job.log(jobLogLine(level, message, data)).catch((error: unknown) =>
          log('warn', 'job log line not written', {
            jobType: type,
            jobId,
            error: errorMessage(error),
          }),
        );
        log(level, message, { ...data, jobType: type, jobId });
      };
      try {
        return await definition.handle(parsed.data, {
          jobId,
          attempt,
          reportProgress: (progress) => job.updateProgress(progress),
          signal: stopping.signal,
          log: jobLog,
        });
      } catch (error) {
        const reason = stopping.signal.aborted ? INTERRUPTED_REASON : errorMessage(error);
        jobLog('warn', 'job attempt failed', { attempt, reason });
        if (attempt >= definition.attempts || error instanceof FinalJobError)
          throw new UnrecoverableError(reason);
        // BullMQ stores the error's message and stack with the job.
        throw withoutQueryValues(error);
      }
    }

    const workerSet: JobWorkers = {
      async close(timeoutMs = DEFAULT_CLOSE_TIMEOUT_MS) {
        if (stopping.signal.aborted) return;
        started.delete(workerSet);
        stopping.abort();
        // Take no more jobs, give the running ones their time, then leave the rest to the
        // stalled-job check of another worker.
        await Promise.all(workers.map((worker) => worker.pause(true)));
        let timer: NodeJS.Timeout | undefined;
        const finished = await Promise.race([
          Promise.allSettled([...running]).then(() => true),
          new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false))),
        ]);
        clearTimeout(timer);
        await Promise.all(workers.map((worker) => worker.close(!finished)));
        workerConnection.disconnect();
      },
    };
    started.add(workerSet);
    return workerSet;
  }

  return {
    kind: 'bullmq',
    async add(type, payload, addOptions) {
      const data = jobPayloadSchemas[type].parse(payload);
      const jobId = addOptions?.jobId;
      if (jobId !== undefined) {
        checkJobId(jobId);
        // A finished job of that id is replaced by a new run (BullMQ would keep the old one).
        const existing = await queueFor(type).getJob(jobId);
        const state = existing && (await existing.getState());
        if (state === 'completed' || state === 'failed') await existing!.remove();
      }
      const job = await queueFor(type).add(type, data, {
        ...(jobId !== undefined && { jobId }),
        attempts: ATTEMPT_CAP,
        backoff: { type: DEFINITION_BACKOFF },
        removeOnComplete: keepJobs,
        removeOnFail: keepJobs,
        keepLogs: JOB_LOG_LIMIT,
      });
      return job.id!;
    },
    getState,
    async waitForResult(type, jobId, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const state = await getState(type, jobId);
        if (!state) throw new Error(`No ${type} job ${jobId}`);
        if (state.state === 'completed') return state.result;
        if (state.state === 'failed') throw new JobFailedError(state.failedReason ?? 'failed');
        if (Date.now() >= deadline) throw new JobTimeoutError(timeoutMs);
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(POLL_MS, deadline - Date.now())),
        );
      }
    },
    process,
    async counts(type) {
      const counts = await queueFor(type).getJobCounts(...JOB_STATE_NAMES);
      return Object.fromEntries(
        JOB_STATE_NAMES.map((name) => [name, counts[name] ?? 0]),
      ) as JobCounts;
    },
    async list(type, state, { offset, limit }) {
      const queue = queueFor(type);
      const [total, jobs] = await Promise.all([
        queue.getJobCountByTypes(state),
        queue.getJobs([state], offset, offset + limit - 1, false),
      ]);
      // A job can end (and be pruned) between the two reads: it is then left out.
      return {
        total,
        jobs: jobs.filter(Boolean).map((job) => summaryOf(type, state, job as Job)),
      };
    },
    async getJob(type, jobId) {
      const queue = queueFor(type);
      const state = stateName(await queue.getJobState(jobId));
      const job = state && (await queue.getJob(jobId));
      if (!state || !job) return null;
      const { logs } = await queue.getJobLogs(jobId, -JOB_LOG_LIMIT, -1);
      return {
        ...summaryOf(type, state, job),
        payload: job.data as unknown,
        ...(state === 'completed' && { result: job.returnvalue as unknown }),
        logs,
      } satisfies JobDetail;
    },
    async retry(type, jobId) {
      const job = await queueFor(type).getJob(jobId);
      if (!job) return 'not-found';
      if ((await job.getState()) !== 'failed') return 'not-failed';
      await job.retry('failed');
      return 'retried';
    },
    async remove(type, jobId) {
      const job = await queueFor(type).getJob(jobId);
      if (!job) return 'not-found';
      if ((await job.getState()) === 'active') return 'active';
      await job.remove();
      return 'removed';
    },
    async ping() {
      await connection.ping();
    },
    async close() {
      await Promise.all([...started].map((workerSet) => workerSet.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}
