import { z } from 'zod';
import { SOURCE_TYPES } from './platform.ts';
import {
  LANGUAGES,
  MAX_PAGE_SIZE,
  MAX_TAGS,
  MAX_TAG_LENGTH,
  VIDEO_SORTS,
  VIDEO_VISIBILITIES,
} from './constants.ts';
import { nonEmpty } from './updates.ts';
import { link, youTubeId } from './links.ts';
import { embedSettingsSchema } from './embed-settings.ts';
import { chapterSchema } from './captions.ts';
import { videoMediaSchema } from './media.ts';

const trimmed = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => trimmed(max).nullish();

export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  sourceUrl: z.string(),
  sourceType: z.enum(SOURCE_TYPES),
  thumbnailUrl: z.string().nullable(),
  duration: z.number().int(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  brand: z.string().nullable(),
  language: z.enum(LANGUAGES),
  tags: z.array(z.string()),
  videoType: z.string().nullable(),
  isFeatured: z.boolean(),
  visibility: z.enum(VIDEO_VISIBILITIES),
  /** ISO time before which the video is a draft to everyone but admins; null: published. */
  publishAt: z.string().nullable(),
  createdAt: z.string(),
  youtubeVideoId: z.string().nullable(),
  youtubeChannelTitle: z.string().nullable(),
  youtubeShareUrl: z.string().nullable(),
  youtubeEmbedUrl: z.string().nullable(),
  /** Sorted by start time; empty when the video has none. */
  chapters: z.array(chapterSchema),
  /** The upload's media (HLS, poster, storyboard): on a single video's answers only; null without an upload. */
  media: videoMediaSchema.nullable().optional(),
});
export type Video = z.infer<typeof videoSchema>;

/** GET /api/videos/:id: the video, and for admins its embed settings (never shown publicly). */
export const videoDetailSchema = videoSchema.extend({
  embedSettings: embedSettingsSchema.optional(),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;
export type VideoVisibility = (typeof VIDEO_VISIBILITIES)[number];

const tagList = z
  .array(z.string().trim().min(1, 'Tags cannot be blank').max(MAX_TAG_LENGTH))
  .max(MAX_TAGS, `At most ${MAX_TAGS} tags`);

const videoFields = {
  title: trimmed(200).min(1, 'Title is required'),
  description: z.string().max(20_000).nullish(),
  sourceUrl: link('Source URL').min(1, 'Source URL is required'),
  sourceType: z.enum(SOURCE_TYPES).optional(),
  thumbnailUrl: link('Thumbnail URL').nullish(),
  duration: z.coerce
    .number()
    .int('Duration must be a whole number of seconds')
    .min(0)
    .max(864_000)
    .optional(),
  author: optionalText(200),
  publisher: optionalText(200),
  brand: optionalText(200),
  language: z.enum(LANGUAGES).optional(),
  tags: tagList.optional(),
  videoType: optionalText(50),
  isFeatured: z.boolean().optional(),
  visibility: z.enum(VIDEO_VISIBILITIES).optional(),
  publishAt: z.iso.datetime({ offset: true }).nullish(),
  youtubeVideoId: youTubeId.nullish(),
  youtubeChannelTitle: optionalText(200),
  youtubeShareUrl: link('YouTube share URL').nullish(),
  youtubeEmbedUrl: link('YouTube embed URL').nullish(),
};

export const videoCreateSchema = z.object(videoFields);
export type VideoCreate = z.infer<typeof videoCreateSchema>;

/** PUT /api/videos/:id takes any subset of the fields, e.g. just {isFeatured}. */
export const videoUpdateSchema = nonEmpty(z.object(videoFields).partial());
export type VideoUpdate = z.infer<typeof videoUpdateSchema>;

export const videoSearchQuerySchema = z.object({
  q: z.string().max(200).optional().default(''),
  videoType: z.string().trim().max(50).optional(),
  minDuration: z.coerce.number().int().min(0).optional(),
  maxDuration: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
});
export type VideoSearchQuery = z.infer<typeof videoSearchQuerySchema>;

/**
 * GET /api/videos/suggestions?q=&videoType=&minDuration=&maxDuration= — the header's
 * suggestions for the typed text and filters; each one finds at least one video.
 */
export const searchSuggestionsQuerySchema = videoSearchQuerySchema.omit({ limit: true });
export const searchSuggestionsSchema = z.object({ suggestions: z.array(z.string()) });
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** A bare 'true' or 'false' in a query string. */
const queryFlag = z.enum(['true', 'false']).transform((flag) => flag === 'true');

/**
 * GET /api/videos: with limit or cursor it answers one page ({ items, nextCursor, total }),
 * without them every matching video (the spec's plain array). Listing shows public videos only;
 * an admin may ask for another visibility ('all': every video).
 */
export const videoListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  /** Opaque: the nextCursor of the previous page, valid only with the same sort. */
  cursor: z.string().min(1).max(500).optional(),
  /** Default: relevance when q is given, else newest. */
  sort: z.enum(VIDEO_SORTS).optional(),
  /** Reverses the sort's own direction (newest and relevance descend, the others ascend). */
  order: z.enum(['asc', 'desc']).optional(),
  q: z.string().max(200).optional(),
  type: z.string().trim().max(50).optional(),
  /** Seconds, inclusive. */
  minDuration: z.coerce.number().int().min(0).optional(),
  maxDuration: z.coerce.number().int().min(0).optional(),
  /** A category's slug: its videos by the spec's tag rule. */
  category: z.string().trim().max(100).optional(),
  featured: queryFlag.optional(),
  visibility: z.enum([...VIDEO_VISIBILITIES, 'all']).optional(),
  /** `videoTypes`: the first page also names the matching videos' types (one more scan). */
  facets: z.literal('videoTypes').optional(),
});
export type VideoListQuery = z.infer<typeof videoListQuerySchema>;

