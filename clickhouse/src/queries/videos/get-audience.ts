// "Who watched this video, where, with what, and how did playback go?" over a period of whole
// UTC days — the figures of GET /api/videos/:id/analytics/audience. Reads only the per-day
// rollups of migration 010 and the folded days of 014, so the cost grows with the days and names
// in the period, not with the events. Watch time and completion follow metrics.ts, per embedding site.
//
// * views: distinct view events, exact per surface, sketched per other dimension (migration 010);
//   sessions: playback sessions (metrics.ts), as sketches.
// * quiz score of a site: % of the player's judged quiz answers there that were correct.
// * startup p50/p95: quantiles (interpolated between neighbours) of the startup times the
//   player reported (playback_started, once per session), each event once (up to 1000 a day).
// * stalls per session: distinct playback_stalled events ÷ playback sessions.
// * error rate: % of playback sessions with at least one playback_error.
import {
  SURFACES,
  type AnalyticsPeriod,
  type AudienceAnalytics,
  type Surface,
} from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import { audienceDayCountsSql } from './audience-day-counts.ts';
import { AUDIENCE_DAYS, findStaleKeys } from '../stale-keys.ts';
import {
  COMPLETED_INTERVAL,
  VIDEO_DURATION_SQL,
  completionIntervalSql,
  intervalSecondsSql,
  percentOf,
} from '../../metrics.ts';

const PERIOD = 'video_id = {videoId:UInt32} AND day BETWEEN {from:Date} AND {to:Date}';

// Per dimension and name: the sketches over the period's rows, plus one row ('all') with every
// playback session of the period.
const SKETCHES_SQL = `
SELECT
  dimension, name,
  uniqCombined64Merge(12)(views_sketch) AS views,
  uniqCombined64Merge(12)(sessions) AS sessions
FROM audience_daily
WHERE ${PERIOD}
GROUP BY dimension, name
UNION ALL
SELECT 'all', '', 0, uniqCombined64Merge(12)(sessions)
FROM audience_daily
WHERE ${PERIOD} AND dimension = 'surface'`;

// Per dimension and name: the exact counts, each day's folded numbers or merged sets, added up
// (an event lies in one day).
const exactSql = (stale: string) => `
SELECT dimension, name, sum(views) AS views, sum(quiz_judged) AS quiz_judged, sum(quiz_correct) AS quiz_correct
FROM (${audienceDayCountsSql(PERIOD, stale)})
GROUP BY dimension, name`;

const EMBED_SQL = `
WITH ${VIDEO_DURATION_SQL} AS video_duration
SELECT
  host,
  sumIf(watching * ${intervalSecondsSql('interval', 'video_duration')}, interval > 0 AND interval < ${COMPLETED_INTERVAL}) AS watched_seconds,
  uniqCombined64MergeIf(12)(merged, interval >= ${completionIntervalSql('video_duration')}) AS completed
FROM (
  SELECT host, interval,
    uniqCombined64Merge(12)(sessions) AS watching,
    uniqCombined64MergeState(12)(sessions) AS merged
  FROM embed_host_intervals
  WHERE ${PERIOD}
  GROUP BY host, interval
)
GROUP BY host`;

const QUALITY_SQL = `
SELECT
  length(startup_ms) AS measured,
  arrayReduce('quantilesExactInclusive(0.5, 0.95)', startup_ms) AS startup,
  stalls,
  error_sessions
FROM (
  SELECT
    arrayMap(x -> x.2, groupUniqArrayMerge(1000)(startups)) AS startup_ms,
    uniqExactMerge(stalls) AS stalls,
    uniqExactMerge(error_sessions) AS error_sessions
  FROM playback_quality
  WHERE ${PERIOD}
)`;

type Count = string | number;
interface SketchRow {
  dimension: string;
  name: string;
  views: Count;
  sessions: Count;
}
interface ExactRow {
  dimension: string;
  name: string;
  views: Count;
  quiz_judged: Count;
  quiz_correct: Count;
}
interface EmbedRow {
  host: string;
  watched_seconds: Count;
  completed: Count;
}
interface QualityRow {
  measured: Count;
  startup: number[];
  stalls: Count;
  error_sessions: Count;
}

