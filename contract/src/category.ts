import { z } from 'zod';

export const ICON_NAMES = [
  'Globe', 'Heart', 'TrendingUp', 'Cpu', 'Zap', 'Activity', 'Music',
  'Briefcase', 'Baby', 'Target', 'Film', 'GraduationCap', 'Laugh',
] as const;

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

/** Public §9: category name → the video type its chip filters by. */
export const CATEGORY_TYPE_MAP: Record<string, string> = {
  'Lectures & Talks': 'lecture',
  Interviews: 'interview',
  Documentaries: 'documentary',
  Tutorials: 'tutorial',
  Entertainment: 'entertainment',
  'News & Updates': 'news',
  'Business & Finance': 'business',
  'Health & Wellness': 'health',
  Technology: 'tech',
  'Science & Research': 'science',
};
