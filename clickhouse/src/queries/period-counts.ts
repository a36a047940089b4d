// What every period figure is made of (metrics.ts PeriodCounts), per video and per part of the
// range (part 1 = days from {from}, part 0 = the days before it, from {since}), read from the
// daily rollups of migration 008 and their folds in one query (after the stale keys').
// Shared by the per-video figures and the site overview.
//
// The query is a union of flat reads (one table, one GROUP BY each) and the arithmetic is done
// here: in chDB a query's analysis, not its reading, was most of its cost, and the same figures
// written as nested SQL (sums of merges, a join with the durations, runs of days by ARRAY JOIN)
// cost far more to analyse than the flat reads cost to run
// (docs/decisions/0007-flat-reads-arithmetic-in-typescript.md).
//
// Days are the site's analytics time zone's (the rollups are keyed by them, migration 022), and
// so are the hours of views: the moment each of the zone's hours began.
//
// Views: an event lies in one hour, so a period's distinct views are the sum of its hours'
// (numbers for the folded hours, hourly-view-counts.ts). Sessions, watch time and completion:
// the folded days of the session sets (session-day-counts.ts). Quizzes and surveys shown and
// completed: per (session, element), summed over the elements, from the rows the question
// breakdowns and the retention markers read (get-question-reach.ts), so the three never
// disagree.
import { dayNumber } from '@lumen/contract';
import {
  SESSION_SET,
  emptyPeriodCounts,
  sessionSetSeconds,
  type PeriodCounts,
} from '../metrics.ts';
import type { EventStore, QueryParams } from '../event-store.ts';
import { foldedHourViewsSql, staleHourViewsSql } from './hourly-view-counts.ts';
import { foldedSessionDaysSql, staleSessionDaysSql } from './session-day-counts.ts';
import { findStaleKeys, SESSION_DAYS, VIEW_HOURS, type StaleSets } from './stale-keys.ts';

/** What the caller asks besides each video's counts per part. */
export interface PeriodReadOptions {
  /**
   * The period's series (one video): views per hour of the zone, and sessions and watch time
   * per bucket of {bucketDays:UInt32} days from {from}.
   */
  series?: boolean;
  /** Quizzes and surveys shown and completed (the site overview shows none of them). */
  reach?: boolean;
}

export interface PeriodRead {
  /** Counts per video and part, keyed "<videoId>/<part>". */
  counts: Map<string, PeriodCounts>;
  /**
   * With `series`: views per hour of part 1, keyed by the zone's day (days since 1970-01-01)
   * × 24 + its hour of that day (a clock hour that comes twice, as DST ends, is one key).
   */
  hourViews: Map<number, number>;
  /** With `series`: sessions and watched seconds per bucket of part 1 (index 0 = the first). */
  buckets: { sessions: number; watchedSeconds: number }[];
}

/**
 * The counts over days {since:Date}…{to:Date} of {timeZone:String} (the zone the store's rollups
 * are keyed by) of the videos `videoFilter` (a condition on video_id) selects.
 */
export async function readPeriodCounts(
  store: EventStore,
  videoFilter: string,
  params: QueryParams & {
    since: string;
    from: string;
    to: string;
    timeZone: string;
    bucketDays?: number;
  },
  options: PeriodReadOptions = {},
): Promise<PeriodRead> {
  const stale = await findStaleKeys(
    store,
    {
      hours: { rollup: VIEW_HOURS, filter: hourFilter(videoFilter) },
      sessionDays: { rollup: SESSION_DAYS, filter: videoFilter },
    },
    params,
  );
  const rows = await store.query<CountsRow>(countsSql(videoFilter, stale, options), {
    ...params,
    ...stale.params,
  });
  return collect(rows, params, options);
}

const hourDay = 'toDate(hour, {timeZone:String})';
const hourFilter = (videoFilter: string) =>
  `${videoFilter} AND ${hourDay} BETWEEN {since:Date} AND {to:Date}`;