const oneDecimal = (x: number) => Math.round(x * 10) / 10;
const byViews = (a: { views: number; sessions: number; name: string }, b: typeof a) =>
  b.views - a.views || b.sessions - a.sessions || a.name.localeCompare(b.name);

export async function getAudience(
  store: EventStore,
  videoId: number,
  period: AnalyticsPeriod,
): Promise<AudienceAnalytics> {
  const params = { videoId, from: period.from, to: period.to };
  // One at a time: chDB runs queries one after another anyway.
  const sketchRows = await store.query<SketchRow>(SKETCHES_SQL, params);
  const stale = await findStaleKeys(
    store,
    { days: { rollup: AUDIENCE_DAYS, filter: PERIOD } },
    params,
  );
  const exactRows = await store.query<ExactRow>(exactSql(stale.sets.days), {
    ...params,
    ...stale.params,
  });
  const embedRows = await store.query<EmbedRow>(EMBED_SQL, params);
  const [quality] = await store.query<QualityRow>(QUALITY_SQL, params);

  const exact = new Map(exactRows.map((row) => [`${row.dimension}/${row.name}`, row]));
  const rows = sketchRows.map((row) => {
    const counted = exact.get(`${row.dimension}/${row.name}`);
    return {
      dimension: row.dimension,
      name: row.name,
      // Views per surface are exact; per other dimension, sketched.
      views: Number(row.dimension === 'surface' ? (counted?.views ?? 0) : row.views),
      sessions: Number(row.sessions),
      judged: Number(counted?.quiz_judged ?? 0),
      correct: Number(counted?.quiz_correct ?? 0),
    };
  });
  // A name seen only in a quiz answer (no view, no playback) is no audience row.
  const of = (dimension: string) =>
    rows
      .filter((r) => r.dimension === dimension && (r.views > 0 || r.sessions > 0))
      .map(({ name, views, sessions }) => ({ name, views, sessions }))
      .sort(byViews);
  const allSessions = rows.find((r) => r.dimension === 'all')?.sessions ?? 0;

  const embeds = new Map(embedRows.map((row) => [row.host, row]));
  const embedHosts = rows
    .filter((r) => r.dimension === 'embed' && (r.views > 0 || r.sessions > 0))
    .map((r) => {
      const watch = embeds.get(r.name);
      return {
        name: r.name,
        views: r.views,
        sessions: r.sessions,
        watchTime: oneDecimal(Number(watch?.watched_seconds ?? 0)),
        completionRate: percentOf(Number(watch?.completed ?? 0), r.sessions),
        quizScore: r.judged > 0 ? percentOf(r.correct, r.judged) : null,
      };
    })
    .sort(byViews);

  const surfaceRows = of('surface');
  const surfaces = SURFACES.map((surface: Surface) => {
    const row = surfaceRows.find((r) => r.name === surface);
    return { surface, views: row?.views ?? 0, sessions: row?.sessions ?? 0 };
  });

  const measured = Number(quality?.measured ?? 0);
  const [p50, p95] = quality?.startup ?? [];
  const sessionsWithError = Number(quality?.error_sessions ?? 0);
  return {
    period,
    surfaces,
    embedHosts,
    referrerHosts: of('referrer'),
    browsers: of('browser'),
    devices: of('device'),
    quality: {
      sessionsMeasured: measured,
      startupP50Ms: measured > 0 && p50 !== undefined ? Math.round(p50) : null,
      startupP95Ms: measured > 0 && p95 !== undefined ? Math.round(p95) : null,
      stallsPerSession:
        allSessions > 0 ? Math.round((Number(quality?.stalls ?? 0) / allSessions) * 100) / 100 : 0,
      sessionsWithError,
      errorRate: percentOf(sessionsWithError, allSessions),
    },
  };
}
