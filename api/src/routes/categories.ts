import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema, categoryUpdateSchema } from '@lumen/contract';
import { listCategories, updateCategoryThumbnail, type Database } from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { notFound } from '../plugins/errors.ts';
import { idParams } from './params.ts';

const categoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/categories', { schema: { response: { 200: z.array(categorySchema) } } }, () =>
    listCategories(db),
  );

  app.put(
    '/api/categories/:id',
    {
      onRequest: requireAdmin,
      schema: { params: idParams, body: categoryUpdateSchema, response: { 200: categorySchema } },
    },
    async (request) => {
      const category = await updateCategoryThumbnail(
        db,
        request.params.id,
        // '' or null clears it; the contract checked that a URL is a safe link.
        request.body.thumbnailUrl || null,
      );
      if (!category) throw notFound('Category');
      return category;
    },
  );
};

export default categoryRoutes;
