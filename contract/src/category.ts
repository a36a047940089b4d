import { z } from 'zod';

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
  thumbnailUrl: z.string().trim().max(2048).nullable(),
});

