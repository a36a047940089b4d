// What every period figure is made of (metrics.ts PeriodCounts), per video and per part of the
// range (part 1 = days from {from}, part 0 = the days before it), read from the daily rollups
// of migration 008 in one query (after the stale keys'). Shared by the per-video figures and the site overview.
// Views: an event lies in one hour, so a period's distinct views are the sum of its hours'
// (numbers for the folded hours, hourly-view-counts.ts); sessions, watch time and completion:
// the folded days of the session sets (session-day-counts.ts). Quizzes and surveys shown and completed:
// per (session, element), summed over the elements, from the rows the question breakdowns and
// the retention markers read (get-question-reach.ts), so the three never disagree.
import {
  SESSION_SET,
  emptyPeriodCounts,
  sessionSetSecondsSql,
  type PeriodCounts,
} from '../metrics.ts';
import type { EventStore, QueryParams } from '../event-store.ts';
import { hourlyViewCountsSql } from './hourly-view-counts.ts';
import { sessionDayCountsSql } from './session-day-counts.ts';
import { findStaleKeys, SESSION_DAYS, VIEW_HOURS, type StaleSets } from './stale-keys.ts';

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

const hourFilter = (videoFilter: string) =>
  `${videoFilter} AND toDate(hour) BETWEEN {since:Date} AND {to:Date}`;

/**
 * The counts' rows (video_id, part, bucket, metric, value) over days {since:Date}…{to:Date} of
 * the videos `videoFilter` (a condition on video_id) selects; bucket 0 = the whole part. With
 * `series`, the same read also gives the period's series (so one video's tab is one query after
 * the stale keys'): 'hour_views' per hour (bucket = hours since the epoch) and
 * 'series_sessions' / 'series_watched_seconds' per bucket of {bucketDays:UInt32} days (bucket =
 * index + 1).
 */
export async function readPeriodCounts(
  store: EventStore,
  videoFilter: string,
  params: QueryParams,
  options: { series?: boolean } = {},
): Promise<PeriodCountsRow[]> {
  const stale = await findStaleKeys(
    store,
    {
      hours: { rollup: VIEW_HOURS, filter: hourFilter(videoFilter) },
      sessionDays: { rollup: SESSION_DAYS, filter: videoFilter },
    },
    params,
  );
  return store.query<PeriodCountsRow>(periodCountsSql(videoFilter, stale.sets, options), {
    ...params,
    ...stale.params,
  });
}

function periodCountsSql(
  videoFilter: string,
  stale: StaleSets<'hours' | 'sessionDays'>,
  options: { series?: boolean },
): string {
  const days = `${videoFilter} AND day BETWEEN {since:Date} AND {to:Date}`;
  const part = 'toUInt8(day >= {from:Date}) AS part';
  const hours = hourlyViewCountsSql(hourFilter(videoFilter), stale.hours);
  const views = options.series
    ? `SELECT video_id, toUInt8(toDate(hour) >= {from:Date}) AS part, toUInt32(toUnixTimestamp(hour) / 3600) AS bucket, 'hour_views' AS metric, toFloat64(views) AS value
FROM (${hours})`
    : `SELECT video_id, toUInt8(toDate(hour) >= {from:Date}) AS part, toUInt32(0) AS bucket, 'views' AS metric, toFloat64(sum(views)) AS value
FROM (${hours})
GROUP BY video_id, part`;
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
  FROM (${sessionSetsSql(videoFilter, stale.sessionDays, options.series ?? false)}) AS sets
  -- Joined to the summed rows, not to every day's row (a third of the cost otherwise).
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
 * The session sets' members per (video, part, bucket, kind) from the folded days (migration
 * 015): Σ sizes − Σ overlaps with the day before, over each run of days (a part: bucket 0; with
 * `series`, each bucket of the period too) but its first day's overlap. Merging the sets
 * instead cost the hot video's 90-day tab 50 ms at 10 M events (finalizing a sketch per day for
 * the series), and left the tab and the site overview a sketch's error apart.
 */
function sessionSetsSql(videoFilter: string, stale: string, series: boolean): string {
  const days = `
      SELECT video_id, fold_day, kind, members, overlap, toUInt8(fold_day >= {from:Date}) AS part
      FROM (${sessionDayCountsSql(videoFilter, stale)})`;
  const wholePart = 'fold_day IN ({since:Date}, {from:Date})';
  // Without a series, no ARRAY JOIN of runs: it cost a few ms of the query's analysis.
  if (!series)
    return `
    SELECT video_id, part, toUInt32(0) AS bucket, kind,
      toUInt64(greatest(0, sum(members) - sumIf(overlap, NOT ${wholePart}))) AS members
    FROM (${days})
    GROUP BY video_id, part, kind`;
  const index = "dateDiff('day', {from:Date}, fold_day)";
  const whole = `(toUInt32(0), ${wholePart})`;
  const bucket = `(toUInt32(intDiv(${index}, {bucketDays:UInt32}) + 1), ${index} % {bucketDays:UInt32} = 0)`;
  return `
    SELECT video_id, part, run.1 AS bucket, kind,
      toUInt64(greatest(0, sum(members) - sumIf(overlap, NOT run.2))) AS members
    FROM (${days})
    ARRAY JOIN if(part = 1, [${whole}, ${bucket}], [${whole}]) AS run
    GROUP BY video_id, part, bucket, kind`;
}

export interface PeriodCountsRow {
  video_id: number | string;
  part: number | string;
  bucket: number | string;
  metric: string;
  value: number | string;
}

/** Counts per video and part ("<videoId>/<part>"), from the rows of readPeriodCounts. */
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
