// The admin's bulk actions: one request applies one action to many videos and answers each
// video's outcome, so a list with ids deleted meanwhile still does the rest.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  videoBulkRequestSchema,
  videoBulkResultSchema,
  type VideoBulkRequest,
} from '@lumen/contract';
import {
  addCollectionEntry,
  addTagToVideos,
  deleteVideos,
  existingVideoIds,
  findCategoryNameById,
  findCollection,
  setVideosFeatured,
  setVideosVisibility,
  type Database,
} from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { notFound } from '../plugins/errors.ts';
import { deleteWithMedia, type MediaLibrary } from '../services/media-library.ts';

/** The ids the action applied to; 'too-many-tags' marks found videos a tag did not fit. */
async function applyBulkAction(
  db: Database,
  media: MediaLibrary | undefined,
  request: VideoBulkRequest,
): Promise<{ done: Set<number>; found?: Set<number> }> {
  const { ids } = request;
  switch (request.action) {
    case 'feature':
    case 'unfeature':
      return { done: await setVideosFeatured(db, ids, request.action === 'feature') };
    case 'set-visibility':
      return { done: await setVideosVisibility(db, ids, request.visibility) };
    case 'delete':
      return { done: await deleteWithMedia(db, media, ids, () => deleteVideos(db, ids)) };
    case 'add-to-collection': {
      if (!(await findCollection(db, request.collectionId))) throw notFound('Collection');
      const found = await existingVideoIds(db, ids);
      // In the order asked, so the collection keeps the admin's order.
      for (const id of ids)
        if (found.has(id)) await addCollectionEntry(db, request.collectionId, id);
      return { done: found };
    }
    case 'apply-category': {
      const name = await findCategoryNameById(db, request.categoryId);
      if (name === null) throw notFound('Category');
      const [done, found] = await Promise.all([
        addTagToVideos(db, ids, name),
        existingVideoIds(db, ids),
      ]);
      return { done, found };
    }
  }
}

const bulkVideoRoutes: FastifyPluginAsyncZod<{ db: Database; media?: MediaLibrary }> = async (
  app,
  { db, media },
) => {
  app.post(
    '/api/admin/videos/bulk',
    {
      onRequest: requireAdmin,
      schema: {
        description:
          'One action on many videos; each video answers ok, not-found or too-many-tags. A collection or category that does not exist is 404.',
        body: videoBulkRequestSchema,
        response: { 200: videoBulkResultSchema },
      },
    },
    async (request) => {
      const { done, found } = await applyBulkAction(db, media, request.body);
      return {
        results: request.body.ids.map((id) => ({
          id,
          status: done.has(id)
            ? ('ok' as const)
            : found?.has(id)
              ? ('too-many-tags' as const)
              : ('not-found' as const),
        })),
      };
    },
  );
};

export default bulkVideoRoutes;