export const videoPageSchema = z.object({
  items: z.array(videoSchema),
  /** null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many videos match, on the first page only (no cursor). */
  total: z.number().int().optional(),
  /**
   * With `facets=videoTypes`, on the first page only: the video types (lower case) of the videos
   * every filter but `type` matches, so a type filter can offer only types that exist.
   */
  videoTypes: z.array(z.string()).optional(),
});
export type VideoPage = z.infer<typeof videoPageSchema>;

export const shareDataSchema = z.object({
  title: z.string(),
  text: z.string(),
  url: z.string(),
  youtubeShareUrl: z.string().nullable(),
  embedUrl: z.string(),
});
export type ShareData = z.infer<typeof shareDataSchema>;

/** Most videos one bulk action takes. */
export const MAX_BULK_VIDEOS = 500;

/** The videos a bulk action applies to: distinct ids. */
const bulkIds = z
  .array(z.number().int().positive().max(2_147_483_647))
  .min(1)
  .max(MAX_BULK_VIDEOS)
  .refine((ids) => new Set(ids).size === ids.length, 'Each id at most once');

/** POST /api/admin/videos/bulk: one action applied to many videos. */
export const videoBulkRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('feature'), ids: bulkIds }),
  z.object({ action: z.literal('unfeature'), ids: bulkIds }),
  z.object({
    action: z.literal('set-visibility'),
    visibility: z.enum(VIDEO_VISIBILITIES),
    ids: bulkIds,
  }),
  z.object({
    action: z.literal('add-to-collection'),
    collectionId: z.number().int().positive().max(2_147_483_647),
    ids: bulkIds,
  }),
  /** Adds the category's name as a tag (the spec's rule then files the video under it). */
  z.object({
    action: z.literal('apply-category'),
    categoryId: z.number().int().positive().max(2_147_483_647),
    ids: bulkIds,
  }),
  z.object({ action: z.literal('delete'), ids: bulkIds }),
]);
export type VideoBulkRequest = z.infer<typeof videoBulkRequestSchema>;

export const videoBulkResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      /** not-found: no such video; too-many-tags: it has the most tags a video may have. */
      status: z.enum(['ok', 'not-found', 'too-many-tags']),
    }),
  ),
});
export type VideoBulkResult = z.infer<typeof videoBulkResultSchema>;
