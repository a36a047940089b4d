// Question analytics at about 10 million events in chDB: bench:analytics' 7 M playback
// events, plus ~3.3 M quiz events on the hot video (250 k sessions × 5 quizzes: shown; the
// server's answer in 70 %, the player's completed too, or a skip in 15 %; a second answer in
// 10 %), spread over 90 days. Then the quiz figures of the question endpoint (reach, answers,
// first answers, median time) are asked for 7-, 30- and 90-day periods through the event store
// the API uses (chDB in its own process). Run: npx tsx scripts/bench-questions.ts
// (BENCH_DIR=… keeps the generated store for another run.)
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createClient } from '@clickhouse/client';
import { createChdbConnection } from 'chdb/connection';
import {
  applyMigrations,
  foldFinished,
  FOLD_EVERY_MS,
  getQuestionAnswers,
  getQuestionFigures,
  openIsolatedEventStore,
} from '@lumen/clickhouse';
import { fmt, measureLatency } from './bench-support.ts';

const PLAYBACK_EVENTS = Number(process.env.BENCH_PLAYBACK_EVENTS ?? 7_000_000);
const QUIZ_SESSIONS = Number(process.env.BENCH_QUIZ_SESSIONS ?? 250_000);
const CHUNK = 1_000_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const dir = process.env.BENCH_DIR ?? mkdtempSync(join(tmpdir(), 'lumen-bench-questions-'));
const GENERATED = join(dir, '.generated');
const TABLES = ['element_day_sessions', 'quiz_answer_days', 'quiz_first_answers'];
// The columns the generated rows fill (the later ones keep their defaults).
const COLUMNS =
  'event_id, event_type, video_id, session_id, visitor_id, element_id, timecode, duration, metadata, client_ts, received_at, ua_family, referrer_host, surface';

// As bench:analytics: 20 events per session, half of the sessions on video 1.
const PLAYBACK = (from: number, count: number) => `
INSERT INTO events (${COLUMNS})
SELECT
  generateUUIDv4(number),
  multiIf(p = 0, 'view', p <= len, 'progress', ['video_pause', 'video_play', 'volume_change', 'video_seek'][1 + (p % 4)]),
  if(s % 2 = 0, 1, 2 + (s % 99)), concat('s', toString(s)), '', '',
  if(p = 0, NULL, toFloat64(least(p, len) * 5)), 100.0, '{}',
  toDateTime64(now() - (s % 90) * 86400 + p * 5, 3, 'UTC') AS ts, ts, 'Chrome', '', 'site'
FROM (
  SELECT number, intDiv(number, 20) AS s, number % 20 AS p, 1 + (cityHash64(intDiv(number, 20)) % 19) AS len
  FROM numbers(${from}, ${count})
)`;

// Per (hot session, quiz 1…5) four slots: shown; the server's answer (r < 70); the player's
// completed (r < 70) or skipped (r < 85); a second answer (r < 10). Answers A…D, A correct,
// 1…21 s to answer.
const QUIZZES = (from: number, count: number) => `
INSERT INTO events (${COLUMNS})
SELECT
  generateUUIDv4(number),
  multiIf(p = 0, 'quiz_shown', p = 2 AND r >= 70, 'quiz_skipped', 'quiz_completed'),
  1, concat('s', toString(s)), '', toString(q), NULL, NULL,
  if(p IN (1, 3), concat('{"answer":"', ans, '","isCorrect":', if(ans = 'A', 'true', 'false'),
    ',"source":"server","responseTimeMs":', toString(1000 + cityHash64(number, 1) % 20000), '}'), '{}'),
  toDateTime64(now() - (s % 90) * 86400 + q * 20 + p, 3, 'UTC') AS ts, ts, 'Chrome', '', 'site'
FROM (
  SELECT number, intDiv(number, 20) * 2 AS s, 1 + intDiv(number % 20, 4) AS q, number % 4 AS p,
    cityHash64(intDiv(number, 4)) % 100 AS r, ['A', 'B', 'C', 'D'][1 + cityHash64(number) % 4] AS ans
  FROM numbers(${from}, ${count})
)
WHERE p = 0 OR (p IN (1, 2) AND r < 70) OR (p = 2 AND r < 85) OR (p = 3 AND r < 10)`;

