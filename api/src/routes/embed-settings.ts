// A video's embed settings (docs/embedding.md#allowed-domains): admins change them here and
// read them in GET /api/videos/:id; the embed page applies the allowed hosts
// (plugins/static-files.ts), and its player reads the defaults it starts with here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  embedDefaultsSchema,
  embedSettingsSchema,
  embedSettingsUpdateSchema,
} from '@lumen/contract';
import { findEmbedSettings, saveEmbedSettings, type Database } from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { notFound } from '../plugins/errors.ts';
import { idParams } from './params.ts';
import { createRequireVideo } from './require-video.ts';

const embedSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const requireVideo = createRequireVideo(db);

  app.get(
    '/api/videos/:id/embed-defaults',
    {
      schema: {
        description:
          "What the embed page's player starts with unless its URL says otherwise (captions=), for anyone who may watch the video.",
        params: idParams,
        response: { 200: embedDefaultsSchema },
      },
    },
    async (request) => {
      const video = await requireVideo(request.params.id, request.user);
      const settings = await findEmbedSettings(db, video.id);
      if (!settings) throw notFound('Video');
      return { captionsOn: settings.captionsOn };
    },
  );

  app.put(
    '/api/videos/:id/embed-settings',
    {
      onRequest: requireAdmin,
      schema: {
        description:
          'Changes the settings sent and keeps the others: allowedHosts, the hosts whose pages may frame /embed/:id (empty: any site; lower-cased and de-duplicated), and captionsOn, captions showing when the embed starts. A bad value is a 400 and nothing is saved.',
        params: idParams,
        body: embedSettingsUpdateSchema,
        response: { 200: embedSettingsSchema },
      },
    },
    async (request) => {
      const saved = await saveEmbedSettings(db, request.params.id, request.body);
      if (!saved) throw notFound('Video');
      return saved;
    },
  );
};

export default embedSettingsRoutes;
