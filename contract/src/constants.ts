// The shared constants of both specs, with no zod: the SPA imports values from here
// (`@lumen/contract/constants`) so that visitors never download the schemas.

export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;

/** Admin §3: the standard video type options (custom types are allowed too). */
export const VIDEO_TYPE_OPTIONS = [
  'podcast', 'tutorial', 'documentary', 'lecture', 'interview', 'music',
  'advice', 'spiritual', 'conspiracy', 'featured', 'spotlight', 'movie',
] as const;

/** Admin §3: tags that mark where a video came from; kept among the saved tags. */
export const PLATFORM_TAGS = ['imported', 'youtube', 'twitch', 'facebook', 'x'] as const;

export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 50;

/** Public §9: the video type filter of the header and the library. */
export const VIDEO_TYPE_FILTERS = ['podcast', 'tutorial', 'documentary', 'lecture', 'interview'] as const;

export const ICON_NAMES = [
  'Globe', 'Heart', 'TrendingUp', 'Cpu', 'Zap', 'Activity', 'Music',
  'Briefcase', 'Baby', 'Target', 'Film', 'GraduationCap', 'Laugh',
] as const;

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

export const QUIZ_TYPES = ['multiple_choice', 'single_choice', 'text', 'rating'] as const;
export const SURVEY_QUESTION_TYPES = ['single_choice', 'multiple_choice', 'text', 'rating', 'yes_no'] as const;
export const ELEMENT_TYPES = ['quiz', 'survey', 'poll'] as const;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
