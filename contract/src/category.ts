import { z } from 'zod';
import { link } from './links.ts';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  iconName: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** PUT /api/categories/:id: the thumbnail manager sets or clears ('' or null) the thumbnail. */
export const categoryUpdateSchema = z.object({
  thumbnailUrl: link('Thumbnail URL').nullable(),
});
