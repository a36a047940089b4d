// The metric definitions (DESIGN §4), in one place. The SQL fragments are evaluated per
// playback session over `session_rollup`; the functions turn the aggregated counts into the
// figures the API returns.
//
// * views: distinct `view` events (by eventId).
// * playback session: a sessionId with at least one view, progress or player event for the video.
// * watched seconds of a session: the player reports progress every PROGRESS_INTERVAL_SECONDS
//   of playback, with currentTime; each report at t > 0 stands for the interval
//   (t - 5, t] ending there, so watched = distinct reported intervals × 5 s, at most the
//   duration. A session that watched 0–60 s (reports at 5, 10, … 60) watched 60 s.
// * avg watch time: mean of watched seconds over playback sessions.
// * completion rate: % of playback sessions that reported a progress time at or past
//   COMPLETION_THRESHOLD of the duration, or sent `video_completed`.
// * quiz completion rate: quiz_completed ÷ quiz_shown, counted once per (session, quiz)
//   (the player's event and the server's for the same answer are one); survey likewise.
//   Capped at 100 %.
// * engagement score: rounded mean of completion, quiz and survey completion rates.
// * retention at a point t of the video: % of playback sessions whose watched intervals
//   contain t (counted with uniqCombined64 sketches: exact for small counts, within about
//   1 % at scale; see migrations/006_retention_rollup.sql).
// Rates are percentages with one decimal.

export const PROGRESS_INTERVAL_SECONDS = 5;
export const COMPLETION_THRESHOLD = 0.95;

/** Per-session columns over session_rollup, grouped by session_id. */
export const SESSION_COLUMNS_SQL = `
  min(started) AS started,
  groupBitmapMerge(watched) AS intervals,
  max(furthest) AS furthest_time,
  max(duration) AS seen_duration,
  max(completed) AS completed_flag`;

/** Expressions over SESSION_COLUMNS_SQL's output. */
export const WATCHED_SECONDS_SQL = `least(toFloat64(intervals) * ${PROGRESS_INTERVAL_SECONDS}, if(seen_duration > 0, seen_duration, toFloat64(intervals) * ${PROGRESS_INTERVAL_SECONDS}))`;
export const COMPLETED_SQL = `(completed_flag = 1 OR (seen_duration > 0 AND furthest_time >= ${COMPLETION_THRESHOLD} * seen_duration))`;

export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round(Math.min(100, (part / whole) * 100) * 10) / 10;
}

export function engagementScore(rates: { completionRate: number; quizCompletionRate: number; surveyCompletionRate: number }): number {
  return Math.round((rates.completionRate + rates.quizCompletionRate + rates.surveyCompletionRate) / 3);
}

/** The progress interval (see above) that contains second `t` of the video. */
export function intervalAt(t: number): number {
  return Math.max(1, Math.ceil(t / PROGRESS_INTERVAL_SECONDS));
}
