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
// * bots: the views and sessions of crawlers, headless browsers and HTTP libraries, which no
//   other figure counts (bot_daily, migration 019).
//
// From migration 021 on, as Mux Data defines them:
// * playing time: the distinct spans of the player's playback_summary events (the time frames
//   were showing, by rendition height, speed and captions language), exact; stall time: the
//   distinct playback_stalled events' stallMs, exact.
// * rebuffer ratio: stall time ÷ (stall time + playing time), in % with two decimals.
// * exits before video start: sessions that asked to play (video_play, playback_started or
//   playback_error) and sent neither a first frame (playback_started) nor an error, exact; their
//   rate is % of the sessions that asked to play. A session still starting counts until its
//   first frame arrives.
// * time per rendition and per speed: playing time and its share of all playing time.
// * caption use: sessions with playing time that showed captions (in any language, and per
//   language) ÷ sessions with playing time, both sketches like every session count.
// * quality switches: distinct quality_switched events, by mode (auto: the automatic choice
//   made it; chosen: the viewer had picked a rendition).
import {
  SURFACES,
  type AnalyticsPeriod,
  type AudienceAnalytics,
  type Surface,
} from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import { foldedAudienceDaysSql, staleAudienceDaysSql } from './audience-day-counts.ts';
import { foldedPlaybackTimeDaysSql, stalePlaybackTimeDaysSql } from './playback-time-day-counts.ts';
import { AUDIENCE_DAYS, PLAYBACK_TIME_DAYS, findStaleKeys } from '../stale-keys.ts';
import {
  COMPLETED_INTERVAL,
  VIDEO_DURATION_SQL,
  completionIntervalSql,
  intervalSeconds,
  percentOf,
} from '../../metrics.ts';

const PERIOD = 'video_id = {videoId:UInt32} AND day BETWEEN {from:Date} AND {to:Date}';

// Per dimension and name: the sketches over the period's rows, plus one row ('all') with every
// playback session of the period.
const SKETCHES_SQL = `
SELECT 'sketch' AS k, dimension, name,
  toFloat64(uniqCombined64Merge(12)(views_sketch)) AS a,
  toFloat64(uniqCombined64Merge(12)(sessions)) AS b,
  0 AS c,
  emptyArrayFloat64() AS list
FROM audience_daily
WHERE ${PERIOD}
GROUP BY dimension, name
UNION ALL
SELECT 'all', '', '', 0, toFloat64(uniqCombined64Merge(12)(sessions)), 0, emptyArrayFloat64()
FROM audience_daily
WHERE ${PERIOD} AND dimension = 'surface'`;

// Per dimension and name: the exact counts (views, quiz judged, quiz correct), of the folded
// days and of the stale ones (added up: an event lies in one day).
const exactSql = (days: string) => `
SELECT 'exact', dimension, name, toFloat64(sum(views)), toFloat64(sum(quiz_judged)), toFloat64(sum(quiz_correct)), emptyArrayFloat64()
FROM (${days})
GROUP BY dimension, name`;

// Per embedding site: the playback sessions of each interval (a = interval, b = sessions; the
// watched seconds are summed below), the completed sessions, and the video's duration.
const EMBED_SQL = `
SELECT 'embed_interval', '', host, toFloat64(interval), toFloat64(uniqCombined64Merge(12)(sessions)), 0, emptyArrayFloat64()
FROM embed_host_intervals
WHERE ${PERIOD} AND interval > 0 AND interval < ${COMPLETED_INTERVAL}
GROUP BY host, interval
UNION ALL
SELECT 'embed_completed', '', host, 0, toFloat64(uniqCombined64Merge(12)(sessions)), 0, emptyArrayFloat64()
FROM embed_host_intervals
WHERE ${PERIOD} AND interval >= ${completionIntervalSql(VIDEO_DURATION_SQL)}
GROUP BY host
UNION ALL
SELECT 'duration', '', '', toFloat64(${VIDEO_DURATION_SQL}), 0, 0, emptyArrayFloat64()`;

// a = sessions measured, b = stalls, c = sessions with an error, list = startup p50 and p95.
const QUALITY_SQL = `
SELECT 'quality', '', '', toFloat64(length(startup_ms)), toFloat64(stalls), toFloat64(error_sessions),
  arrayMap(x -> toFloat64(x), arrayReduce('quantilesExactInclusive(0.5, 0.95)', startup_ms))
FROM (
  SELECT
    arrayMap(x -> x.2, groupUniqArrayMerge(1000)(startups)) AS startup_ms,
    uniqExactMerge(stalls) AS stalls,
    uniqExactMerge(error_sessions) AS error_sessions
  FROM playback_quality
  WHERE ${PERIOD}
)`;

