// A video's surveys: listed for viewers, managed by admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { surveyInputSchema, surveySchema, surveyUpdateSchema } from '@lumen/contract';
import { deleteSurvey, insertSurvey, listSurveys, updateSurvey, type Database } from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { badRequest, notFound } from '../plugins/errors.ts';
import { idParams, noContent } from './params.ts';
import { createRequireVideo } from './require-video.ts';

const surveyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const requireVideo = createRequireVideo(db);

  app.get(
    '/api/videos/:id/surveys',
    { schema: { params: idParams, response: { 200: z.array(surveySchema) } } },
    async (request) => {
      await requireVideo(request.params.id, request.user);
      return listSurveys(db, request.params.id);
    },
  );

  app.post(
    '/api/videos/:id/surveys',
    {
      onRequest: requireAdmin,
      schema: { params: idParams, body: surveyInputSchema, response: { 201: surveySchema } },
    },
    async (request, reply) => {
      await requireVideo(request.params.id, request.user);
      const { videoId, pauseVideo, ...fields } = request.body;
      if (videoId !== undefined && videoId !== request.params.id)
        throw badRequest('videoId does not match the video in the path');
      assertUniqueQuestionIds(fields.questions);
      return reply
        .code(201)
        .send(
          await insertSurvey(
            db,
            request.params.id,
            { ...fields, description: fields.description ?? null },
            pauseVideo,
          ),
        );
    },
  );

  app.put(
    '/api/surveys/:id',
    {
      onRequest: requireAdmin,
      schema: { params: idParams, body: surveyUpdateSchema, response: { 200: surveySchema } },
    },
    async (request) => {
      const { pauseVideo, ...fields } = request.body;
      if (fields.questions) assertUniqueQuestionIds(fields.questions);
      const updated = await updateSurvey(db, request.params.id, fields, pauseVideo);
      if (!updated) throw notFound('Survey');
      return updated;
    },
  );

  app.delete(
    '/api/surveys/:id',
    { onRequest: requireAdmin, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      if (!(await deleteSurvey(db, request.params.id))) throw notFound('Survey');
      return reply.code(204).send();
    },
  );
};

function assertUniqueQuestionIds(questions: { id: string }[]): void {
  if (new Set(questions.map((q) => q.id)).size !== questions.length)
    throw badRequest('Question ids must be unique');
}

export default surveyRoutes;
