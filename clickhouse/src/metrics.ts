// The metric definitions (DESIGN §4), in one place. The SQL fragments below are the only
// place the rules are written for ClickHouse; the functions turn aggregated counts into the
// figures the API returns.
//
// * views: distinct `view` events (by eventId).
// * playback session: a sessionId with at least one view, progress or player event for the video.
// * the video's duration: the largest duration its players reported.
// * watched seconds of a session: the player reports progress every PROGRESS_INTERVAL_SECONDS
//   (contract) of playback, with currentTime; each report at t > 0 stands for the interval
//   (t - 5, t] ending there, and each distinct interval counts its length within the video's
//   duration (5 s, less for a last partial one, nothing past the end; 5 s when no duration is
//   known). A session that watched 0–60 s of a 100 s video (reports at 5, 10, … 60) watched 60 s.
// * avg watch time: watched seconds of all playback sessions ÷ playback sessions.
// * completion rate: % of playback sessions that reported a progress time at or past
//   COMPLETION_THRESHOLD of the duration, or sent `video_completed`.
// * quiz completion rate: quiz_completed ÷ quiz_shown, counted once per (session, quiz)
//   (the player's event and the server's for the same answer are one); survey likewise.
//   Capped at 100 %.
// * engagement score: rounded mean of completion, quiz and survey completion rates.
// * retention at a point t of the video: % of playback sessions whose watched intervals
//   contain t.
// Sessions per interval are uniqCombined64 sketches (migrations/007): exact for small
// counts and within about 1 % at scale, which keeps a video with millions of events as cheap
// to summarise as a small one. Views and quiz/survey counts are exact.
// Rates are percentages with one decimal.
import { PROGRESS_INTERVAL_SECONDS, type PeriodFigures } from '@lumen/contract';

const COMPLETION_THRESHOLD = 0.95;
/** session_intervals' interval holding the sessions that sent `video_completed` (migration 007). */
export const COMPLETED_INTERVAL = 4_294_967_295;

/** Seconds interval `i` (≥ 1) counts for, in a video of `duration` seconds (0 = unknown). */
export const intervalSecondsSql = (i: string, duration: string) =>
  `if(${duration} > 0, greatest(0, least(${PROGRESS_INTERVAL_SECONDS}, ${duration} - ${PROGRESS_INTERVAL_SECONDS} * (toFloat64(${i}) - 1))), ${PROGRESS_INTERVAL_SECONDS})`;

/** intervalSecondsSql's rule for figures summed outside ClickHouse (period-counts.ts). */
export function intervalSeconds(i: number, duration: number): number {
  if (duration <= 0) return PROGRESS_INTERVAL_SECONDS;
  return Math.max(
    0,
    Math.min(PROGRESS_INTERVAL_SECONDS, duration - PROGRESS_INTERVAL_SECONDS * (i - 1)),
  );
}

/**
 * The first interval whose sessions count as completed: the one holding COMPLETION_THRESHOLD of
 * the duration (reports fall on multiples of 5 s, so reaching it means reporting a time at or past
 * the threshold); with no known duration only `video_completed` completes.
 */
export const completionIntervalSql = (duration: string) =>
  `if(${duration} > 0, toUInt32(greatest(1, ceil(${COMPLETION_THRESHOLD} * ${duration} / ${PROGRESS_INTERVAL_SECONDS}))), toUInt32(${COMPLETED_INTERVAL}))`;

/** The video's duration (see above; 0 when unknown), as a scalar subquery. */
export const VIDEO_DURATION_SQL =
  'ifNull((SELECT max(duration) FROM video_durations WHERE video_id = {videoId:UInt32}), 0)';

export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round(Math.min(100, (part / whole) * 100) * 10) / 10;
}

export function engagementScore(rates: {
  completionRate: number;
  quizCompletionRate: number;
  surveyCompletionRate: number;
}): number {
  return Math.round(
    (rates.completionRate + rates.quizCompletionRate + rates.surveyCompletionRate) / 3,
  );
}

/** The progress interval (see above) that contains second `t` of the video. */
export function intervalAt(t: number): number {
  return Math.max(1, Math.ceil(t / PROGRESS_INTERVAL_SECONDS));
}

// Figures over a period of days (migration 008) follow the rules above, read from the
// per-day rollups:
// * a period is whole UTC days of the client clock; a session with events on several days of
//   the period counts once (the days' sets are merged), in each day of a daily series it touched.
// * watch time, sessions and completion of a period come from per-day session sets (SESSION_SET
//   below; precision 15: exact up to about a thousand members, within about 1 % beyond), the
//   retention curve from per-day, per-interval sketches (precision 12: exact up to about a
//   hundred sessions, within about 2 % beyond, so a long video's 90 days stay small to merge).
// * avg percent watched: watched seconds ÷ (playback sessions × duration), of videos whose
//   duration is known.
// * quiz score: % of judged quiz answers (server quiz_completed events with metadata.isCorrect)
//   that were correct; null when none was judged.
// * rewatch intensity of an interval: distinct progress reports in it ÷ distinct sessions that
//   watched it − 1 (0.5 = half of them watched it twice), never below 0.
// * retention around a marker at timecode t: just before = the last interval ending at or
//   before t (interval 0, all sessions, when t < 5 s), just after = the first interval starting
//   at or after t.

