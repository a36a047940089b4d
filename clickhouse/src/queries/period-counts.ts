// What every period figure is made of (metrics.ts PeriodCounts), per video and per part of the
// range (part 1 = days from {from}, part 0 = the days before it), read from the daily rollups
// of migration 008 in one query. Shared by the per-video figures and the site overview.
// Views: an event lies in one hour, so a period's distinct views are the sum of its hours'
// (numbers for the folded hours, hourly-view-counts.ts). Quizzes and surveys shown and completed:
// per (session, element), summed over the elements, from the rows the question breakdowns and
// the retention markers read (get-question-reach.ts), so the three never disagree.
import {
  SESSION_SET,
  sessionSetsMergeSql,
  emptyPeriodCounts,
  sessionSetSecondsSql,
  type PeriodCounts,
} from '../metrics.ts';
import { hourlyViewCountsSql } from './hourly-view-counts.ts';
import { sessionDayCountsSql } from './session-day-counts.ts';

const METRICS = {
  views: 'views',
  sessions: 'sessions',
  watched_seconds: 'watchedSeconds',
  completed: 'completed',
  duration: 'duration',
  quiz_shown: 'quizShown',
  quiz_completed: 'quizCompleted',
  survey_shown: 'surveyShown',
  survey_completed: 'surveyCompleted',
  quiz_correct: 'quizCorrect',
  quiz_incorrect: 'quizIncorrect',
} as const;
type Metric = keyof typeof METRICS;

/** The bucket of the previous period's days in the series grouping (they have no series). */
const NO_BUCKET = 4_294_967_295;

/**
 * The counts' SQL: rows (video_id, part, bucket, metric, value) over days {since:Date}…{to:Date}
 * of the videos `videoFilter` (a condition on video_id) selects; bucket 0 = the whole part.
 * With `series`, the same read also gives the period's series (so one video's tab is one
 * query): 'hour_views' per hour (bucket = hours since the epoch) and 'series_sessions' /
 * 'series_watched_seconds' per bucket of {bucketDays:UInt32} days (bucket = index + 1).
 */
