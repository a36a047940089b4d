// bench:catalogue — the catalogue's reads at 100,000 videos and 1 M quiz responses, in Postgres
// and in PGlite: GET /api/videos's first page, a deep page, a search, a category filter and
// sort by views, each against a bare `SELECT 1` through the same store in the same run (p50 and
// p95 of sequential calls through the api's own handler, no network); then the library page
// (/watch) in Debian's Chromium: time from navigation to its first cards.
// BENCH_VIDEOS, BENCH_RESPONSES and BENCH_CALLS change the sizes; BENCH_DATABASE_URL (default
// the local Postgres) is where a scratch database is made and dropped again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { encodeCursor, openContentStore, seedContent, type ContentStore } from '@lumen/db';
import { buildApp } from '../api/src/app.ts';
import { loadConfig } from '../api/src/config.ts';
import { launchChromium } from '../web/test/support/chromium.ts';
import { fmt, percentile } from './bench-support.ts';

const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 100_000);
const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCRATCH_DB = 'lumen_bench_catalogue';
const WEB_DIST = new URL('../web/dist', import.meta.url).pathname;
const TARGET_P95_MS = { postgres: 30, pglite: 60 };
const FIRST_CARDS_TARGET_MS = 1000;

/** The ten categories, and videos with searchable words, the categories' tags, five types, views and dates. */
async function generate(content: ContentStore): Promise<void> {
  const started = Date.now();
  await seedContent(content.db, 'none'); // the ten categories
  const words = `ARRAY['calculus','neural networks','photosynthesis','jazz piano','stoicism',
    'bread baking','black holes','supply chains','watercolour','machine learning','volcanoes',
    'negotiation','poetry','linear algebra','climate','entrepreneurship','anatomy','chess',
    'typography','public speaking']`;
  const openers = `ARRAY['Introduction to','Advanced','The history of','A short guide to',
    'Understanding','Lecture on','Interview about','Documentary:','Tutorial:','Podcast on']`;
  await content.db.execute(
    sql.raw(`
    INSERT INTO videos (title, description, source_url, source_type, duration, author, tags,
      video_type, visibility, view_count, created_at)
    SELECT (${openers})[1 + i % 10] || ' ' || (${words})[1 + (i * 7) % 20] || ' ' || i,
      'Part ' || i || ' of the series on ' || (${words})[1 + (i * 3) % 20] || '.',
      'https://cdn.example.com/v' || i || '.mp4', 'upload', (i * 37) % 7200,
      'Author ' || (i % 500),
      ARRAY[(ARRAY['Lectures & Talks','Interviews','Documentaries','Tutorials','Entertainment',
        'News & Updates','Business & Finance','Health & Wellness','Technology',
        'Science & Research'])[1 + i % 10], (${words})[1 + (i * 11) % 20]],
      (ARRAY['lecture','interview','documentary','tutorial','podcast'])[1 + i % 5],
      CASE WHEN i % 50 = 0 THEN 'draft' WHEN i % 50 = 1 THEN 'unlisted' ELSE 'public' END,
      (i * 7919) % 100000, now() - make_interval(mins => i)
    FROM generate_series(1, ${VIDEOS}) AS i`),
  );
  const quizzes = Math.max(1, Math.floor(VIDEOS / 10));
  await content.db.execute(
    sql.raw(`
    INSERT INTO quizzes (video_id, title, question, options, correct_answer, timecode)
    SELECT v.id, 'Quiz ' || v.id, 'Question on video ' || v.id, '["a","b","c"]'::jsonb, 'a', 30
    FROM (SELECT id FROM videos ORDER BY id LIMIT ${quizzes}) AS v`),
  );
  await content.db.execute(
    sql.raw(`
    INSERT INTO quiz_responses (quiz_id, answer, is_correct, response_time, session_id)
    SELECT q.id, to_jsonb((ARRAY['a','b','c'])[1 + r % 3]), r % 3 = 0, 1000 + r % 9000,
      's-' || r
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM quizzes) AS q
    JOIN generate_series(1, ${Math.ceil(RESPONSES / quizzes)}) AS r ON true
    LIMIT ${RESPONSES}`),
  );
  await content.db.execute(sql`ANALYZE`);
  console.log(
    `  generated ${VIDEOS.toLocaleString('en')} videos, ${quizzes.toLocaleString('en')} quizzes, ` +
      `${RESPONSES.toLocaleString('en')} responses in ${fmt((Date.now() - started) / 1000, 1)} s`,
  );
}

