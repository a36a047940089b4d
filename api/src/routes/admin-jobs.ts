// The admins' queue board (/admin/queues in the SPA) reads and acts through these routes, on
// whichever job driver runs: each job type's queue counted by state, one state's jobs by pages,
// a job in full, and retrying a failed job or removing one that is not running.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  jobDetailSchema,
  jobListQuerySchema,
  jobListSchema,
  jobQueuesSchema,
  type JobDetail,
} from '@lumen/contract';
import { JOB_TYPES, type JobQueue, type JobType } from '@lumen/workers';
import { requireAdmin } from '../plugins/auth.ts';
import { HttpError, notFound } from '../plugins/errors.ts';
import { messageSchema } from './params.ts';

const typeParams = z.object({ type: z.enum(JOB_TYPES as [JobType, ...JobType[]]) });
const jobParams = typeParams.extend({ jobId: z.string().min(1).max(100) });
/** Answers every admin route can give besides its success. */
const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema };

const adminJobRoutes: FastifyPluginAsyncZod<{ jobs: JobQueue }> = async (app, { jobs }) => {
  async function detail(type: JobType, jobId: string): Promise<JobDetail> {
    const job = await jobs.getJob(type, jobId);
    if (!job) throw notFound('Job');
    return job;
  }

  app.get(
    '/api/admin/jobs',
    {
      onRequest: requireAdmin,
      schema: { response: { 200: jobQueuesSchema, ...refusals } },
    },
    async () => ({
      driver: jobs.kind,
      queues: await Promise.all(
        JOB_TYPES.map(async (type) => ({ type, counts: await jobs.counts(type) })),
      ),
    }),
  );

  app.get(
    '/api/admin/jobs/:type',
    {
      onRequest: requireAdmin,
      schema: {
        params: typeParams,
        querystring: jobListQuerySchema,
        response: { 200: jobListSchema, ...refusals },
      },
    },
    async (request) => {
      const { type } = request.params;
      const { state, offset, limit } = request.query;
      const page = await jobs.list(type, state, { offset, limit });
      return { type, state, offset, limit, ...page };
    },
  );

  app.get(
    '/api/admin/jobs/:type/:jobId',
    {
      onRequest: requireAdmin,
      schema: {
        params: jobParams,
        response: { 200: jobDetailSchema, ...refusals, 404: messageSchema },
      },
    },
    (request) => detail(request.params.type, request.params.jobId),
  );

  app.post(
    '/api/admin/jobs/:type/:jobId/retry',
    {
      onRequest: requireAdmin,
      schema: {
        params: jobParams,
        response: { 200: jobDetailSchema, ...refusals, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) => {
      const { type, jobId } = request.params;
      const outcome = await jobs.retry(type, jobId);
      if (outcome === 'not-found') throw notFound('Job');
      if (outcome === 'not-failed') throw new HttpError(409, 'Only a failed job can be retried');
      return detail(type, jobId);
    },
  );

  app.delete(
    '/api/admin/jobs/:type/:jobId',
    {
      onRequest: requireAdmin,
      schema: {
        params: jobParams,
        response: { 204: z.null(), ...refusals, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const outcome = await jobs.remove(request.params.type, request.params.jobId);
      if (outcome === 'not-found') throw notFound('Job');
      if (outcome === 'active')
        throw new HttpError(409, 'A running job cannot be removed: wait for it to finish');
      return reply.code(204).send(null);
    },
  );
};

export default adminJobRoutes;