/** Every branch's columns: k (what the row holds), video_id, at (part, hour or day), kind, a, b. */
interface CountsRow {
  k: string;
  video_id: number | string;
  at: number | string;
  kind: number | string;
  a: number | string;
  b: number | string;
}

const part = (day: string) => `toUInt8(${day} >= {from:Date})`;
const hourNumber = `toUInt32(${hourDay}) * 24 + toHour(hour, {timeZone:String})`;
const dayNumberSql = (day: string) => `toUInt32(${day})`;

function countsSql(
  videoFilter: string,
  { sets, any }: { sets: StaleSets<'hours' | 'sessionDays'>; any: Record<string, boolean> },
  options: PeriodReadOptions,
): string {
  const hours = hourFilter(videoFilter);
  const days = `${videoFilter} AND day BETWEEN {since:Date} AND {to:Date}`;
  const branches = [
    options.series
      ? `SELECT 'hour_views' AS k, video_id, ${hourNumber} AS at, 0 AS kind, toFloat64(views) AS a, 0 AS b
FROM (${foldedHourViewsSql(hours, sets.hours)})`
      : `SELECT 'part_views' AS k, video_id, ${part(hourDay)} AS at, 0 AS kind, toFloat64(sum(views)) AS a, 0 AS b
FROM (${foldedHourViewsSql(hours, sets.hours)})
GROUP BY video_id, at`,
    options.series
      ? `SELECT 'session_days', video_id, ${dayNumberSql('day')}, kind, toFloat64(members), toFloat64(overlap)
FROM (${foldedSessionDaysSql(videoFilter, sets.sessionDays)})`
      : // A part's first day's overlap (with a day outside it) is not used.
        `SELECT 'session_parts', video_id, ${part('day')} AS at, kind, toFloat64(sum(members)), toFloat64(sumIf(overlap, day NOT IN ({since:Date}, {from:Date})))
FROM (${foldedSessionDaysSql(videoFilter, sets.sessionDays)})
GROUP BY video_id, at, kind`,
    `SELECT 'judged', video_id, ${part('day')} AS at, 0, toFloat64(uniqExactMerge(correct)), toFloat64(uniqExactMerge(incorrect))
FROM daily_quiz_results
WHERE ${days}
GROUP BY video_id, at`,
    `SELECT 'duration', video_id, 0, 0, toFloat64(max(duration)), 0
FROM video_durations
WHERE ${videoFilter}
GROUP BY video_id`,
  ];
  if (any.hours)
    branches.push(`SELECT 'hour_views', video_id, ${hourNumber}, 0, toFloat64(views), 0
FROM (${staleHourViewsSql(hours, sets.hours)})`);
  if (any.sessionDays)
    branches.push(`SELECT 'session_days', video_id, ${dayNumberSql('fold_day')}, kind, toFloat64(members), toFloat64(overlap)
FROM (${staleSessionDaysSql(videoFilter, sets.sessionDays)})`);
  if (options.reach)
    branches.push(`SELECT toString(event_type), video_id, ${part('day')} AS at, 0, toFloat64(uniqCombined64Merge(14)(sessions)), 0
FROM element_day_sessions
WHERE ${days} AND event_type IN ('quiz_shown', 'quiz_completed', 'survey_shown', 'survey_completed')
GROUP BY video_id, at, event_type, element_id`);
  return branches.join('\nUNION ALL\n');
}

const REACH = {
  quiz_shown: 'quizShown',
  quiz_completed: 'quizCompleted',
  survey_shown: 'surveyShown',
  survey_completed: 'surveyCompleted',
} as const;

/** Members of the session sets per kind, and the overlaps to take off them. */
type SetTotals = Map<number, { members: number; overlap: number }>;

function addSet(totals: SetTotals, kind: number, members: number, overlap: number) {
  const total = totals.get(kind) ?? { members: 0, overlap: 0 };
  total.members += members;
  total.overlap += overlap;
  totals.set(kind, total);
}

