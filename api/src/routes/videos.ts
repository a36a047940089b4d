import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chapterPastEnd,
  chaptersInputSchema,
  mediaIdOfSourceUrl,
  searchSuggestionsQuerySchema,
  searchSuggestionsSchema,
  shareDataSchema,
  videoCreateSchema,
  videoDetailSchema,
  videoListQuerySchema,
  videoPageSchema,
  videoSchema,
  videoSearchQuerySchema,
  videoUpdateSchema,
} from '@lumen/contract';
import {
  deleteVideo,
  descriptionText,
  findMediaAsset,
  findVideoMedia,
  linkMediaAsset,
  unlinkVideoMedia,
  findCategoryName,
  findEmbedSettings,
  insertVideo,
  InvalidCursorError,
  listFeaturedVideos,
  listVideos,
  pageVideos,
  prepareVideo,
  prepareVideoUpdate,
  searchVideos,
  setVideoChapters,
  updateVideo,
  type Database,
  type VideoWrite,
} from '@lumen/db';
import type { Video } from '@lumen/contract';
import { requireAdmin } from '../plugins/auth.ts';
import { errorResponses } from '../plugins/error-responses.ts';
import { badRequest, HttpError, notFound } from '../plugins/errors.ts';
import { requestOrigin } from '../plugins/security.ts';
import { suggestSearches } from '../services/search-suggestions.ts';
import type { KnownVideos } from '../services/known-videos.ts';
import { idParams, noContent } from './params.ts';
import { createRequireVideo, videoAudience } from './require-video.ts';
import { deleteWithMedia, type MediaLibrary } from '../services/media-library.ts';

interface Options {
  db: Database;
  publicOrigin: string | undefined;
  /** The ingest's set of videos (with the event pipeline): told of this process's changes. */
  knownVideos?: Pick<KnownVideos, 'added' | 'removed'>;
  /** Uploaded videos (with a job queue): deleted with their video. */
  media?: MediaLibrary;
}

const videoList = z.array(videoSchema);
/** A page's size when the caller sends a cursor without a limit. */
const DEFAULT_PAGE_SIZE = 24;

const videoRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, publicOrigin, knownVideos, media },
) => {
  const requireVideo = createRequireVideo(db);
  const withMedia = async (video: Video): Promise<Video> => ({
    ...video,
    media: await findVideoMedia(db, video.id),
  });

  /**
   * A Source URL naming an upload (`/api/media/<id>/original.<ext>`) must name one that exists
   * and is no other video's: the write then becomes an upload's, with the upload's duration
   * when the form gives none.
   */
  async function uploadOf(sourceUrl: string | undefined, videoId: number | null) {
    const mediaId = sourceUrl === undefined ? null : mediaIdOfSourceUrl(sourceUrl);
    if (!mediaId) return null;
    const asset = await findMediaAsset(db, mediaId);
    if (!asset || asset.sourceUrl !== sourceUrl) throw badRequest('No upload has that Source URL');
    if (asset.videoId !== null && asset.videoId !== videoId)
      throw new HttpError(409, 'That upload is already another video’s source');
    return asset;
  }
  const uploadFields = (
    upload: Awaited<ReturnType<typeof uploadOf>>,
    duration: number | undefined,
  ): Partial<VideoWrite> =>
    upload
      ? { sourceType: 'upload', ...(duration ? {} : { duration: Math.round(upload.duration) }) }
      : {};

  app.get(
    '/api/videos',
    {
      schema: {
        description:
          'Without limit or cursor: every matching video. With either: one page, { items, nextCursor, total }.',
        querystring: videoListQuerySchema,
        response: { 200: z.union([videoList, videoPageSchema]), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { limit, cursor, category, ...filters } = request.query;
      if (filters.visibility !== undefined) {
        // Another visibility than the listed videos is the admin's view of the catalogue.
        if (!request.user) throw new HttpError(401, 'Authentication required');
        if (request.user.role !== 'admin') throw new HttpError(403, 'Admin access required');
      }
      const categoryName =
        category === undefined ? undefined : await findCategoryName(db, category);
      if (categoryName === null) throw badRequest('No category has that slug');
      const listFilters = { ...filters, categoryName };
      if (limit === undefined && cursor === undefined) return listVideos(db, listFilters);
      try {
        return await pageVideos(db, listFilters, { limit: limit ?? DEFAULT_PAGE_SIZE, cursor });
      } catch (error) {
        if (error instanceof InvalidCursorError) throw badRequest(error.message);
        throw error;
      }
    },
  );

  app.get('/api/videos/featured', { schema: { response: { 200: videoList } } }, () =>
    listFeaturedVideos(db),
  );

  app.get(
    '/api/videos/search',
    { schema: { querystring: videoSearchQuerySchema, response: { 200: videoList } } },
    (request) => searchVideos(db, request.query),
  );

  app.get(
    '/api/videos/suggestions',
    {
      schema: {
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsSchema },
      },
    },
    async (request) => {
      const { q, ...filters } = request.query;
      return { suggestions: await suggestSearches(db, q, filters) };
    },
  );

  app.get(
    '/api/videos/:id',
    {
      schema: {
        description: "An admin's answer adds the video's embedSettings.",
        params: idParams,
        response: { 200: videoDetailSchema },
      },
    },
    async (request) => {
      const video = await withMedia(await requireVideo(request.params.id, request.user));
      if (videoAudience(request.user) !== 'admin') return video;
      const embedSettings = await findEmbedSettings(db, video.id);
      return embedSettings ? { ...video, embedSettings } : video;
    },
  );

  app.post(
    '/api/videos',
    {
      onRequest: requireAdmin,
      schema: {
        body: videoCreateSchema,
        response: { 201: videoSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const upload = await uploadOf(request.body.sourceUrl, null);
      const video = await insertVideo(db, {
        ...prepareVideo(request.body),
        ...uploadFields(upload, request.body.duration),
      });
      if (upload && !(await linkMediaAsset(db, upload.id, video.id))) {
        await deleteVideo(db, video.id);
        throw new HttpError(409, 'That upload is already another video’s source');
      }
      knownVideos?.added(video.id);
      return reply.code(201).send(await withMedia(video));
    },
  );

  app.put(
    '/api/videos/:id',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        body: videoUpdateSchema,
        response: { 200: videoSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const existing = await requireVideo(request.params.id, request.user);
      const upload = await uploadOf(request.body.sourceUrl, existing.id);
      const sourceChanged =
        request.body.sourceUrl !== undefined && request.body.sourceUrl !== existing.sourceUrl;
      if (upload && !(await linkMediaAsset(db, upload.id, existing.id)))
        throw new HttpError(409, 'That upload is already another video’s source');
      // A video saved with another source keeps no upload (it stays, unlinked, for a later save).
      if (sourceChanged) await unlinkVideoMedia(db, existing.id, upload?.id ?? null);
      const updated = await updateVideo(db, existing.id, {
        ...prepareVideoUpdate(existing, request.body),
        ...(sourceChanged ? uploadFields(upload, request.body.duration) : {}),
      });
      if (!updated) throw notFound('Video');
      return withMedia(updated);
    },
  );

  app.put(
    '/api/videos/:id/chapters',
    {
      onRequest: requireAdmin,
      schema: {
        description:
          "Replaces the video's chapters: [{ startTime, title }], saved sorted by start time.",
        params: idParams,
        body: chaptersInputSchema,
        response: { 200: videoSchema },
      },
    },
    async (request) => {
      const video = await requireVideo(request.params.id, request.user);
      const late = chapterPastEnd(request.body, video.duration);
      if (late)
        throw badRequest(
          `Chapter "${late.title}" starts at or after the end of the video (${video.duration} s)`,
        );
      const updated = await setVideoChapters(db, video.id, request.body);
      if (!updated) throw notFound('Video');
      return updated;
    },
  );

  app.delete(
    '/api/videos/:id',
    { onRequest: requireAdmin, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await deleteWithMedia(db, media, [id], () => deleteVideo(db, id))))
        throw notFound('Video');
      knownVideos?.removed(request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/videos/:id/share-data',
    { schema: { params: idParams, response: { 200: shareDataSchema } } },
    async (request) => {
      const video = await requireVideo(request.params.id, request.user);
      const origin = requestOrigin(request, publicOrigin);
      const summary = descriptionText(video.description);
      return {
        title: video.title,
        text: summary ? `${video.title}: ${summary.slice(0, 200)}` : `Watch "${video.title}"`,
        url: `${origin}/watch/${video.id}`,
        youtubeShareUrl: video.youtubeShareUrl,
        embedUrl: `${origin}/embed/${video.id}`,
      };
    },
  );
};

export default videoRoutes;
