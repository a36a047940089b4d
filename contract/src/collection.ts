import { z } from 'zod';
import { videoSchema } from './video.ts';
import { MAX_PAGE_SIZE } from './constants.ts';
import { nonEmpty } from './updates.ts';
import { link } from './links.ts';

export const collectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  thumbnailUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  videoCount: z.number().int(),
  updatedAt: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

export const collectionInputSchema = z.object({
  name: z.string().trim().min(1, 'Collection name is required').max(200),
  description: z.string().trim().max(2000).nullish(),
  thumbnailUrl: link('Thumbnail URL').nullish(),
  categoryId: z.number().int().nullish(),
  sortOrder: z
    .number({ error: 'Sort order must be a whole number' })
    .int('Sort order must be a whole number')
    .min(-1_000_000)
    .max(1_000_000)
    .optional(),
});
export type CollectionInput = z.infer<typeof collectionInputSchema>;

/** PUT changes only the fields it sends. */
export const collectionUpdateSchema = nonEmpty(collectionInputSchema.partial());
export type CollectionUpdate = z.infer<typeof collectionUpdateSchema>;

export const collectionEntrySchema = z.object({ video: videoSchema, sortOrder: z.number().int() });
export type CollectionEntry = z.infer<typeof collectionEntrySchema>;

/** GET /api/featured-collections/:id/videos: every entry, or one page with limit or cursor. */
export const collectionEntriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: z.string().min(1).max(500).optional(),
});

export const collectionEntryPageSchema = z.object({
  items: z.array(collectionEntrySchema),
  nextCursor: z.string().nullable(),
});
export type CollectionEntryPage = z.infer<typeof collectionEntryPageSchema>;

export const collectionEntryInputSchema = z.object({
  videoId: z.number().int(),
  sortOrder: z.number().int('Sort order must be a whole number').min(0).max(1_000_000).optional(),
});

/** PUT /api/featured-collections/:id/videos/order: the whole new order of video ids. */
export const collectionOrderSchema = z.object({
  videoIds: z.array(z.number().int()).max(10_000),
});
