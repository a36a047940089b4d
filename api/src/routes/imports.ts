// Imports (admin spec §2, §4, §5, §7): the single-link import and the Bulk Import queue. The
// API only validates, records and enqueues; fetching and creating run as jobs in the workers
// (in this process in the embedded default). Adding a playlist and importing one link wait for
// their job's answer, because the admin is waiting for it too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PREDEFINED_PLAYLISTS,
  createImportJobSchema,
  detectLinkKind,
  extractYouTubeId,
  importJobListSchema,
  importJobSchema,
  importUrlRequestSchema,
  importUrlResponseSchema,
  playlistIdOf,
} from '@lumen/contract';
import {
  deletePendingImportJob,
  findImportJob,
  findUnfinishedImportJob,
  findVideo,
  insertImportJob,
  listImportJobs,
  queuePendingImportJobs,
  removePendingImportJobVideo,
  requeueImportJob,
  type Database,
} from '@lumen/db';
import {
  enqueueImportRun,
  type ImportUrlResult,
  type JobQueue,
  type JobType,
  type PlaylistAnswer,
} from '@lumen/workers';

import { requireAdmin } from '../plugins/auth.ts';
import { HttpError, badRequest, notFound } from '../plugins/errors.ts';
import { errorResponses } from '../plugins/error-responses.ts';
import { idParams, noContent } from './params.ts';
import { runJobAndWait } from './run-job.ts';

export const UNSUPPORTED_URL_MESSAGE =
  'Please enter a valid YouTube, Twitch, X, Facebook, or direct video file URL.';
export const INVALID_PLAYLIST_MESSAGE = 'Please enter a valid YouTube playlist URL';

interface ImportRoutesOptions {
  db: Database;
  jobs: JobQueue;
  /** How long a request waits for its job (IMPORT_WAIT_MS). */
  waitMs: number;
}

const importRoutes: FastifyPluginAsyncZod<ImportRoutesOptions> = async (
  app,
  { db, jobs, waitMs },
) => {
  const runAndWait = <T>(type: JobType, add: () => Promise<string>) =>
    runJobAndWait<T>(jobs, type, add, {
      waitMs,
      slowMessage: 'The import is taking longer than expected; try again shortly',
    });

  app.post(
    '/api/videos/import-url',
    {
      onRequest: requireAdmin,
      schema: {
        body: importUrlRequestSchema,
        response: { 200: importUrlResponseSchema, ...errorResponses(409, 422, 504) },
      },
    },
    async (request) => {
      const url = request.body.url.trim();
      if (!url) throw badRequest('URL required');
      // Only absolute http(s) links: the server fetches them, and a path on this server is
      // already in the library as an upload.
      const kind = /^https?:\/\//i.test(url) ? detectLinkKind(url) : null;
      // A YouTube link must name a video (not a channel or a playlist page).
      if (!kind || (kind === 'youtube' && !extractYouTubeId(url)))
        throw badRequest(UNSUPPORTED_URL_MESSAGE);
      const result = await runAndWait<ImportUrlResult>('import-url', () =>
        jobs.add('import-url', { url }),
      );
      const video = await findVideo(db, result.videoId);
      if (!video) throw new HttpError(409, 'The imported video was deleted meanwhile');
      return {
        video,
        analysis: { suggestedCategories: result.suggestedCategories },
        alreadyInLibrary: result.alreadyInLibrary,
        missing: result.missing,
      };
    },
  );

  app.get(
    '/api/import-jobs',
    { onRequest: requireAdmin, schema: { response: { 200: importJobListSchema } } },
    () => listImportJobs(db),
  );

  app.get(
    '/api/import-jobs/:id',
    { onRequest: requireAdmin, schema: { params: idParams, response: { 200: importJobSchema } } },
    async (request) => {
      const job = await findImportJob(db, request.params.id);
      if (!job) throw notFound('Import job');
      return job;
    },
  );

  app.post(
    '/api/import-jobs',
    {
      onRequest: requireAdmin,
      schema: {
        body: createImportJobSchema,
        response: { 201: importJobSchema, ...errorResponses(404, 409, 422, 504) },
      },
    },
    async (request, reply) => {
      const { predefinedId } = request.body;
      const predefined = predefinedId
        ? PREDEFINED_PLAYLISTS.find((p) => p.id === predefinedId)
        : undefined;
      if (predefinedId && !predefined) throw notFound('Predefined playlist');
      const playlistUrl = predefined?.url ?? request.body.playlistUrl;
      const playlistId =
        detectLinkKind(playlistUrl) === 'youtube' ? playlistIdOf(playlistUrl) : null;
      if (!playlistId) throw badRequest(INVALID_PLAYLIST_MESSAGE);
      const category = request.body.category || predefined?.suggestedCategory || '';
      const videoType = request.body.videoType || predefined?.suggestedType || '';
      if (!category || !videoType) throw badRequest('Please choose a category and a video type');
      if (await findUnfinishedImportJob(db, playlistId))
        throw new HttpError(409, 'This playlist is already in the import queue');

      const answer = await runAndWait<PlaylistAnswer>('playlist-load', () =>
        jobs.add('playlist-load', { playlistId }),
      );
      const job = await insertImportJob(db, {
        playlistUrl,
        playlistId,
        name: predefined?.name ?? null,
        category,
        videoType,
        entries: answer.entries,
      });
      return reply.code(201).send(job);
    },
  );

  app.delete(
    '/api/import-jobs/:id',
    {
      onRequest: requireAdmin,
      schema: { params: idParams, response: { 204: noContent, ...errorResponses(409) } },
    },
    async (request, reply) => {
      const outcome = await deletePendingImportJob(db, request.params.id);
      if (outcome === 'not-found') throw notFound('Import job');
      if (outcome === 'not-pending')
        throw new HttpError(409, 'Only a pending import job can be removed');
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/import-jobs/:id/videos/:youtubeId',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams.extend({ youtubeId: z.string().max(64) }),
        response: { 200: importJobSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const outcome = await removePendingImportJobVideo(
        db,
        request.params.id,
        request.params.youtubeId,
      );
      if (outcome === 'not-found') throw notFound('Import job');
      if (outcome === 'not-pending')
        throw new HttpError(409, 'Videos can be removed only from a pending import job');
      return outcome;
    },
  );

  app.post(
    '/api/import-jobs/start',
    {
      onRequest: requireAdmin,
      schema: { response: { 200: importJobListSchema, ...errorResponses(400) } },
    },
    async () => {
      const queued = await queuePendingImportJobs(db);
      if (!queued.length) throw badRequest('No playlists are waiting: add a playlist first');
      // The import-playlist jobs run one at a time, in the order they were queued.
      for (const job of queued) await enqueueImportRun(db, jobs, job);
      return queued;
    },
  );

  app.post(
    '/api/import-jobs/:id/retry',
    {
      onRequest: requireAdmin,
      schema: { params: idParams, response: { 200: importJobSchema, ...errorResponses(409) } },
    },
    async (request) => {
      const job = await requeueImportJob(db, request.params.id);
      if (!job) {
        if (!(await findImportJob(db, request.params.id))) throw notFound('Import job');
        throw new HttpError(
          409,
          'Only a failed import job, or one with failed videos, can be retried',
        );
      }
      await enqueueImportRun(db, jobs, job);
      return job;
    },
  );
};

export default importRoutes;
