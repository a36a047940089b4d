// Jobs of later issues (playlist import, AI analysis, durations) run as BullMQ jobs, created
// only through one typed `createJob`. A registry maps each job type to its payload schema,
// its handler, and its attempts, back-off and concurrency, declared side by side; payloads are
// validated when created and again in the worker.
import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { z } from 'zod';

export interface JobContext {
  /** 0…100, or any JSON the admin UI shows live. */
  updateProgress: (progress: number | object) => Promise<void>;
  jobId: string;
}

export interface JobDefinition<Schema extends z.ZodType, Result> {
  payload: Schema;
  handle(payload: z.infer<Schema>, context: JobContext): Promise<Result>;
  attempts: number;
  backoffMs: number;
  concurrency: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JobRegistry = Record<string, JobDefinition<z.ZodType, any>>;

export type JobPayload<R extends JobRegistry, T extends keyof R> = z.input<R[T]['payload']>;

/** Checks the registry's shape at compile time and keeps its literal types. */
export function defineJobs<R extends JobRegistry>(registry: R): R {
  return registry;
}

export interface JobQueues<R extends JobRegistry> {
  createJob<T extends keyof R & string>(job: {
    type: T;
    payload: JobPayload<R, T>;
  }): Promise<string>;
  getJobState(
    type: keyof R & string,
    id: string,
  ): Promise<{ state: string; progress: unknown; result: unknown; failedReason?: string } | null>;
  close(): Promise<void>;
}

export interface JobConnection {
  connection: ConnectionOptions;
  prefix: string;
}

/** One BullMQ queue per job type, named after it. */
export function openJobQueues<R extends JobRegistry>(
  registry: R,
  { connection, prefix }: JobConnection,
): JobQueues<R> {
  const queues = new Map<string, Queue>();
  const queueFor = (type: string) => {
    let queue = queues.get(type);
    if (!queue) {
      queue = new Queue(type, { connection, prefix: `${prefix}jobs` });
      queues.set(type, queue);
    }
    return queue;
  };
  return {
    async createJob({ type, payload }) {
      const definition = registry[type]!;
      const data = definition.payload.parse(payload);
      const job = await queueFor(type).add(type, data, {
        attempts: definition.attempts,
        backoff: { type: 'exponential', delay: definition.backoffMs },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      });
      return job.id!;
    },
    async getJobState(type, id) {
      const job = await queueFor(type).getJob(id);
      if (!job) return null;
      return {
        state: await job.getState(),
        progress: job.progress,
        result: job.returnvalue,
        failedReason: job.failedReason || undefined,
      };
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}

/** Starts one BullMQ worker per job type, with the type's concurrency. */
export function startJobWorkers<R extends JobRegistry>(
  registry: R,
  { connection, prefix }: JobConnection,
): { close(): Promise<void> } {
  const workers = Object.entries(registry).map(
    ([type, definition]) =>
      new Worker(
        type,
        async (job: Job) => {
          const payload = definition.payload.parse(job.data);
          const result: unknown = await definition.handle(payload, {
            jobId: job.id!,
            updateProgress: (p) => job.updateProgress(p),
          });
          return result;
        },
        { connection, prefix: `${prefix}jobs`, concurrency: definition.concurrency },
      ),
  );
  return {
    async close() {
      await Promise.all(workers.map((w) => w.close()));
    },
  };
}
