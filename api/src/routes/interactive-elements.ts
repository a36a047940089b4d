// A video's interactive elements: where and how its quizzes and surveys appear in playback.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { interactiveElementSchema } from '@lumen/contract';
import { listInteractiveElements, updateInteractiveElement, type Database } from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { notFound } from '../plugins/errors.ts';
import { idParams } from './params.ts';
import { createRequireVideo } from './require-video.ts';

const elementPatchSchema = z
  .object({
    timecode: z.number().positive('Timecode must be greater than 0').max(864_000).optional(),
    pauseVideo: z.boolean().optional(),
  })
  .refine((p) => p.timecode !== undefined || p.pauseVideo !== undefined, 'Nothing to update');

const interactiveElementRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const requireVideo = createRequireVideo(db);

  app.get(
    '/api/videos/:id/interactive-elements',
    { schema: { params: idParams, response: { 200: z.array(interactiveElementSchema) } } },
    async (request) => {
      await requireVideo(request.params.id, request.user);
      return listInteractiveElements(db, request.params.id);
    },
  );

  app.put(
    '/api/interactive-elements/:id',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        body: elementPatchSchema,
        response: { 200: interactiveElementSchema },
      },
    },
    async (request) => {
      const element = await updateInteractiveElement(db, request.params.id, request.body);
      if (!element) throw notFound('Interactive element');
      return element;
    },
  );
};

export default interactiveElementRoutes;