/** A run of days' members of each kind: Σ sizes − Σ overlaps (never below 0). */
function setFigures(totals: SetTotals, duration: number) {
  let sessions = 0;
  let completed = 0;
  let watchedSeconds = 0;
  for (const [kind, { members, overlap }] of totals) {
    const count = Math.max(0, members - overlap);
    if (kind === SESSION_SET.ALL) sessions = count;
    if (kind === SESSION_SET.COMPLETED) completed = count;
    watchedSeconds += count * sessionSetSeconds(kind, duration);
  }
  return { sessions, completed, watchedSeconds };
}

function collect(
  rows: CountsRow[],
  params: { since: string; from: string; bucketDays?: number },
  options: PeriodReadOptions,
): PeriodRead {
  const since = dayNumber(params.since);
  const from = dayNumber(params.from);
  const bucketDays = params.bucketDays ?? 1;
  const counts = new Map<string, PeriodCounts>();
  const countsOf = (videoId: number, p: number) => {
    const key = `${videoId}/${p}`;
    const found = counts.get(key) ?? emptyPeriodCounts();
    counts.set(key, found);
    return found;
  };
  // The session sets' totals per video and part, and (the series: one video) per bucket.
  const partSets = new Map<string, { videoId: number; part: number; totals: SetTotals }>();
  const partSetsOf = (videoId: number, part: number) => {
    const key = `${videoId}/${part}`;
    const found = partSets.get(key) ?? { videoId, part, totals: new Map() as SetTotals };
    partSets.set(key, found);
    return found.totals;
  };
  const bucketSets = new Map<number, { videoId: number; totals: SetTotals }>();
  const bucketSetsOf = (videoId: number, index: number) => {
    const found = bucketSets.get(index) ?? { videoId, totals: new Map() as SetTotals };
    bucketSets.set(index, found);
    return found.totals;
  };
  const durations = new Map<number, number>();
  const hourViews = new Map<number, number>();

  for (const row of rows) {
    const videoId = Number(row.video_id);
    const at = Number(row.at);
    const kind = Number(row.kind);
    const a = Number(row.a);
    const b = Number(row.b);
    switch (row.k) {
      case 'part_views':
        countsOf(videoId, at).views += a;
        break;
      case 'hour_views': {
        const day = Math.floor(at / 24);
        countsOf(videoId, Number(day >= from)).views += a;
        if (options.series && day >= from) hourViews.set(at, (hourViews.get(at) ?? 0) + a);
        break;
      }
      case 'session_parts':
        addSet(partSetsOf(videoId, at), kind, a, b);
        break;
      case 'session_days': {
        // A day's overlap is with the day before: not used on the first day of a run.
        const p = Number(at >= from);
        addSet(partSetsOf(videoId, p), kind, a, at === since || at === from ? 0 : b);
        if (options.series && p === 1) {
          const index = at - from;
          const first = index % bucketDays === 0;
          addSet(bucketSetsOf(videoId, Math.floor(index / bucketDays)), kind, a, first ? 0 : b);
        }
        break;
      }
      case 'judged':
        countsOf(videoId, at).quizCorrect += a;
        countsOf(videoId, at).quizIncorrect += b;
        break;
      case 'duration':
        durations.set(videoId, a);
        break;
      default: {
        const name = REACH[row.k as keyof typeof REACH];
        if (name) countsOf(videoId, at)[name] += a;
      }
    }
  }

  for (const { videoId, part, totals } of partSets.values()) {
    const duration = durations.get(videoId) ?? 0;
    const c = countsOf(videoId, part);
    const figures = setFigures(totals, duration);
    c.sessions = figures.sessions;
    c.completed = figures.completed;
    c.watchedSeconds = figures.watchedSeconds;
    if (duration > 0) {
      c.watchedDurations = figures.watchedSeconds / duration;
      c.measuredSessions = figures.sessions;
    }
  }

  const buckets: PeriodRead['buckets'] = [];
  for (const [index, { videoId, totals }] of bucketSets) {
    const { sessions, watchedSeconds } = setFigures(totals, durations.get(videoId) ?? 0);
    buckets[index] = { sessions, watchedSeconds };
  }
  return { counts, hourViews, buckets };
}
