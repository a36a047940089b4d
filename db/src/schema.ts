// The content store: every content entity of both specs, in one place.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  primaryKey,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  CaptionCue,
  Chapter,
  ImportJobVideo,
  MediaRendition,
  SurveyQuestion,
} from '@lumen/contract';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role').notNull().default('viewer'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie token: a leaked table does not hand out live sessions.
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** The login throttle's counts (repositories/accounts.ts admitLoginAttempt). */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  /** Password checks admitted in the window and not followed by a correct password. */
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  iconName: text('icon_name'),
  thumbnailUrl: text('thumbnail_url'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    sourceUrl: text('source_url').notNull(),
    sourceType: text('source_type').notNull().default('upload'),
    thumbnailUrl: text('thumbnail_url'),
    duration: integer('duration').notNull().default(0),
    author: text('author'),
    publisher: text('publisher'),
    brand: text('brand'),
    language: text('language').notNull().default('en'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    videoType: text('video_type'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** draft, unlisted or public: who may list and watch it (repositories/video-visibility.ts). */
    visibility: text('visibility').notNull().default('public'),
    /** Until then a video is a draft to everyone but admins; null: published. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Views as the event store counts them, copied in periodically so lists can sort by them. */
    viewCount: integer('view_count').notNull().default(0),
    youtubeVideoId: text('youtube_video_id'),
    youtubeChannelTitle: text('youtube_channel_title'),
    youtubeShareUrl: text('youtube_share_url'),
    youtubeEmbedUrl: text('youtube_embed_url'),
    /** Hosts whose pages may frame the embed page (repositories/embed-settings.ts); empty: any. */
    embedAllowedHosts: text('embed_allowed_hosts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The embed page starts with captions showing (when the video has any); its URL may say otherwise. */
    embedCaptionsOn: boolean('embed_captions_on').notNull().default(false),
    /** Sorted by start time, checked by the contract's chaptersInputSchema. */
    chapters: jsonb('chapters').$type<Chapter[]>().notNull().default([]),
    // Kept by a trigger (migrations/0001_search_vector_trigger.sql) on every write.
    searchVector: tsvector('search_vector'),
    // Derived by the database (migrations/0012_search_at_scale.sql) so that the category rule
    // can use indexes: the tags trimmed, lower case and never blank, as an array and as one text
    // with each tag between unit separators (U+001F).
    tagKeys: text('tag_keys')
      .array()
      .generatedAlwaysAs(sql`videos_tag_keys(tags)`),
    tagText: text('tag_text').generatedAlwaysAs(sql`videos_tag_text(tags)`),
    createdAt: createdAt(),
  },
  (t) => [
    index('videos_search_idx').using('gin', t.searchVector),
    index('videos_tag_keys_idx').using('gin', t.tagKeys),
    // Made only where the pg_trgm extension is (the migration checks).
    index('videos_tag_text_trgm_idx').using('gin', t.tagText.op('gin_trgm_ops')),
    index('videos_created_idx').on(t.createdAt, t.id),
    index('videos_title_idx').on(sql`lower(${t.title})`, t.id),
    index('videos_duration_idx').on(t.duration, t.id),
    index('videos_view_count_idx').on(t.viewCount, t.id),
    index('videos_featured_idx').on(t.isFeatured),
    // Imports look a video up by its YouTube id or link before creating it (never twice).
    index('videos_youtube_id_idx').on(t.youtubeVideoId),
    index('videos_source_url_idx').on(t.sourceUrl),
    // Scheduled videos: the few that kept tallies count before they are listed.
    index('videos_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} IS NOT NULL`),
  ],
);

/**
 * How many videos there are of each visibility, type (lower case; '' for none) and featured
 * flag, kept by statement triggers on videos (migrations/0016_video_tallies.sql): a list's
 * total without search words, category or duration bounds reads these few rows instead of
 * counting every video (repositories/video-tallies.ts).
 */
export const videoTallies = pgTable(
  'video_tallies',
  {
    visibility: text('visibility').notNull(),
    videoType: text('video_type').notNull(),
    isFeatured: boolean('is_featured').notNull(),
    videos: integer('videos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.visibility, t.videoType, t.isFeatured] })],
);

/**
 * The same counts per category: the videos each category holds by the spec's rule (a tag inside
 * the category's name or the name inside a tag), kept by statement triggers on videos and
 * categories (migrations/0017_category_tallies.sql), so a category's first page needs no count of
 * its videos.
 */
export const categoryTallies = pgTable(
  'category_tallies',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    visibility: text('visibility').notNull(),
    videoType: text('video_type').notNull(),
    isFeatured: boolean('is_featured').notNull(),
    videos: integer('videos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.visibility, t.videoType, t.isFeatured] })],
);

/**
 * Every word of four or more letters in the videos' titles, tags and authors, lower case: the
 * words a misspelt search word is compared with (repositories/videos.ts). Kept by triggers on
 * videos (migrations/0012_search_at_scale.sql); a word whose videos are gone stays, harmless.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  // Made only where the pg_trgm extension is (the migration checks).
  index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
]);

/**
 * A video's caption tracks: sanitised cues (repositories/captions.ts), written out as WebVTT
 * when a player asks for the track.
 */
export const videoCaptions = pgTable(
  'video_captions',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** A canonical BCP 47 tag. */
    language: text('language').notNull(),
    label: text('label').notNull(),
    cues: jsonb('cues').$type<CaptionCue[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_captions_video_idx').on(t.videoId)],
);

export const playlists = pgTable('playlists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  thumbnailUrl: text('thumbnail_url'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const playlistVideos = pgTable(
  'playlist_videos',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.videoId] }),
    index('playlist_videos_video_idx').on(t.videoId),
  ],
);

export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    question: text('question').notNull(),
    questionType: text('question_type').notNull().default('multiple_choice'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    correctAnswer: text('correct_answer'),
    points: integer('points').notNull().default(1),
    isRequired: boolean('is_required').notNull().default(false),
    timecode: doublePrecision('timecode').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quizzes_video_idx').on(t.videoId)],
);

export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    questions: jsonb('questions').$type<SurveyQuestion[]>().notNull().default([]),
    isAnonymous: boolean('is_anonymous').notNull().default(true),
    isRequired: boolean('is_required').notNull().default(false),
    timecode: doublePrecision('timecode').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('surveys_video_idx').on(t.videoId)],
);

/** Polls: one question, 2–6 options; the votes live in the event store. */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    timecode: doublePrecision('timecode').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('polls_video_idx').on(t.videoId)],
);