async function timeCalls(call: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The catalogue's reads through the api's handler, each against SELECT 1 through the store. */
async function benchReads(kind: 'postgres' | 'pglite', content: ContentStore, dataDir: string) {
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    content,
    webDistDir: WEB_DIST,
  });
  try {
    // A cursor 90 % of the way down the newest-first order: a deep page.
    const deep = await content.db.execute(
      sql`SELECT id, created_at::text AS at FROM videos
          WHERE visibility = 'public' ORDER BY created_at DESC, id DESC
          OFFSET ${Math.floor(VIDEOS * 0.9)} LIMIT 1`,
    );
    const row = (deep as { rows: { id: number; at: string }[] }).rows[0]!;
    const deepCursor = encodeCursor({ sort: 'newest:desc', value: row.at, id: row.id });
    const reads: [string, string][] = [
      ['first page (newest)', '/api/videos?limit=24'],
      ['deep page (90 %)', `/api/videos?limit=24&cursor=${deepCursor}`],
      ['search "neural networks"', '/api/videos?limit=24&q=neural%20networks'],
      ['search, spec endpoint', '/api/videos/search?q=photosynthesis'],
      ['category filter', '/api/videos?limit=24&category=technology'],
      ['sort by views', '/api/videos?limit=24&sort=views'],
      ['sort by title, deep', '/api/videos?limit=24&sort=title&q=lecture'],
    ];
    const baseline = await timeCalls(() => content.db.execute(sql`SELECT 1`));
    console.log(
      `  ${'SELECT 1 (baseline)'.padEnd(28)} p50 ${fmt(baseline.p50, 2).padStart(7)} ms   p95 ${fmt(baseline.p95, 2).padStart(7)} ms`,
    );
    let worst = 0;
    for (const [name, url] of reads) {
      const check = await app.inject({ method: 'GET', url });
      if (check.statusCode !== 200) throw new Error(`${url}: ${check.statusCode} ${check.body}`);
      const { p50, p95 } = await timeCalls(() => app.inject({ method: 'GET', url }));
      worst = Math.max(worst, p95);
      console.log(
        `  ${name.padEnd(28)} p50 ${fmt(p50, 2).padStart(7)} ms   p95 ${fmt(p95, 2).padStart(7)} ms   ` +
          `(${fmt(p95 / baseline.p95, 0)}× SELECT 1's p95)`,
      );
    }
    const target = TARGET_P95_MS[kind];
    console.log(
      `  worst p95 ${fmt(worst, 1)} ms: ${worst <= target ? 'under' : 'OVER'} ${target} ms`,
    );

    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const browser = await launchChromium();
    try {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const page = await browser.newPage();
        const started = Date.now();
        await page.goto(`http://127.0.0.1:${port}/watch`);
        await page.getByRole('list', { name: 'Videos' }).locator('article').first().waitFor();
        times.push(Date.now() - started);
        await page.close();
      }
      const median = percentile(times, 50);
      console.log(
        `  /watch first cards in Chromium: ${times.map((t) => `${t} ms`).join(', ')} ` +
          `(median ${median} ms: ${median <= FIRST_CARDS_TARGET_MS ? 'under' : 'OVER'} ${FIRST_CARDS_TARGET_MS} ms)`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await app.close();
  }
}

execFileSync(process.execPath, ['web/scripts/build-if-stale.mjs'], { stdio: 'inherit' });

console.log(`\n=== Postgres (${ADMIN_URL.replace(/\/\/[^@]*@/, '//')}) ===`);
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${SCRATCH_DB}`);
await admin.query(`CREATE DATABASE ${SCRATCH_DB}`);
const scratchUrl = new URL(ADMIN_URL);
scratchUrl.pathname = `/${SCRATCH_DB}`;
const pgDir = mkdtempSync(join(tmpdir(), 'lumen-bench-catalogue-'));
try {
  const postgres = await openContentStore({ databaseUrl: scratchUrl.toString() });
  try {
    await generate(postgres);
    await benchReads('postgres', postgres, pgDir);
  } finally {
    await postgres.close();
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${SCRATCH_DB}`);
  await admin.end();
  rmSync(pgDir, { recursive: true, force: true });
}

console.log('\n=== PGlite ===');
const liteDir = mkdtempSync(join(tmpdir(), 'lumen-bench-catalogue-'));
try {
  const pglite = await openContentStore({ pgliteDir: join(liteDir, 'content') });
  try {
    await generate(pglite);
    await benchReads('pglite', pglite, liteDir);
  } finally {
    await pglite.close();
  }
} finally {
  rmSync(liteDir, { recursive: true, force: true });
}
