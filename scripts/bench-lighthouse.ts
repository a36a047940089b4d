// bench:lighthouse — Lighthouse's performance audit of the public pages a visitor lands on:
// the home page, the video library and a watch page, each as a phone (Lighthouse's mobile
// preset: a mid-range phone on slow 4G, simulated) and as a desktop. Starts `npm start`'s server
// on the embedded stores with the demo content (no generated viewing sessions) and a fresh data
// directory, runs each page and form factor BENCH_RUNS times (default 3) in Debian's Chromium
// (CHROME_PATH, else /usr/bin/chromium) and prints the median run's performance score, FCP, LCP,
// CLS and TBT, with Lighthouse's CPU benchmark index of that run (a busy machine scores low, and
// Lighthouse's simulated phone is that much slower). Exits non-zero when a median misses its
// target: a score of 90 on mobile and 95 on desktop, with CLS below 0.1.
import { execFileSync } from 'node:child_process';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { fmt, startServer } from './bench-support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_SCORE = { mobile: 90, desktop: 95 } as const;
const TARGET_CLS = 0.1;
// A demo video whose media ships with the product, so its page plays offline.
const WATCH_TITLE = 'Counting Frames';

type FormFactor = keyof typeof TARGET_SCORE;

interface Measure {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  cpuIndex: number;
}

execFileSync(process.execPath, ['web/scripts/build-if-stale.mjs'], { stdio: 'inherit' });
const server = await startServer({ DEMO_SESSIONS: '0' });
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
});

let lighthouseVersion = '';

async function audit(url: string, formFactor: FormFactor): Promise<Measure> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The machine is offline: YouTube's thumbnails and player would only fail slowly.
    blockedUrlPatterns: ['*.ytimg.com', '*.youtube.com', '*.youtube-nocookie.com'],
  };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  let lhr = (await lighthouse(url, flags, config))?.lhr;
  // A busy machine now and then loses the trace's start (NO_NAVSTART): such a run is repeated once.
  if (lhr?.runtimeError) lhr = (await lighthouse(url, flags, config))?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  lighthouseVersion = lhr.lighthouseVersion;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    cpuIndex: lhr.environment.benchmarkIndex,
  };
}

function median(runs: Measure[]): Measure {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)]!;
}

let failed = false;
try {
  const videos = (await (await fetch(`${server.url}/api/videos`)).json()) as {
    id: number;
    title: string;
  }[];
  const video = videos.find((v) => v.title.startsWith(WATCH_TITLE)) ?? videos[0];
  if (!video) throw new Error('the demo content has no video');
  const pages = ['/', '/watch', `/watch/${video.id}`];

  const rows: string[] = [];
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const page of pages) {
      const runs: Measure[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(server.url + page, formFactor));
      const m = median(runs);
      const met = m.score >= TARGET_SCORE[formFactor] && m.cls < TARGET_CLS;
      failed ||= !met;
      rows.push(
        `| \`${page}\` | ${formFactor} | ${m.score} (${runs.map((r) => r.score).join(', ')}) | ` +
          `${fmt(m.fcpMs / 1000, 1)} s | ${fmt(m.lcpMs / 1000, 1)} s | ${fmt(m.cls, 3)} | ` +
          `${fmt(m.tbtMs)} ms | ${fmt(m.cpuIndex)} | ${met ? 'met' : 'NOT met'} |`,
      );
      console.error(rows.at(-1));
    }
  }
  console.log(
    `\n=== Lighthouse ${lighthouseVersion} performance, median of ${RUNS} runs ` +
      `(targets: mobile ≥ ${TARGET_SCORE.mobile}, desktop ≥ ${TARGET_SCORE.desktop}, CLS < ${TARGET_CLS}) ===`,
  );
  console.log('| page | form factor | score (runs) | FCP | LCP | CLS | TBT | CPU index | target |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  chrome.kill();
  await server.stop();
}
if (failed) process.exit(1);
