// The admin Analytics tab's answers: every figure over a period of whole days of the site's
// analytics time zone (Settings), admin-only, and the day arithmetic every part of the product
// uses for those periods. Definitions in clickhouse/src/metrics.ts; the spec's own summary stays
// `GET /api/videos/:id/analytics` (analytics.ts).
import { z } from 'zod';
import { ELEMENT_TYPES } from './constants.ts';
import { SURFACES } from './events.ts';

/** The longest period one question may cover. */
export const MAX_ANALYTICS_PERIOD_DAYS = 366;
/** The presets of the period selector (a custom range is any from/to). */
export const ANALYTICS_PERIOD_PRESETS = [7, 30, 90] as const;
/** The period without from/to: this many days, today included. */
export const DEFAULT_ANALYTICS_PERIOD_DAYS = 30;
/** Live viewers: playback sessions with an event in the last this many minutes. */
export const LIVE_WINDOW_MINUTES = 5;
/** The analytics time zone of a site that never chose one. */
export const DEFAULT_ANALYTICS_TIME_ZONE = 'UTC';

const DAY_MS = 86_400_000;
/** A day (YYYY-MM-DD) as ClickHouse numbers a Date: days since 1970-01-01. */
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);

/**
 * An IANA time zone name as Intl knows it, spelled as the tz database spells it ('UTC',
 * 'Europe/Berlin', 'Etc/GMT-2'); ClickHouse and Postgres look names up case-sensitively or not,
 * so 'europe/berlin' is refused rather than stored.
 */
export function isTimeZone(zone: string): boolean {
  if (zone !== 'UTC' && !/^[A-Z][A-Za-z]*(?:\/[A-Z0-9][A-Za-z0-9_+-]*)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day (YYYY-MM-DD) a moment falls on in `timeZone`. */
export function dayIn(timeZone: string, moment: number | Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}`;
}

/** The day `days` after `day` (before, when negative): calendar days, whatever the zone. */
export const addDays = (day: string, days: number) => dayOfNumber(dayNumber(day) + days);

/** Weekday of a day, 0 = Monday … 6 = Sunday. */
export const weekdayOf = (day: string) => (dayNumber(day) + 3) % 7;

/** Days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from)) + 1;
}

const isoDay = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
    // Date.parse rolls 2026-02-30 over into March: a real date reads back as itself.
    .refine((day) => {
      const ms = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day);
    }, `${name} must be a real date`);

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` (days of the analytics time zone, both included). Without
 * them: the last DEFAULT_ANALYTICS_PERIOD_DAYS days, today included. `to` may not be before `from`; at most MAX_ANALYTICS_PERIOD_DAYS days.
 */
export const analyticsPeriodQuerySchema = z
  .object({ from: isoDay('from').optional(), to: isoDay('to').optional() })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: 'from and to go together',
  })
  .refine((q) => !q.from || !q.to || periodDays(q.from, q.to) >= 1, {
    message: 'to cannot be before from',
  })
  .refine((q) => !q.from || !q.to || periodDays(q.from, q.to) <= MAX_ANALYTICS_PERIOD_DAYS, {
    message: `a period covers at most ${MAX_ANALYTICS_PERIOD_DAYS} days`,
  });
export type AnalyticsPeriodQuery = z.infer<typeof analyticsPeriodQuerySchema>;

export const SERIES_BUCKETS = ['day', 'week'] as const;
export const periodSeriesQuerySchema = z.intersection(
  analyticsPeriodQuerySchema,
  z.object({
    bucket: z.enum(SERIES_BUCKETS, { error: 'bucket must be day or week' }).default('day'),
  }),
);

const period = z.object({ from: z.string(), to: z.string(), days: z.number().int() });
export type AnalyticsPeriod = z.infer<typeof period>;

/** The period a question covers: the asked days, or the default days up to today in the zone. */
export function resolvePeriod(
  query: AnalyticsPeriodQuery,
  timeZone: string,
  now: number | Date = Date.now(),
): AnalyticsPeriod {
  if (query.from && query.to)
    return { from: query.from, to: query.to, days: periodDays(query.from, query.to) };
  return lastDays(DEFAULT_ANALYTICS_PERIOD_DAYS, timeZone, now);
}