// a = sessions that asked to play, b = those that started or failed; a = auto switches, b =
// chosen ones.
const STARTS_SQL = `
SELECT 'starts', '', '', toFloat64(uniqExactMerge(asked_sessions)), toFloat64(uniqExactMerge(started_sessions)), 0, emptyArrayFloat64()
FROM playback_quality
WHERE ${PERIOD}
UNION ALL
SELECT 'switches', '', '', toFloat64(uniqExactMerge(auto_switches)), toFloat64(uniqExactMerge(chosen_switches)), 0, emptyArrayFloat64()
FROM playback_quality
WHERE ${PERIOD}`;

// Per dimension and name: playing or stall time (a = ms), of the folded days and of the stale
// ones (added up: a span lies in one day).
const timeSql = (days: string) => `
SELECT 'time', dimension, name, toFloat64(sum(ms)), 0, 0, emptyArrayFloat64()
FROM (${days})
GROUP BY dimension, name`;

// b = sessions with playing time that showed captions, per language; all sessions with playing
// time (every summary entry has a speed); those that showed captions in any language.
const CAPTION_SESSIONS_SQL = `
SELECT 'caption_sessions', '', name, 0, toFloat64(uniqCombined64Merge(12)(sessions)), 0, emptyArrayFloat64()
FROM playback_time_days
WHERE ${PERIOD} AND dimension = 'captions' AND name != ''
GROUP BY name
UNION ALL
SELECT 'playing_sessions', '', '', 0, toFloat64(uniqCombined64Merge(12)(sessions)), 0, emptyArrayFloat64()
FROM playback_time_days
WHERE ${PERIOD} AND dimension = 'rate'
UNION ALL
SELECT 'captioned_sessions', '', '', 0, toFloat64(uniqCombined64Merge(12)(sessions)), 0, emptyArrayFloat64()
FROM playback_time_days
WHERE ${PERIOD} AND dimension = 'captions' AND name != ''`;

// a = the bots' views, b = their sessions.
const BOTS_SQL = `
SELECT 'bots', '', '', toFloat64(uniqExactMerge(views)), toFloat64(uniqCombined64Merge(12)(sessions)), 0, emptyArrayFloat64()
FROM bot_daily
WHERE ${PERIOD}`;

/** Every branch's columns: k (what the row holds), dimension, name, a, b, c, list. */
interface AudienceRow {
  k: string;
  dimension: string;
  name: string;
  a: number | string;
  b: number | string;
  c: number | string;
  list: number[];
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
  const stale = await findStaleKeys(
    store,
    {
      days: { rollup: AUDIENCE_DAYS, filter: PERIOD },
      time: { rollup: PLAYBACK_TIME_DAYS, filter: PERIOD },
    },
    params,
  );
  // One query after the stale days' (each query is a round trip and its own analysis).
  const found = await store.query<AudienceRow>(
    [
      SKETCHES_SQL,
      exactSql(foldedAudienceDaysSql(PERIOD, stale.sets.days)),
      ...(stale.any.days ? [exactSql(staleAudienceDaysSql(PERIOD, stale.sets.days))] : []),
      EMBED_SQL,
      QUALITY_SQL,
      STARTS_SQL,
      timeSql(foldedPlaybackTimeDaysSql(PERIOD, stale.sets.time)),
      ...(stale.any.time ? [timeSql(stalePlaybackTimeDaysSql(PERIOD, stale.sets.time))] : []),
      CAPTION_SESSIONS_SQL,
      BOTS_SQL,
    ].join('\nUNION ALL\n'),
    { ...params, ...stale.params },
  );
  const rowsOf = (k: string) => found.filter((row) => row.k === k);

  const exact = new Map<string, { views: number; judged: number; correct: number }>();
  for (const row of rowsOf('exact')) {
    const key = `${row.dimension}/${row.name}`;
    const counted = exact.get(key) ?? { views: 0, judged: 0, correct: 0 };
    counted.views += Number(row.a);
    counted.judged += Number(row.b);
    counted.correct += Number(row.c);
    exact.set(key, counted);
  }
  const rows = [...rowsOf('sketch'), ...rowsOf('all')].map((row) => {
    const counted = exact.get(`${row.dimension}/${row.name}`);
    return {
      dimension: row.k === 'all' ? 'all' : row.dimension,
      name: row.name,
      // Views per surface are exact; per other dimension, sketched.
      views: row.dimension === 'surface' ? (counted?.views ?? 0) : Number(row.a),
      sessions: Number(row.b),
      judged: counted?.judged ?? 0,
      correct: counted?.correct ?? 0,
    };
  });
  // A name seen only in a quiz answer (no view, no playback) is no audience row.
  const of = (dimension: string) =>
    rows
      .filter((r) => r.dimension === dimension && (r.views > 0 || r.sessions > 0))
      .map(({ name, views, sessions }) => ({ name, views, sessions }))
      .sort(byViews);
  const allSessions = rows.find((r) => r.dimension === 'all')?.sessions ?? 0;

