// Analytics responses (admin spec §3 "Analytics data"); definitions in clickhouse/src/metrics.ts.
import { z } from 'zod';
import { MAX_VIEW_COUNT_IDS } from './constants.ts';
import { EVENT_TYPES, SURFACES } from './events.ts';
import { positiveId } from './ids.ts';

/** GET /api/videos/:id/analytics — rates are percentages 0…100, times in seconds. */
export const videoAnalyticsSchema = z.object({
  totalViews: z.number().int(),
  /** Playback sessions seen for the video (any view, progress or player event). */
  sessions: z.number().int(),
  avgWatchTime: z.number(),
  completionRate: z.number(),
  quizCompletionRate: z.number(),
  surveyCompletionRate: z.number(),
  /** Rounded mean of completion, quiz completion and survey completion rates. */
  engagementScore: z.number().int(),
});
export type VideoAnalytics = z.infer<typeof videoAnalyticsSchema>;

/**
 * GET /api/videos/views?ids=1,2,3 — the cards' view counts in one call: 1 to 100 distinct
 * positive ids, comma-separated (a repeated id counts once).
 */
export const viewCountsQuerySchema = z.object({
  // One comma-separated parameter (a string on the wire); a repeated one (an array) or none is refused.
  ids: z
    .string({ error: 'ids must be one comma-separated list of video ids' })
    .transform((value): unknown[] => value.split(','))
    .pipe(
      z
        .array(positiveId('Each id'))
        .min(1)
        .max(MAX_VIEW_COUNT_IDS, `At most ${MAX_VIEW_COUNT_IDS} ids`),
    )
    .transform((ids) => [...new Set(ids)]),
});
/** Every asked id is a key; a video nobody watched (or no such video) counts 0. */
export const viewCountsSchema = z.object({
  views: z.record(z.string(), z.number().int().nonnegative()),
});
export type ViewCounts = z.infer<typeof viewCountsSchema>;

export const ANALYTICS_DAY_WINDOWS = [7, 30, 90] as const;
export const analyticsDaysQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine(
      (d) => (ANALYTICS_DAY_WINDOWS as readonly number[]).includes(d),
      'days must be 7, 30 or 90',
    )
    .default(7),
});

/** GET /api/videos/:id/analytics/daily?days=7|30|90 — one point per UTC day, oldest first, gaps filled with 0. */
export const dailyAnalyticsSchema = z.object({
  days: z.number().int(),
  points: z.array(z.object({ day: z.string(), views: z.number().int(), watchTime: z.number() })),
});
export type DailyAnalytics = z.infer<typeof dailyAnalyticsSchema>;

export const retentionQuerySchema = z.object({
  buckets: z.coerce
    .number()
    .int()
    .min(1, 'buckets must be at least 1')
    .max(1000, 'buckets must be at most 1000')
    .default(100),
});

/** GET /api/videos/:id/analytics/retention — share of sessions (percent) still watching in each time bucket. */
export const retentionSchema = z.object({
  duration: z.number(),
  sessions: z.number().int(),
  buckets: z.array(z.object({ start: z.number(), end: z.number(), share: z.number() })),
});
export type Retention = z.infer<typeof retentionSchema>;

/** GET /api/videos/:id/analytics/quizzes — answers per quiz from quiz_completed events. */
export const quizAnalyticsSchema = z.array(
  z.object({
    quizId: z.string(),
    responses: z.number().int(),
    correct: z.number().int(),
    incorrect: z.number().int(),
    answers: z.array(z.object({ answer: z.string(), count: z.number().int() })),
  }),
);
export type QuizAnalytics = z.infer<typeof quizAnalyticsSchema>;

export const interactionEventsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be at least 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200, 'pageSize must be at most 200').default(50),
});

export const interactionEventSchema = z.object({
  eventId: z.string(),
  eventType: z.enum(EVENT_TYPES),
  videoId: z.number().int(),
  sessionId: z.string(),
  elementId: z.string().nullable(),
  timecode: z.number().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  timestamp: z.string(),
  receivedAt: z.string(),
  userAgentFamily: z.string(),
  referrerHost: z.string(),
  surface: z.enum(SURFACES),
});
export type InteractionEvent = z.infer<typeof interactionEventSchema>;

/** GET /api/videos/:id/interaction-events — newest first. */
export const interactionEventPageSchema = z.object({
  events: z.array(interactionEventSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type InteractionEventPage = z.infer<typeof interactionEventPageSchema>;