/** The last `days` days of the zone, today included. */
export function lastDays(days: number, timeZone: string, now: number | Date = Date.now()) {
  const to = dayIn(timeZone, now);
  return { from: addDays(to, -(days - 1)), to, days };
}

/** The period of the same length just before `current` (for the trend texts). */
export function previousPeriod(current: AnalyticsPeriod): AnalyticsPeriod {
  return {
    from: addDays(current.from, -current.days),
    to: addDays(current.from, -1),
    days: current.days,
  };
}

/** The figures of one video (or of all videos) over one period; rates are percentages 0…100. */
export const periodFiguresSchema = z.object({
  views: z.number().int(),
  /** Playback sessions with any view, progress or player event in the period ("Reach"). */
  sessions: z.number().int(),
  /** Watched seconds of all sessions (metrics.ts) in the period. */
  watchTime: z.number(),
  avgWatchTime: z.number(),
  /** Average share of the video a session watched ("Retention" in the Performance Summary). */
  avgPercentWatched: z.number(),
  completionRate: z.number(),
  quizCompletionRate: z.number(),
  surveyCompletionRate: z.number(),
  engagementScore: z.number().int(),
  /** % of answered quiz responses that were correct; null when no quiz answer was judged. */
  quizScore: z.number().nullable(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

/**
 * GET /api/videos/:id/analytics/period?from&to&bucket — the tab's cards, bars and chart: the
 * period's figures, the previous period of the same length (for the trend texts), views and watch
 * time per bucket (oldest first, gaps filled with 0), and the busiest two-hour slot of the week.
 */
export const videoPeriodAnalyticsSchema = z.object({
  period,
  previousPeriod: period,
  current: periodFiguresSchema,
  previous: periodFiguresSchema,
  bucket: z.enum(SERIES_BUCKETS),
  series: z.array(
    z.object({
      /** First day of the bucket (YYYY-MM-DD). */
      start: z.string(),
      views: z.number().int(),
      watchTime: z.number(),
      sessions: z.number().int(),
    }),
  ),
  /**
   * In the analytics time zone; weekday 0 = Monday; startHour even (0, 2, … 22). Null when the
   * period has no views.
   */
  busiestSlot: z
    .object({
      weekday: z.number().int().min(0).max(6),
      startHour: z.number().int().min(0).max(22),
      views: z.number().int(),
    })
    .nullable(),
});
export type VideoPeriodAnalytics = z.infer<typeof videoPeriodAnalyticsSchema>;

export const retentionPeriodQuerySchema = z.intersection(
  analyticsPeriodQuerySchema,
  z.object({
    buckets: z.coerce
      .number()
      .int()
      .min(1, 'buckets must be at least 1')
      .max(1000, 'buckets must be at most 1000')
      .default(100),
  }),
);

/** One quiz, survey or poll on the retention curve. */
export const retentionMarkerSchema = z.object({
  elementType: z.enum(ELEMENT_TYPES),
  /** The quiz's, survey's or poll's own id (the id its events carry). */
  elementId: z.number().int(),
  title: z.string(),
  timecode: z.number(),
  /** Retention (percent of sessions) in the interval just before and just after the timecode. */
  retentionBefore: z.number(),
  retentionAfter: z.number(),
  /** retentionBefore − retentionAfter, in percentage points. */
  dropOff: z.number(),
  shown: z.number().int(),
  answered: z.number().int(),
  /** Quizzes only: % of judged answers that were correct; null otherwise or with none judged. */
  correctRate: z.number().nullable(),
});
export type RetentionMarker = z.infer<typeof retentionMarkerSchema>;

/**
 * GET /api/videos/:id/analytics/period-retention?from&to&buckets — the retention curve of the
 * period (share of playback sessions whose watched intervals contain each bucket) with rewatch
 * intensity (extra plays per session watching the bucket: 0.5 = half of them watched it twice)
 * and the interactive timeline's markers.
 */
export const periodRetentionSchema = z.object({
  period,
  duration: z.number(),
  sessions: z.number().int(),
  buckets: z.array(
    z.object({ start: z.number(), end: z.number(), share: z.number(), rewatch: z.number() }),
  ),
  markers: z.array(retentionMarkerSchema),
});
export type PeriodRetention = z.infer<typeof periodRetentionSchema>;

/** GET /api/videos/:id/analytics/questions?from&to — per quiz and per survey. */
export const quizBreakdownSchema = z.object({
  quizId: z.number().int(),
  title: z.string(),
  question: z.string(),
  questionType: z.string(),
  timecode: z.number(),
  correctAnswer: z.string().nullable(),
  shown: z.number().int(),
  answered: z.number().int(),
  skipped: z.number().int(),
  /** % of judged answers that were correct; null when the quiz judges none. */
  correctRate: z.number().nullable(),
  /** Of the sessions that answered: % whose first answer was correct; null as above. */
  firstAttemptCorrectRate: z.number().nullable(),
  /** Median seconds from shown to answered; null without timed answers. */
  medianSecondsToAnswer: z.number().nullable(),
  /** Every answer given, most chosen first; `correct` null when not judged. */
  answers: z.array(
    z.object({ answer: z.string(), count: z.number().int(), correct: z.boolean().nullable() }),
  ),
});
export type QuizBreakdown = z.infer<typeof quizBreakdownSchema>;

export const surveyQuestionBreakdownSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  type: z.string(),
  answered: z.number().int(),
  /** Choices (and yes/no): count per option, in the question's order. */
  options: z.array(z.object({ option: z.string(), count: z.number().int() })),
  /** Rating questions: the mean and the count per value; null for other types. */
  rating: z
    .object({
      mean: z.number().nullable(),
      distribution: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
    })
    .nullable(),
  /** Text questions: how many text answers there are (read them through survey-text-answers). */
  textAnswers: z.number().int(),
});
export const surveyBreakdownSchema = z.object({
  surveyId: z.number().int(),
  title: z.string(),
  timecode: z.number(),
  isAnonymous: z.boolean(),
  shown: z.number().int(),
  responses: z.number().int(),
  skipped: z.number().int(),
  questions: z.array(surveyQuestionBreakdownSchema),
});
export type SurveyBreakdown = z.infer<typeof surveyBreakdownSchema>;

export const questionAnalyticsSchema = z.object({
  period,
  quizzes: z.array(quizBreakdownSchema),
  surveys: z.array(surveyBreakdownSchema),
});
export type QuestionAnalytics = z.infer<typeof questionAnalyticsSchema>;

/**
 * GET /api/surveys/:id/analytics/text-answers?question&page&pageSize&from&to — a text question's
 * answers, newest first. Never who gave them: an anonymous survey stays anonymous, and the others
 * are read here only as text.
 */
export const surveyTextAnswersQuerySchema = z.intersection(
  analyticsPeriodQuerySchema,
  z.object({
    question: z.string().min(1, 'question is required').max(64),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
);
export const surveyTextAnswersSchema = z.object({
  answers: z.array(z.object({ text: z.string(), at: z.string() })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type SurveyTextAnswers = z.infer<typeof surveyTextAnswersSchema>;

/** Seconds of playing time, and their share (%) of all playing time. */
const timeShare = z.object({ seconds: z.number(), share: z.number() });

const audienceRow = z.object({
  /** Host name, browser or device family; '' stands for "direct / unknown". */
  name: z.string(),
  views: z.number().int(),
  sessions: z.number().int(),
});
/**
 * GET /api/videos/:id/analytics/audience?from&to — where viewers watched (site or an embed, and
 * which sites embed the video), where they came from, with what, and how playback went.
 */
export const audienceAnalyticsSchema = z.object({
  period,
  surfaces: z.array(
    z.object({ surface: z.enum(SURFACES), views: z.number().int(), sessions: z.number().int() }),
  ),
  /** Hosts of the pages that framed /embed/{id}, most views first. */
  embedHosts: z.array(
    audienceRow.extend({
      watchTime: z.number(),
      completionRate: z.number(),
      quizScore: z.number().nullable(),
    }),
  ),
  /** Hosts of the pages that sent viewers to the site. */
  referrerHosts: z.array(audienceRow),
  browsers: z.array(audienceRow),
  /** desktop, mobile, tablet, … as the user-agent parser names them. */
  devices: z.array(audienceRow),
  /**
   * Crawlers, headless browsers and HTTP libraries: their views and sessions, counted in no
   * other figure, so the admin sees what was left out.
   */
  bots: z.object({ views: z.number().int(), sessions: z.number().int() }),
  quality: z.object({
    /** Sessions that reported a startup time. */
    sessionsMeasured: z.number().int(),
    startupP50Ms: z.number().nullable(),
    startupP95Ms: z.number().nullable(),
    stallsPerSession: z.number(),
    /** Sessions with at least one playback error, and their share of all playback sessions. */
    sessionsWithError: z.number().int(),
    errorRate: z.number(),
    /** Seconds spent playing (the player's playback summaries) and stalled (its stalls). */
    playingSeconds: z.number(),
    stalledSeconds: z.number(),
    /** Rebuffer ratio: stalled ÷ (stalled + playing), in % with two decimals; null without either. */
    rebufferPercent: z.number().nullable(),
    /**
     * Sessions that asked to play (a play request, a first frame or a playback error), those of
     * them that left before the first frame without an error, and their share of the first.
     */
    sessionsAskedToPlay: z.number().int(),
    exitsBeforeStart: z.number().int(),
    exitBeforeStartRate: z.number(),
    /** Changes of the rendition playing: by the automatic choice, and while the viewer had chosen one. */
    switches: z.object({ auto: z.number().int(), chosen: z.number().int() }),
    /** Playing time per rendition height (0: not known, e.g. a single file), tallest first. */
    renditions: z.array(timeShare.extend({ height: z.number().int() })),
    /** Playing time per playback speed, slowest first. */
    rates: z.array(timeShare.extend({ rate: z.number() })),
    /** Sessions with playing time, and those that showed captions (all, and per language). */
    captions: z.object({
      playingSessions: z.number().int(),
      sessionsWithCaptions: z.number().int(),
      share: z.number(),
      languages: z.array(
        z.object({ language: z.string(), sessions: z.number().int(), share: z.number() }),
      ),
    }),
  }),
});
export type AudienceAnalytics = z.infer<typeof audienceAnalyticsSchema>;

/** GET /api/videos/:id/analytics/live — sessions with an event in the last LIVE_WINDOW_MINUTES. */
export const liveViewersSchema = z.object({
  viewers: z.number().int(),
  windowMinutes: z.number().int(),
  at: z.string(),
});
export type LiveViewers = z.infer<typeof liveViewersSchema>;

/**
 * The site overview's totals: the figures it shows. Quiz and survey completion (and the
 * engagement score made of them) are per video, on its tab; reading them for every video was a
 * large share of the overview's time.
 */
export const siteTotalsSchema = periodFiguresSchema.pick({
  views: true,
  sessions: true,
  watchTime: true,
  avgWatchTime: true,
  avgPercentWatched: true,
  completionRate: true,
  quizScore: true,
});
export type SiteTotals = z.infer<typeof siteTotalsSchema>;

/** GET /api/analytics/videos?from&to — the site overview: every video's figures over the period. */
export const siteAnalyticsSchema = z.object({
  period,
  totals: siteTotalsSchema,
  videos: z.array(
    z.object({
      videoId: z.number().int(),
      title: z.string(),
      views: z.number().int(),
      sessions: z.number().int(),
      watchTime: z.number(),
      avgWatchTime: z.number(),
      completionRate: z.number(),
      quizScore: z.number().nullable(),
    }),
  ),
});
export type SiteAnalytics = z.infer<typeof siteAnalyticsSchema>;
