// bench:analytics — analytics latency at 10 million events in chDB (`-- --events N` for another
// size). The events are generated inside ClickHouse (INSERT … SELECT FROM numbers()), through the
// same materialized views as real inserts; then the summary, a 100-bucket retention curve, the
// Analytics tab's period questions and its audience and playback quality figures are asked
// through the event store the API uses
// (chDB in its own process), while this process — standing in for the API — measures its
// event-loop delay. `-- --dir D` keeps the generated data in D and, when D already holds it,
// measures again without generating (100 M events take minutes to generate).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createClient } from '@clickhouse/client';
import { createChdbConnection } from 'chdb/connection';
import {
  applyMigrations,
  foldFinished,
  FOLD_EVERY_MS,
  getAudience,
  getLiveViewers,
  getPeriodRetention,
  getRetentionCurve,
  getSiteFigures,
  getVideoPeriod,
  getVideoSummary,
  openIsolatedEventStore,
  type EventStore,
} from '@lumen/clickhouse';
import { fmt, measureLatency } from './bench-support.ts';

const eventsArg = process.argv.indexOf('--events');
const EVENTS = Number(
  eventsArg > 0 ? process.argv[eventsArg + 1] : (process.env.BENCH_EVENTS ?? 10_000_000),
);
const CHUNK = 1_000_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const dirArg = process.argv.indexOf('--dir');
const keptDir = dirArg > 0 ? process.argv[dirArg + 1] : undefined;
const reuse = keptDir !== undefined && existsSync(keptDir);
const dir = keptDir ?? mkdtempSync(join(tmpdir(), 'lumen-bench-analytics-'));

// 20 events per session: a view, then progress every 5 s up to the session's own length
// (1…19 reports), the rest other player events; every third session that stops before the
// end sees quiz 1 (and answers it, right or wrong). Half of all sessions watch video 1 (the hot
// video, 5 M events at 10 M); the rest spread over videos 2…100, over the last 90 days.
// The playback quality events come after the progress, as the player sends them: 1 session in
// 25 asks to play and leaves before the first frame (an exit before video start); every other
// one sends its first frame and then one summary of its playing time (by rendition, speed and
// captions: 70 % at an HLS rendition, 15 % faster or slower than 1×, 12 % with captions), and,
// on an HLS rendition above 240p, most sessions one quality switch up from a lower start (1 in 10
// chosen by the viewer) and 1 in 8 a stall of 0.2–4.2 s. A session too long to leave a slot
// after its progress sends none of them, like a page closed before its summary went out.
/** One entry of a summary's played list, at `height` for `ms`, at the session's speed and captions. */
const played = (height: string, ms: string) =>
  `concat('{"height":', toString(${height}), ',"rate":', rate, ',"captions":"', captions, '","ms":', toString(${ms}), '}')`;