  const duration = Number(rowsOf('duration')[0]?.a ?? 0);
  const watched = new Map<string, number>();
  for (const row of rowsOf('embed_interval')) {
    const seconds = Number(row.b) * intervalSeconds(Number(row.a), duration);
    watched.set(row.name, (watched.get(row.name) ?? 0) + seconds);
  }
  const completed = new Map(rowsOf('embed_completed').map((row) => [row.name, Number(row.b)]));
  const embedHosts = rows
    .filter((r) => r.dimension === 'embed' && (r.views > 0 || r.sessions > 0))
    .map((r) => {
      return {
        name: r.name,
        views: r.views,
        sessions: r.sessions,
        watchTime: oneDecimal(watched.get(r.name) ?? 0),
        completionRate: percentOf(completed.get(r.name) ?? 0, r.sessions),
        quizScore: r.judged > 0 ? percentOf(r.correct, r.judged) : null,
      };
    })
    .sort(byViews);

  const surfaceRows = of('surface');
  const surfaces = SURFACES.map((surface: Surface) => {
    const row = surfaceRows.find((r) => r.name === surface);
    return { surface, views: row?.views ?? 0, sessions: row?.sessions ?? 0 };
  });

  const [quality] = rowsOf('quality');
  const measured = Number(quality?.a ?? 0);
  const [p50, p95] = quality?.list ?? [];
  const sessionsWithError = Number(quality?.c ?? 0);
  const [bots] = rowsOf('bots');
  return {
    period,
    surfaces,
    embedHosts,
    referrerHosts: of('referrer'),
    browsers: of('browser'),
    devices: of('device'),
    bots: { views: Number(bots?.a ?? 0), sessions: Number(bots?.b ?? 0) },
    quality: {
      sessionsMeasured: measured,
      startupP50Ms: measured > 0 && p50 !== undefined ? Math.round(p50) : null,
      startupP95Ms: measured > 0 && p95 !== undefined ? Math.round(p95) : null,
      stallsPerSession:
        allSessions > 0 ? Math.round((Number(quality?.b ?? 0) / allSessions) * 100) / 100 : 0,
      sessionsWithError,
      errorRate: percentOf(sessionsWithError, allSessions),
      ...playbackFigures(rowsOf),
    },
  };
}

const toSeconds = (ms: number) => Math.round(ms / 100) / 10;

/** Rebuffer ratio, exits before video start, switches, time per rendition and speed, captions. */
function playbackFigures(rowsOf: (k: string) => AudienceRow[]) {
  const time = new Map<string, Map<string, number>>();
  for (const row of rowsOf('time')) {
    const names = time.get(row.dimension) ?? new Map<string, number>();
    names.set(row.name, (names.get(row.name) ?? 0) + Number(row.a));
    time.set(row.dimension, names);
  }
  const timeOf = (dimension: string) => [...(time.get(dimension) ?? new Map<string, number>())];
  const playingMs = timeOf('rate').reduce((sum, [, ms]) => sum + ms, 0);
  const stalledMs = timeOf('stall').reduce((sum, [, ms]) => sum + ms, 0);
  const share = (ms: number) => percentOf(ms, playingMs);

  const [starts] = rowsOf('starts');
  const asked = Number(starts?.a ?? 0);
  const exits = Math.max(0, asked - Number(starts?.b ?? 0));
  const [switches] = rowsOf('switches');
  const playingSessions = Number(rowsOf('playing_sessions')[0]?.b ?? 0);
  const sessionsWithCaptions = Number(rowsOf('captioned_sessions')[0]?.b ?? 0);
  return {
    playingSeconds: toSeconds(playingMs),
    stalledSeconds: toSeconds(stalledMs),
    rebufferPercent:
      playingMs + stalledMs > 0
        ? Math.round((stalledMs / (playingMs + stalledMs)) * 10_000) / 100
        : null,
    sessionsAskedToPlay: asked,
    exitsBeforeStart: exits,
    exitBeforeStartRate: percentOf(exits, asked),
    switches: { auto: Number(switches?.a ?? 0), chosen: Number(switches?.b ?? 0) },
    renditions: timeOf('rendition')
      .map(([name, ms]) => ({ height: Number(name), seconds: toSeconds(ms), share: share(ms) }))
      .sort((a, b) => b.height - a.height),
    rates: timeOf('rate')
      .map(([name, ms]) => ({ rate: Number(name), seconds: toSeconds(ms), share: share(ms) }))
      .sort((a, b) => a.rate - b.rate),
    captions: {
      playingSessions,
      sessionsWithCaptions,
      share: percentOf(sessionsWithCaptions, playingSessions),
      languages: rowsOf('caption_sessions')
        .map((row) => ({
          language: row.name,
          sessions: Number(row.b),
          share: percentOf(Number(row.b), playingSessions),
        }))
        .sort((a, b) => b.sessions - a.sessions || a.language.localeCompare(b.language)),
    },
  };
}
