// Content analysis and durations (admin spec §2 AI Analysis, §3, §5, §7): analysing and reading
// durations run as jobs in the workers (in this process in the embedded default); applying
// categories is a plain write under the video-form rules.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisJobSchema,
  analysisResultSchema,
  applyCategoriesRequestSchema,
  applyCategoriesResponseSchema,
  batchAnalyzeRequestSchema,
  batchAnalyzeResponseSchema,
  extractDurationsResponseSchema,
  type AnalysisJob,
  type AnalysisResult,
  type BatchAnalyzeResponse,
  type ExtractDurationsResponse,
} from '@lumen/contract';
import { findVideo, prepareVideoUpdate, updateVideo, type Database } from '@lumen/db';
import type { JobQueue } from '@lumen/workers';
import { requireAdmin } from '../plugins/auth.ts';
import { notFound } from '../plugins/errors.ts';
import { errorResponses } from '../plugins/error-responses.ts';
import { idParams } from './params.ts';
import { runJobAndWait } from './run-job.ts';

interface AnalysisRoutesOptions {
  db: Database;
  jobs: JobQueue;
  /** How long a request waits for its job (IMPORT_WAIT_MS). */
  waitMs: number;
}

const SLOW_ANALYSIS = 'The analysis is taking longer than expected; try again shortly';
/** Ids of the analysis jobs this API hands out (GET checks them before asking the queue). */
const ANALYSIS_JOB_ID = /^analysis-[a-z0-9]+-[0-9a-f]{8}$/;
const newAnalysisJobId = () =>
  `analysis-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
const unique = (ids: readonly number[]) => [...new Set(ids)];

const analysisRoutes: FastifyPluginAsyncZod<AnalysisRoutesOptions> = async (
  app,
  { db, jobs, waitMs },
) => {
  const analyse = (videoIds: number[]) =>
    runJobAndWait<BatchAnalyzeResponse>(
      jobs,
      'analyze-videos',
      () => jobs.add('analyze-videos', { videoIds }),
      { waitMs, slowMessage: SLOW_ANALYSIS },
    );

  app.post(
    '/api/videos/:id/analyze',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        response: { 200: analysisResultSchema, ...errorResponses(422, 504) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findVideo(db, id))) throw notFound('Video');
      const result = (await analyse([id]))[id];
      // Deleted between the check and the job.
      if (!result || 'error' in result) throw notFound('Video');
      return result satisfies AnalysisResult;
    },
  );

  app.post(
    '/api/videos/batch-analyze',
    {
      onRequest: requireAdmin,
      schema: {
        body: batchAnalyzeRequestSchema,
        response: { 200: batchAnalyzeResponseSchema, ...errorResponses(422, 504) },
      },
    },
    (request) => analyse(unique(request.body.videoIds)),
  );

  app.post(
    '/api/analysis-jobs',
    {
      onRequest: requireAdmin,
      schema: {
        body: batchAnalyzeRequestSchema,
        response: { 202: z.object({ jobId: z.string() }) },
      },
    },
    async (request, reply) => {
      const jobId = await jobs.add(
        'analyze-videos',
        { videoIds: unique(request.body.videoIds) },
        { jobId: newAnalysisJobId() },
      );
      return reply.code(202).send({ jobId });
    },
  );

  app.get(
    '/api/analysis-jobs/:jobId',
    {
      onRequest: requireAdmin,
      schema: {
        params: z.object({ jobId: z.string().max(100) }),
        response: { 200: analysisJobSchema },
      },
    },
    async (request): Promise<AnalysisJob> => {
      const { jobId } = request.params;
      const job = ANALYSIS_JOB_ID.test(jobId) ? await jobs.getState('analyze-videos', jobId) : null;
      if (!job) throw notFound('Analysis job');
      if (job.state === 'completed')
        return {
          jobId,
          status: 'completed',
          progress: 100,
          results: batchAnalyzeResponseSchema.parse(job.result),
        };
      if (job.state === 'failed')
        return { jobId, status: 'failed', progress: job.progress, error: job.failedReason };
      return { jobId, status: 'running', progress: job.progress };
    },
  );

  app.post(
    '/api/videos/:id/apply-categories',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        body: applyCategoriesRequestSchema,
        response: { 200: applyCategoriesResponseSchema },
      },
    },
    async (request) => {
      const video = await findVideo(db, request.params.id);
      if (!video) throw notFound('Video');
      // Spec §3 video form: categories join the tags; types and platform tags stay; the tag
      // rules drop duplicates (case-insensitively).
      const change = prepareVideoUpdate(video, {
        tags: [...video.tags, ...request.body.categories],
      });
      const updated = await updateVideo(db, video.id, { tags: change.tags });
      if (!updated) throw notFound('Video');
      return updated;
    },
  );

  app.post(
    '/api/videos/extract-all-durations',
    {
      onRequest: requireAdmin,
      schema: { response: { 200: extractDurationsResponseSchema, ...errorResponses(422, 504) } },
    },
    () =>
      runJobAndWait<ExtractDurationsResponse>(
        jobs,
        'extract-durations',
        // One run at a time: a second click while one runs waits for that run's answer.
        () => jobs.add('extract-durations', {}, { jobId: 'extract-durations' }),
        {
          waitMs,
          slowMessage: 'Reading durations is taking longer than expected; try again shortly',
        },
      ),
  );
};

export default analysisRoutes;