async function generate() {
  const client = createClient({
    connection: createChdbConnection({ path: dir }),
  } as unknown as Parameters<typeof createClient>[0]);
  await applyMigrations(client);
  const started = Date.now();
  for (let from = 0; from < PLAYBACK_EVENTS; from += CHUNK)
    await client.command({ query: PLAYBACK(from, Math.min(CHUNK, PLAYBACK_EVENTS - from)) });
  const slots = QUIZ_SESSIONS * 20;
  for (let from = 0; from < slots; from += CHUNK)
    await client.command({ query: QUIZZES(from, Math.min(CHUNK, slots - from)) });
  const generated = Date.now();
  for (const table of TABLES) await client.command({ query: `OPTIMIZE TABLE ${table} FINAL` });
  const count = async (query: string) =>
    Number(
      (await (await client.query({ query, format: 'JSONEachRow' })).json<{ n: string }>())[0]!.n,
    );
  const events = await count('SELECT count() AS n FROM events');
  const quizEvents = await count("SELECT count() AS n FROM events WHERE event_type LIKE 'quiz%'");
  console.log(
    `generated ${fmt(events)} events (${fmt(quizEvents)} quiz events on the hot video) in ${fmt((generated - started) / 1000, 1)} s; rollups merged in ${fmt((Date.now() - generated) / 1000, 1)} s`,
  );
  for (const table of TABLES) {
    const rows = await count(`SELECT count() AS n FROM ${table}`);
    const bytes = await count(
      `SELECT sum(bytes_on_disk) AS n FROM system.parts WHERE active AND table = '${table}'`,
    );
    console.log(`  ${table}: ${fmt(rows)} rows, ${fmt(bytes / 1e6, 1)} MB`);
  }
  await client.close();
  writeFileSync(GENERATED, '');
}

const measure = (label: string, ask: () => Promise<unknown>) =>
  measureLatency(label, ask, { runs: RUNS, width: 44 });

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const lastDays = (days: number) => ({
  from: isoDay(Date.now() - (days - 1) * DAY_MS),
  to: isoDay(Date.now()),
});

try {
  console.log('=== question analytics at ~10 M events (chDB) ===');
  if (!existsSync(GENERATED)) await generate();
  console.log(`disk: ${execSync(`du -sh ${dir}`).toString().trim()}`);
  const store = await openIsolatedEventStore({ chdbDir: dir }, { ttlDays: 400 });
  // What the event sink does every few minutes: finished days of the answers become numbers.
  const foldStarted = Date.now();
  await foldFinished(store, { now: Date.now() + FOLD_EVERY_MS + 60_000 });
  console.log(`finished hours and days folded in ${fmt((Date.now() - foldStarted) / 1000, 1)} s`);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  for (const days of [7, 30, 90]) {
    const period = lastDays(days);
    await measure(`quiz figures, hot video, ${days} days`, () =>
      getQuestionFigures(store, 1, period),
    );
  }
  await measure('quiz figures, video without quizzes, 30 days', () =>
    getQuestionFigures(store, 42, lastDays(30)),
  );
  delay.disable();
  console.log(
    `event-loop delay of this (API-side) process while querying: p99 ${fmt(delay.percentile(99) / 1e6, 1)} ms`,
  );
  const quiz = (await getQuestionAnswers(store, 1, lastDays(90))).get('1');
  console.log(`quiz 1 over 90 days: ${JSON.stringify(quiz)}`);
  await store.close();
} finally {
  if (!process.env.BENCH_DIR) rmSync(dir, { recursive: true, force: true });
}
