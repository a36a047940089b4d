// Featured collections (the spec's playlists) and their ordered video entries.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionEntriesQuerySchema,
  collectionEntryInputSchema,
  collectionEntryPageSchema,
  collectionEntrySchema,
  collectionInputSchema,
  collectionOrderSchema,
  collectionSchema,
  collectionUpdateSchema,
} from '@lumen/contract';
import {
  addCollectionEntry,
  deleteCollection,
  findCollection,
  findVideo,
  insertCollection,
  InvalidCursorError,
  listCollectionEntries,
  pageCollectionEntries,
  listCollections,
  removeCollectionEntry,
  reorderCollectionEntries,
  updateCollection,
  type Database,
} from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { HttpError, badRequest, notFound } from '../plugins/errors.ts';
import { errorResponses } from '../plugins/error-responses.ts';
import { id, idParams, messageSchema, noContent } from './params.ts';
import { videoAudience } from './require-video.ts';

const collectionList = z.array(collectionSchema);
/** A page's size when the caller sends a cursor without a limit. */
const COLLECTION_PAGE_SIZE = 24;

const collectionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  async function requireCollection(collectionId: number) {
    const collection = await findCollection(db, collectionId);
    if (!collection) throw notFound('Collection');
    return collection;
  }

  // /api/playlists is the public spec's name for the same list.
  for (const path of ['/api/featured-collections', '/api/playlists']) {
    app.get(path, { schema: { response: { 200: collectionList } } }, () => listCollections(db));
  }

  app.get(
    '/api/featured-collections/:id',
    { schema: { params: idParams, response: { 200: collectionSchema } } },
    (request) => requireCollection(request.params.id),
  );

  app.post(
    '/api/featured-collections',
    {
      onRequest: requireAdmin,
      schema: { body: collectionInputSchema, response: { 201: collectionSchema } },
    },
    async (request, reply) => reply.code(201).send(await insertCollection(db, request.body)),
  );

  app.put(
    '/api/featured-collections/:id',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        body: collectionUpdateSchema,
        response: { 200: collectionSchema },
      },
    },
    async (request) => {
      const updated = await updateCollection(db, request.params.id, request.body);
      if (!updated) throw notFound('Collection');
      return updated;
    },
  );

  app.delete(
    '/api/featured-collections/:id',
    { onRequest: requireAdmin, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      if (!(await deleteCollection(db, request.params.id))) throw notFound('Collection');
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/featured-collections/:id/videos',
    {
      schema: {
        description: 'Without limit or cursor: every entry. With either: one page.',
        params: idParams,
        querystring: collectionEntriesQuerySchema,
        response: { 200: z.union([z.array(collectionEntrySchema), collectionEntryPageSchema]) },
      },
    },
    async (request) => {
      await requireCollection(request.params.id);
      const audience = videoAudience(request.user);
      const { limit, cursor } = request.query;
      if (limit === undefined && cursor === undefined)
        return listCollectionEntries(db, request.params.id, audience);
      try {
        return await pageCollectionEntries(db, request.params.id, audience, {
          limit: limit ?? COLLECTION_PAGE_SIZE,
          cursor,
        });
      } catch (error) {
        if (error instanceof InvalidCursorError) throw badRequest(error.message);
        throw error;
      }
    },
  );

  app.post(
    '/api/featured-collections/:id/videos',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        body: collectionEntryInputSchema,
        response: { 201: messageSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await requireCollection(request.params.id);
      if (!(await findVideo(db, request.body.videoId))) throw notFound('Video');
      const outcome = await addCollectionEntry(
        db,
        request.params.id,
        request.body.videoId,
        request.body.sortOrder,
      );
      if (outcome === 'already-in-collection')
        throw new HttpError(409, 'Video is already in this collection');
      return reply.code(201).send({ message: 'Video added to collection' });
    },
  );

  app.delete(
    '/api/featured-collections/:id/videos/:videoId',
    {
      onRequest: requireAdmin,
      schema: { params: z.object({ id, videoId: id }), response: { 204: noContent } },
    },
    async (request, reply) => {
      await requireCollection(request.params.id);
      if (!(await removeCollectionEntry(db, request.params.id, request.params.videoId)))
        throw notFound('Video in collection');
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/featured-collections/:id/videos/order',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        body: collectionOrderSchema,
        response: { 200: z.array(collectionEntrySchema) },
      },
    },
    async (request) => {
      await requireCollection(request.params.id);
      const outcome = await reorderCollectionEntries(db, request.params.id, request.body.videoIds);
      if (outcome === 'mismatch')
        throw badRequest("videoIds must list each of the collection's videos exactly once");
      return listCollectionEntries(db, request.params.id, 'admin');
    },
  );
};

export default collectionRoutes;
