// The admins' queue board (/admin/queues): every job type's queue, its jobs by state, one job in
// full (payload, progress, error, log lines), and the retry and remove actions. Served by
// /api/admin/jobs… on both job drivers, shared by api and web.
import { z } from 'zod';

export const JOB_STATES = ['waiting', 'delayed', 'active', 'completed', 'failed'] as const;
export const jobStateSchema = z.enum(JOB_STATES);
export type JobStateName = z.infer<typeof jobStateSchema>;

/** Jobs one page of the board lists at most. */
export const MAX_JOB_PAGE = 100;

const count = z.number().int().min(0);
export const jobCountsSchema = z.object({
  waiting: count,
  delayed: count,
  active: count,
  completed: count,
  failed: count,
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

/** GET /api/admin/jobs: the driver, and each job type's queue with its jobs counted by state. */
export const jobQueuesSchema = z.object({
  driver: z.enum(['in-process', 'bullmq']),
  queues: z.array(z.object({ type: z.string(), counts: jobCountsSchema })),
});
export type JobQueues = z.infer<typeof jobQueuesSchema>;

export const jobSummarySchema = z.object({
  id: z.string(),
  type: z.string(),
  state: jobStateSchema,
  /** 0–100. */
  progress: z.number(),
  attemptsMade: z.number().int().min(0),
  /** Milliseconds since the epoch. */
  addedAt: z.number(),
  finishedAt: z.number().optional(),
  /** Only while failed. */
  failedReason: z.string().optional(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** GET /api/admin/jobs/:type?state=&offset=&limit= */
export const jobListQuerySchema = z.object({
  state: jobStateSchema.default('failed'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_JOB_PAGE).default(20),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** One page of a queue's jobs in one state, the most recent first. */
export const jobListSchema = z.object({
  type: z.string(),
  state: jobStateSchema,
  /** Jobs in that state in all. */
  total: count,
  offset: count,
  limit: count,
  jobs: z.array(jobSummarySchema),
});
export type JobList = z.infer<typeof jobListSchema>;

/** GET /api/admin/jobs/:type/:jobId: what it was given, what it answered, its own log lines. */
export const jobDetailSchema = jobSummarySchema.extend({
  payload: z.unknown(),
  /** Only once completed. */
  result: z.unknown().optional(),
  /** Oldest first. */
  logs: z.array(z.string()),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;