export function periodCountsSql(
  videoFilter: string,
  options: { series?: boolean; foldedSessions?: boolean } = {},
): string {
  const days = `${videoFilter} AND day BETWEEN {since:Date} AND {to:Date}`;
  const part = 'toUInt8(day >= {from:Date}) AS part';
  const hours = hourlyViewCountsSql(
    `${videoFilter} AND toDate(hour) BETWEEN {since:Date} AND {to:Date}`,
  );
  const views = options.series
    ? `SELECT video_id, toUInt8(toDate(hour) >= {from:Date}) AS part, toUInt32(toUnixTimestamp(hour) / 3600) AS bucket, 'hour_views' AS metric, toFloat64(views) AS value
FROM (${hours})`
    : `SELECT video_id, toUInt8(toDate(hour) >= {from:Date}) AS part, toUInt32(0) AS bucket, 'views' AS metric, toFloat64(sum(views)) AS value
FROM (${hours})
GROUP BY video_id, part`;
  // Per part, and (for the series) per bucket of the period's days too, from one read.
  const bucket = options.series
    ? `if(part = 1, toUInt32(intDiv(dateDiff('day', {from:Date}, day), {bucketDays:UInt32}) + 1), toUInt32(${NO_BUCKET})) AS bucket`
    : 'toUInt32(0) AS bucket';
  const grouping = options.series
    ? 'GROUPING SETS ((video_id, part, kind), (video_id, part, bucket, kind))'
    : 'video_id, part, bucket, kind';
  const setsSql = `
    SELECT video_id, ${part}, ${bucket}, kind, ${sessionSetsMergeSql('sessions')} AS members
    FROM daily_session_sets
    WHERE ${days}
    GROUP BY ${grouping}`;
  return `
${views}
UNION ALL
SELECT video_id, part, toUInt32(0) AS bucket, toString(event_type) AS metric, toFloat64(sum(reached)) AS value
FROM (
  SELECT video_id, ${part}, event_type, element_id, uniqCombined64Merge(14)(sessions) AS reached
  FROM element_day_sessions
  WHERE ${days} AND event_type IN ('quiz_shown', 'quiz_completed', 'survey_shown', 'survey_completed')
  GROUP BY video_id, part, event_type, element_id
)
GROUP BY video_id, part, event_type
UNION ALL
SELECT video_id, part, toUInt32(0) AS bucket, judged.1 AS metric, judged.2 AS value
FROM (
  SELECT video_id, ${part}, toFloat64(uniqExactMerge(correct)) AS correct, toFloat64(uniqExactMerge(incorrect)) AS incorrect
  FROM daily_quiz_results
  WHERE ${days}
  GROUP BY video_id, part
)
ARRAY JOIN [('quiz_correct', correct), ('quiz_incorrect', incorrect)] AS judged
UNION ALL
SELECT video_id, part, bucket, if(bucket = 0, figure.1, concat('series_', figure.1)) AS metric, figure.2 AS value
FROM (
  SELECT
    video_id,
    part,
    bucket,
    any(known_duration) AS duration,
    sumIf(members, kind = ${SESSION_SET.ALL}) AS sessions,
    sum(members * ${sessionSetSecondsSql('kind', 'known_duration')}) AS watched_seconds,
    sumIf(members, kind = ${SESSION_SET.COMPLETED}) AS completed
  FROM (${options.foldedSessions ? foldedSessionSetsSql(videoFilter) : setsSql}) AS sets
  -- Joined to the merged rows, not to every day's row (a third of the cost otherwise).
  LEFT JOIN (
    SELECT video_id, max(duration) AS known_duration FROM video_durations WHERE ${videoFilter} GROUP BY video_id
  ) AS durations USING (video_id)
  GROUP BY video_id, part, bucket
)
ARRAY JOIN [
  ('sessions', toFloat64(sessions)),
  ('watched_seconds', toFloat64(watched_seconds)),
  ('completed', toFloat64(completed)),
  ('duration', toFloat64(duration))
] AS figure`;
}

/**
 * The session sets' members per (video, part, bucket 0, kind) from the folded days (migration
 * 015): Σ sizes − Σ overlaps with the day before, within each part. Without series: the site
 * overview's read.
 */
function foldedSessionSetsSql(videoFilter: string): string {
  return `
    SELECT video_id, part, toUInt32(0) AS bucket, kind,
      toUInt64(greatest(0, sum(members) - sumIf(overlap, first_of_part = 0))) AS members
    FROM (
      SELECT video_id, fold_day, kind, members, overlap,
        toUInt8(fold_day >= {from:Date}) AS part,
        fold_day IN ({since:Date}, {from:Date}) AS first_of_part
      FROM (${sessionDayCountsSql(videoFilter)})
    )
    GROUP BY video_id, part, kind`;
}

export interface PeriodCountsRow {
  video_id: number | string;
  part: number | string;
  bucket: number | string;
  metric: string;
  value: number | string;
}

/** Counts per video and part ("<videoId>/<part>"), from the rows of periodCountsSql. */
export function collectPeriodCounts(rows: PeriodCountsRow[]): Map<string, PeriodCounts> {
  const found = new Map<string, PeriodCounts & { duration: number }>();
  for (const row of rows) {
    const key = `${Number(row.video_id)}/${Number(row.part)}`;
    const counts = found.get(key) ?? { ...emptyPeriodCounts(), duration: 0 };
    const name = METRICS[row.metric as Metric] as keyof PeriodCounts | 'duration' | undefined;
    if (name) counts[name] += Number(row.value);
    // Views per hour add up to the part's views.
    if (row.metric === 'hour_views') counts.views += Number(row.value);
    found.set(key, counts);
  }
  const counts = new Map<string, PeriodCounts>();
  for (const [key, { duration, ...c }] of found) {
    const known = duration > 0;
    counts.set(key, {
      ...c,
      watchedDurations: known ? c.watchedSeconds / duration : 0,
      measuredSessions: known ? c.sessions : 0,
    });
  }
  return counts;
}
