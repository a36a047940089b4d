// A video's embed settings (docs/embedding.md#allowed-domains): admins replace them here and
// read them in GET /api/videos/:id; the embed page applies them (plugins/static-files.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { embedSettingsSchema, embedSettingsUpdateSchema } from '@lumen/contract';
import { saveEmbedSettings, type Database } from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { notFound } from '../plugins/errors.ts';
import { idParams } from './params.ts';

const embedSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.put(
    '/api/videos/:id/embed-settings',
    {
      onRequest: requireAdmin,
      schema: {
        description:
          'Replaces the hosts whose pages may frame /embed/:id (empty: any site). Hosts are lower-cased and de-duplicated; a bad one is a 400 and nothing is saved.',
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