const GENERATE = (from: number, count: number) => `
INSERT INTO events
SELECT
  generateUUIDv4(number) AS event_id,
  multiIf(p = 0, 'view', p <= len, 'progress', p = len + 1, if(exits, 'video_play', 'playback_started'), p = 18 AND s % 3 = 0, 'quiz_shown', p = 19 AND s % 3 = 0, 'quiz_completed', p = len + 2 AND NOT exits, 'playback_summary', p = len + 3 AND switched, 'quality_switched', p = len + 4 AND stalled, 'playback_stalled', ['video_pause', 'video_play', 'volume_change', 'video_seek'][1 + (p % 4)]) AS event_type,
  if(s % 2 = 0, 1, 2 + (s % 99)) AS video_id,
  concat('s', toString(s)) AS session_id,
  '' AS visitor_id,
  if(startsWith(event_type, 'quiz_'), '1', '') AS element_id,
  if(p = 0, NULL, toFloat64(least(p, len) * 5)) AS timecode,
  100.0 AS duration,
  multiIf(
    event_type = 'quiz_completed', if(s % 5 < 3, '{"answer":"A","isCorrect":true}', '{"answer":"B","isCorrect":false}'),
    event_type = 'playback_started', concat('{"startupMs":', toString(100 + cityHash64(s) % 3000), '}'),
    event_type = 'playback_summary', concat('{"played":[', if(switched, concat(${played('low', 'len * 1000')}, ',', ${played('height', 'len * 4000')}), ${played('height', 'len * 5000')}), ']}'),
    event_type = 'quality_switched', concat('{"fromHeight":', toString(low), ',"toHeight":', toString(height), ',"mode":"', if(h % 10 = 0, 'chosen', 'auto'), '"}'),
    event_type = 'playback_stalled', concat('{"stallMs":', toString(200 + intDiv(h, 7) % 4000), '}'),
    '{}') AS metadata,
  toDateTime64(now() - (s % 90) * 86400 + p * 5, 3, 'UTC') AS client_ts,
  client_ts AS received_at,
  ['Chrome', 'Safari', 'Firefox', 'Edge', 'Mobile Safari'][1 + s % 5] AS ua_family,
  if(s % 5 < 2, ['learn.example.org', 'blog.example.com'][1 + s % 2], ['', 'www.google.com', 'duckduckgo.com'][1 + s % 3]) AS referrer_host,
  if(s % 5 < 2, 'embed', 'site') AS surface,
  ['desktop', 'mobile', 'tablet'][1 + s % 3] AS device
FROM (
  SELECT number, intDiv(number, 20) AS s, number % 20 AS p, 1 + (cityHash64(intDiv(number, 20)) % 19) AS len,
    cityHash64(s, 'playback') AS h,
    s % 25 = 7 AS exits,
    -- 0: not an HLS rendition (YouTube, a single file)
    [0, 0, 0, 1080, 720, 720, 480, 480, 360, 240][1 + intDiv(h, 10) % 10] AS height,
    if(height > 360, 360, 240) AS low,
    height > 240 AND intDiv(h, 100) % 4 != 3 AND NOT exits AS switched,
    height > 0 AND intDiv(h, 400) % 8 = 0 AND NOT exits AS stalled,
    multiIf(intDiv(h, 3200) % 100 < 85, '1', intDiv(h, 3200) % 100 < 92, '1.5', intDiv(h, 3200) % 100 < 97, '1.25', intDiv(h, 3200) % 100 < 99, '2', '0.75') AS rate,
    multiIf(intDiv(h, 320000) % 100 < 88, '', intDiv(h, 320000) % 100 < 96, 'en', 'es') AS captions
  FROM numbers(${from}, ${count})
)`;

async function generate() {
  const client = createClient({
    connection: createChdbConnection({ path: dir }),
  } as unknown as Parameters<typeof createClient>[0]);
  await applyMigrations(client);
  const started = Date.now();
  for (let from = 0; from < EVENTS; from += CHUNK) {
    await client.command({ query: GENERATE(from, Math.min(CHUNK, EVENTS - from)) });
  }
  const generated = Date.now();
  // Every rollup merged, as background merges leave the days before today.
  const rollups = await (
    await client.query({
      query: `SELECT name FROM system.tables WHERE database = currentDatabase() AND engine = 'AggregatingMergeTree'`,
      format: 'JSONEachRow',
    })
  ).json<{ name: string }>();
  for (const { name } of rollups) await client.command({ query: `OPTIMIZE TABLE ${name} FINAL` });
  const [row] = await (
    await client.query({ query: 'SELECT count() AS n FROM events', format: 'JSONEachRow' })
  ).json<{ n: string }>();
  const [sessions] = await (
    await client.query({
      query: 'SELECT count() AS n FROM session_rollup WHERE video_id = 1',
      format: 'JSONEachRow',
    })
  ).json<{ n: string }>();
  console.log(
    `generated ${fmt(Number(row!.n))} events in ${fmt((generated - started) / 1000, 1)} s (rollups merged in ${fmt((Date.now() - generated) / 1000, 1)} s); hot video: ${fmt(Number(sessions!.n))} sessions`,
  );
  await client.close();
}

// The periods as the API resolves them: the last `days` UTC days with today, and the one before.
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
function period(days: number) {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  return { from: isoDay(today - (days - 1) * DAY_MS), to: isoDay(today), days };
}
function previous(p: { from: string; days: number }) {
  const from = Date.parse(`${p.from}T00:00:00Z`);
  return { from: isoDay(from - p.days * DAY_MS), to: isoDay(from - DAY_MS), days: p.days };
}
/** GET /api/videos/:id/analytics/period: the figures of both periods and the daily series. */
const askPeriod = (store: EventStore, videoId: number, days: number) =>
  getVideoPeriod(store, videoId, period(days), previous(period(days)), 'day', 'UTC');
const MARKERS = [
  { elementType: 'quiz' as const, elementId: 1, title: 'Quiz', timecode: 30 },
  { elementType: 'survey' as const, elementId: 2, title: 'Survey', timecode: 62 },
];
const VIDEOS = Array.from({ length: 100 }, (_, i) => ({ videoId: i + 1, title: `Video ${i + 1}` }));