export const interactiveElements = pgTable(
  'interactive_elements',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    elementType: text('element_type').notNull(),
    elementId: integer('element_id').notNull(),
    timecode: doublePrecision('timecode').notNull(),
    pauseVideo: boolean('pause_video').notNull().default(true),
  },
  (t) => [
    uniqueIndex('interactive_elements_element_idx').on(t.elementType, t.elementId),
    index('interactive_elements_video_idx').on(t.videoId),
  ],
);

export const quizResponses = pgTable(
  'quiz_responses',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<string | number | string[]>().notNull(),
    isCorrect: boolean('is_correct'),
    responseTime: integer('response_time'),
    sessionId: text('session_id'),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_responses_quiz_idx').on(t.quizId)],
);

export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    responses: jsonb('responses').$type<Record<string, string | number | string[]>>().notNull(),
    completionTime: integer('completion_time'),
    sessionId: text('session_id'),
    createdAt: createdAt(),
  },
  // Newest first per survey: a text question's answers page by page.
  (t) => [index('survey_responses_survey_time_idx').on(t.surveyId, t.createdAt, t.id)],
);

/**
 * Survey answers counted per UTC day: for each question, the responses that answered
 * it (value '': an option is never blank) and each value given (a choice, every chosen option,
 * yes or no, a rating; never a text answer). Kept by a trigger on survey_responses in the same
 * statement as the response (migration 0004), so the question analytics read a few rows per day
 * and value, not every response.
 */
export const surveyAnswerDays = pgTable(
  'survey_answer_days',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    questionId: text('question_id').notNull(),
    value: text('value').notNull(),
    answers: integer('answers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.day, t.questionId, t.value] })],
);

/**
 * Playlist import jobs (admin spec §3 "import job"): kept here, not only in the job queue, so
 * every api process lists them, a reload shows them, and a restart finds the interrupted ones.
 * The job's entries and their outcomes live in `videos`; the counts are derived from them.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    playlistUrl: text('playlist_url').notNull(),
    playlistId: text('playlist_id').notNull(),
    name: text('name'),
    category: text('category').notNull(),
    videoType: text('video_type').notNull(),
    status: text('status').notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage').notNull().default(''),
    currentVideo: text('current_video'),
    /** Why the job itself failed (status error). */
    error: text('error'),
    videos: jsonb('videos').$type<ImportJobVideo[]>().notNull().default([]),
    /** The job queue's id of the run that imports it (a retry is a new run). */
    queueJobId: text('queue_job_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_jobs_status_idx').on(t.status)],
);

/**
 * Uploaded video files (repositories/media-assets.ts): the original and what the transcode job
 * made of it, under DATA_DIR/media/<id>/. An upload belongs to no video until a video is saved
 * with its Source URL; its row goes with the video (the files are removed by whoever deletes).
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: text('id').primaryKey(),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    /** The original's file name in the asset's folder: original.<extension>. */
    originalFile: text('original_file').notNull(),
    originalName: text('original_name'),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    duration: doublePrecision('duration').notNull(),
    width: integer('width'),
    height: integer('height'),
    videoCodec: text('video_codec'),
    audioCodec: text('audio_codec'),
    status: text('status').notNull().default('processing'),
    step: text('step').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    /** Set by the cancel action; the running transcode stops at its next progress report. */
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    renditions: jsonb('renditions').$type<MediaRendition[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_assets_video_idx').on(t.videoId)],
);

/**
 * The site's own settings (repositories/site-settings.ts): one row, id 1, written by the first
 * save; until then the contract's defaults apply.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull(),
    logoUrl: text('logo_url'),
    defaultLanguage: text('default_language').notNull().default('en'),
    privacyMarkdown: text('privacy_markdown').notNull().default(''),
    privacyUpdatedAt: timestamp('privacy_updated_at', { withTimezone: true }),
    cookiesMarkdown: text('cookies_markdown').notNull().default(''),
    cookiesUpdatedAt: timestamp('cookies_updated_at', { withTimezone: true }),
    controllerName: text('controller_name').notNull().default(''),
    controllerEmail: text('controller_email').notNull().default(''),
    controllerAddress: text('controller_address').notNull().default(''),
    /** IANA zone whose days the analytics count (survey_answer_days' trigger reads it too). */
    analyticsTimeZone: text('analytics_time_zone').notNull().default('UTC'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 1`)],
);
