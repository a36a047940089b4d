import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema, categoryUpdateSchema } from '@lumen/contract';
import { listCategories, updateCategoryThumbnail, type Database } from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { badRequest, notFound } from '../plugins/errors.ts';
import { idParams } from './params.ts';

/** A thumbnail is an upload of ours, a shipped file, or an http(s) image; '' or null clears it. */
function checkThumbnail(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (/^https?:\/\//i.test(url)) return url;
  throw badRequest('Thumbnail must be an uploaded image path or an http(s) URL');
}

const categoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/categories', { schema: { response: { 200: z.array(categorySchema) } } }, () => listCategories(db));

  app.put(
    '/api/categories/:id',
    { onRequest: requireAdmin, schema: { params: idParams, body: categoryUpdateSchema, response: { 200: categorySchema } } },
    async (request) => {
      const category = await updateCategoryThumbnail(db, request.params.id, checkThumbnail(request.body.thumbnailUrl));
      if (!category) throw notFound('Category');
      return category;
    },
  );
};

export default categoryRoutes;