/** Merges daily_session_intervals' sketches (precision 12, as migration 008 writes them). */
export const dailySessionsMergeSql = (column: string) => `uniqCombined64Merge(12)(${column})`;
/** Merges daily_session_sets' sketches (precision 15, as migration 008 writes them). */
export const sessionSetsMergeSql = (column: string, condition?: string) =>
  condition
    ? `uniqCombined64MergeIf(15)(${column}, ${condition})`
    : `uniqCombined64Merge(15)(${column})`;

/**
 * The per-day session sets of migration 008 (daily_session_sets.kind). They apply the rules
 * above at insert time, with the duration the player reported alongside each progress report:
 * WHOLE_INTERVALS holds (session, interval) pairs of intervals that lie within it (5 s each),
 * PARTIAL_INTERVAL the sessions that watched its last, shorter interval, COMPLETED the
 * sessions that reached the completion interval or sent `video_completed`.
 */
export const SESSION_SET = {
  ALL: 0,
  WHOLE_INTERVALS: 1,
  PARTIAL_INTERVAL: 2,
  COMPLETED: 3,
} as const;

/** Watched seconds one member of a session set stands for, in a video of `duration` seconds. */
export function sessionSetSeconds(kind: number, duration: number): number {
  if (kind === SESSION_SET.WHOLE_INTERVALS) return PROGRESS_INTERVAL_SECONDS;
  if (kind === SESSION_SET.PARTIAL_INTERVAL)
    return intervalSeconds(Math.ceil(duration / PROGRESS_INTERVAL_SECONDS), duration);
  return 0;
}

/** The intervals whose retention stands for "just before" and "just after" second `t`. */
export function intervalsAround(t: number): { before: number; after: number } {
  return {
    before: Math.floor(t / PROGRESS_INTERVAL_SECONDS),
    after: Math.ceil(t / PROGRESS_INTERVAL_SECONDS) + 1,
  };
}

export function rewatchIntensity(plays: number, sessions: number): number {
  if (sessions <= 0) return 0;
  return Math.round(Math.max(0, plays / sessions - 1) * 100) / 100;
}

/** Seconds per session, one decimal (avg watch time). */
export function perSession(seconds: number, sessions: number): number {
  return sessions > 0 ? Math.round((seconds / sessions) * 10) / 10 : 0;
}

/** What a period's figures are made of; counts of several videos add up (addPeriodCounts). */
export interface PeriodCounts {
  views: number;
  sessions: number;
  watchedSeconds: number;
  completed: number;
  quizShown: number;
  quizCompleted: number;
  surveyShown: number;
  surveyCompleted: number;
  quizCorrect: number;
  quizIncorrect: number;
  /** Σ watched seconds ÷ duration over videos of known duration, and those videos' sessions. */
  watchedDurations: number;
  measuredSessions: number;
}

export const emptyPeriodCounts = (): PeriodCounts => ({
  views: 0,
  sessions: 0,
  watchedSeconds: 0,
  completed: 0,
  quizShown: 0,
  quizCompleted: 0,
  surveyShown: 0,
  surveyCompleted: 0,
  quizCorrect: 0,
  quizIncorrect: 0,
  watchedDurations: 0,
  measuredSessions: 0,
});

export function addPeriodCounts(a: PeriodCounts, b: PeriodCounts): PeriodCounts {
  const sum = emptyPeriodCounts();
  for (const key of Object.keys(sum) as (keyof PeriodCounts)[]) sum[key] = a[key] + b[key];
  return sum;
}

export function quizScore(correct: number, incorrect: number): number | null {
  return correct + incorrect > 0 ? percentOf(correct, correct + incorrect) : null;
}

export function toPeriodFigures(c: PeriodCounts): PeriodFigures {
  const rates = {
    completionRate: percentOf(c.completed, c.sessions),
    quizCompletionRate: percentOf(c.quizCompleted, c.quizShown),
    surveyCompletionRate: percentOf(c.surveyCompleted, c.surveyShown),
  };
  return {
    views: c.views,
    sessions: c.sessions,
    watchTime: Math.round(c.watchedSeconds * 10) / 10,
    avgWatchTime: perSession(c.watchedSeconds, c.sessions),
    avgPercentWatched: percentOf(c.watchedDurations, c.measuredSessions),
    ...rates,
    engagementScore: engagementScore(rates),
    quizScore: quizScore(c.quizCorrect, c.quizIncorrect),
  };
}