const measure = (label: string, ask: () => Promise<unknown>) =>
  measureLatency(label, ask, { runs: RUNS, width: 52 });

try {
  console.log(`=== per-video analytics at ${fmt(EVENTS)} events (chDB) ===`);
  if (reuse) console.log(`reusing the events generated in ${dir}`);
  else await generate();
  const store = await openIsolatedEventStore({ chdbDir: dir }, { ttlDays: 400 });
  // What the event sink does every few minutes: finished hours of views, days of the audience
  // and of the session sets become numbers. The events were all stored just now; the sink's fold a few minutes later is
  // asked for.
  const foldStarted = Date.now();
  await foldFinished(store, { now: Date.now() + FOLD_EVERY_MS + 60_000 });
  console.log(
    `finished hours of views, days of the audience and of the session sets folded in ${fmt((Date.now() - foldStarted) / 1000, 1)} s`,
  );
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The machine's speed for chDB today (it varies by half from day to day on a shared one): a
  // query that reads nothing still pays a round trip, parsing and analysis.
  await measure('calibration: SELECT 1 (a round trip, no data)', () => store.query('SELECT 1'));
  await measure(`summary, hot video (${fmt(EVENTS / 2e6)} M events)`, () =>
    getVideoSummary(store, 1),
  );
  await measure('retention (100 buckets), hot video', () => getRetentionCurve(store, 1, 100));
  await measure(`summary, typical video (~${fmt(EVENTS / 2e5)} k events)`, () =>
    getVideoSummary(store, 42),
  );
  await measure('retention (100 buckets), typical video', () => getRetentionCurve(store, 42, 100));
  for (const days of [30, 90]) {
    await measure(`period figures + series + slot, ${days} d, hot video`, () =>
      askPeriod(store, 1, days),
    );
    await measure(`period figures + series + slot, ${days} d, typical`, () =>
      askPeriod(store, 42, days),
    );
    await measure(`period retention + markers, ${days} d, hot video`, () =>
      getPeriodRetention(store, 1, period(days), 100, MARKERS),
    );
    await measure(`site overview (100 videos), ${days} d`, () =>
      getSiteFigures(store, period(days), VIDEOS, 'UTC'),
    );
  }
  await measure('live viewers, hot video (raw events)', () => getLiveViewers(store, 1));
  // The Audience and Playback Quality panels: one read, the playback figures included.
  for (const days of [30, 90]) {
    await measure(`audience + playback quality, ${days} d, hot video`, () =>
      getAudience(store, 1, period(days)),
    );
    await measure(`audience + playback quality, ${days} d, typical`, () =>
      getAudience(store, 42, period(days)),
    );
  }
  delay.disable();
  console.log(
    `event-loop delay of this (API-side) process while querying: p50 ${fmt(delay.percentile(50) / 1e6, 1)} ms, p99 ${fmt(delay.percentile(99) / 1e6, 1)} ms, max ${fmt(delay.max / 1e6, 1)} ms`,
  );
  const summary = await getVideoSummary(store, 1);
  console.log(`hot video summary: ${JSON.stringify(summary)}`);
  const figures = await getVideoPeriod(store, 1, period(90), previous(period(90)), 'day', 'UTC');
  console.log(`hot video, last 90 days: ${JSON.stringify(figures.current)}`);
  // The site overview reads folded days (sizes − overlaps), the tab merges the sets: both sketch.
  const row = (await getSiteFigures(store, period(90), VIDEOS, 'UTC')).videos.find(
    (v) => v.videoId === 1,
  );
  console.log(`hot video in the site overview, last 90 days: ${JSON.stringify(row)}`);
  const { quality } = await getAudience(store, 1, period(90));
  console.log(`hot video playback quality, last 90 days: ${JSON.stringify(quality)}`);
  // The generator's playback events must reach every figure the panel reads, or it times nothing.
  if (
    quality.rebufferPercent === null ||
    quality.exitsBeforeStart === 0 ||
    quality.switches.auto === 0 ||
    quality.renditions.length < 2 ||
    quality.rates.length < 2 ||
    quality.captions.sessionsWithCaptions === 0
  )
    throw new Error('the generated playback events left some playback quality figure empty');
  await store.close();
} finally {
  if (!keptDir) rmSync(dir, { recursive: true, force: true });
}
