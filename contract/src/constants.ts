// The shared constants of both specs and the small rules on them, with no zod: the SPA imports
// values from here (`@lumen/contract/constants`) so that visitors never download the schemas.

export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** How the admin's video form and the watch page name each language. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
};

/** The languages the viewer side speaks; the first is the default and the fallback. */
export const UI_LANGUAGES = ['en', 'es'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Imported videos' publisher and brand (admin §9: the product's own name). */
export const PRODUCT_NAME = 'Lumen';

/** Admin §3: the standard video type options (custom types are allowed too). */
export const VIDEO_TYPE_OPTIONS = [
  'podcast',
  'tutorial',
  'documentary',
  'lecture',
  'interview',
  'music',
  'advice',
  'spiritual',
  'conspiracy',
  'featured',
  'spotlight',
  'movie',
] as const;

/** Admin §3: tags that mark where a video came from; kept among the saved tags. */
export const PLATFORM_TAGS = ['imported', 'youtube', 'twitch', 'facebook', 'x'] as const;

/** Admin §9: the category names of the playlist import (its category select and keyword rules). */
export const IMPORT_CATEGORY_NAMES = [
  'Religion & Spirituality',
  'Global Politics & Economics',
  'Health & Fitness',
  'Technology',
  'Personal & Business Development',
  'Culture',
  'Music',
  'Learning Zone',
] as const;

export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 50;

/** Public §9: the video type filter of the header and the library. */
export const VIDEO_TYPE_FILTERS = [
  'podcast',
  'tutorial',
  'documentary',
  'lecture',
  'interview',
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
export const SURVEY_QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'text',
  'rating',
  'yes_no',
] as const;
export const ELEMENT_TYPES = ['quiz', 'survey', 'poll'] as const;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Single and multiple choice questions (of a quiz or a survey) are the ones with options. */
export function isChoiceQuestion(type: string | undefined): boolean {
  return type === 'single_choice' || type === 'multiple_choice';
}

// Tracking (DESIGN §4): the bounds the ingest enforces (events.ts), which the tracking client
// keeps to so that a well-meant event is never refused.

/** Most events one `POST /api/track/batch` may carry. */
export const MAX_BATCH_EVENTS = 500;
/** Largest `metadata` object, measured as its JSON text. */
export const MAX_METADATA_BYTES = 2048;
export const MAX_METADATA_KEYS = 32;
/** Longest accepted timecode or duration: ten days of video, in seconds. */
export const MAX_MEDIA_SECONDS = 864_000;

/**
 * Public spec §9: the player reports progress on every 5th whole second of playback, and the
 * analytics count watched time in intervals of this length.
 */
export const PROGRESS_INTERVAL_SECONDS = 5;

/** The speeds the player offers (1 is normal); playback summaries accept no other. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** Most (rendition, speed, captions) entries one playback summary carries. */
export const MAX_SUMMARY_ENTRIES = 8;
/** Most playing time one playback summary covers, in ms (the player sends one a minute). */
export const MAX_SUMMARY_MS = 600_000;
/** The tallest rendition the analytics accept, in pixels (8K); 0 stands for not known. */
export const MAX_RENDITION_HEIGHT = 4320;
/** A caption track's BCP 47 language tag as a playback summary names it ('' for captions off). */
export const CAPTIONS_LANGUAGE_PATTERN = /^(?:[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,7})?$/;
export const MAX_CAPTIONS_LANGUAGE_LENGTH = 35;
/** The longest stall a player reports, in ms (a longer one is reported as this long). */
export const MAX_STALL_MS = 3_600_000;

/** Where a view came from: the `source` of `POST /api/videos/:id/track-view` (no other value is accepted). */
export const VIEW_SOURCES = ['watch', 'embed', 'modal', 'related', 'unknown'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

/** A poll is one question with 2 to 6 options. */
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 6;

/** Most video ids one `GET /api/videos/views?ids=` may ask for (the cards of one page). */
export const MAX_VIEW_COUNT_IDS = 100;
/** How long a batched view count may be reused, by the server's cache and by browsers. */
export const VIEW_COUNTS_MAX_AGE_SECONDS = 5;

/** Public spec §9: the header offers up to 6 suggestions, from 2 typed characters on. */
export const MAX_SEARCH_SUGGESTIONS = 6;
export const SEARCH_SUGGESTION_MIN_CHARS = 2;

/** Who sees a video: admins only, anyone with its link (never listed), everyone. */
export const VIDEO_VISIBILITIES = ['draft', 'unlisted', 'public'] as const;
/** The orders of a page of videos (GET /api/videos?sort=); relevance is the search's rank. */
export const VIDEO_SORTS = ['newest', 'oldest', 'title', 'duration', 'views', 'relevance'] as const;
/** Most videos one page of a paged read answers. */
export const MAX_PAGE_SIZE = 100;
/** Videos a page of the site's lists (home, library, category, search) loads at a time. */
export const VIDEO_PAGE_SIZE = 24;
