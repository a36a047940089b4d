// SEED=demo's generated viewing sessions (api/src/demo): sent through the real pipeline, they
// end in the figures the generator's own records say, on the audience endpoint and the spec's
// summary; and the real process sends them after it answers, without slowing its start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceAnalyticsSchema, videoAnalyticsSchema } from '@lumen/contract';
import {
  DEMO_SESSIONS_SEED,
  readDemoVideos,
  sendDemoViewingSessions,
} from '../src/demo/send-demo-sessions.ts';
import { generateViewingSessions, type DemoVideo } from '../src/demo/viewing-sessions.ts';
import { audienceTruth, summaryTruth } from './support/audience-truth.ts';
import { createHarness, type Harness } from './support/harness.ts';
import {
  freePort,
  startRealServer,
  stopRealServer,
  type RealServer,
} from './support/real-server.ts';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const COUNT = 1200;
/** Sessions counted by sketches of precision 12 are exact up to this many (migration 010). */
const EXACT_UP_TO = 128;

/** A sketch's figure: exact up to EXACT_UP_TO sessions, within 5 % beyond. */
function expectSketch(actual: number, truth: number, what: string) {
  if (truth <= EXACT_UP_TO) expect(actual, what).toBe(truth);
  else
    expect(Math.abs(actual - truth), `${what}: ${actual} vs ${truth}`).toBeLessThanOrEqual(
      truth * 0.05,
    );
}

describe('demo viewing sessions through the pipeline', () => {
  let h: Harness;
  let videos: DemoVideo[];
  let now: number;
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  // The sessions start within 90 × 24 h before now: that reaches into a 91st day.
  const period = { from: isoDay(today - 91 * DAY_MS), to: isoDay(today) };

  beforeAll(async () => {
    h = await createHarness('pglite', { seed: 'demo', events: 'log' });
    videos = await readDemoVideos(h.content.db);
    now = Date.now();
    const sent = await sendDemoViewingSessions({
      db: h.content.db,
      queue: h.events!.queue,
      count: COUNT,
      now,
    });
    expect(sent.sessions).toBe(COUNT);
    await h.events!.drain(120_000);
  }, 240_000);
  afterAll(() => h?.close());

  const truthSessions = () => {
    const weights = Object.fromEntries(
      videos.map((v) => [v.id, v.quizzes.length + v.surveys.length > 0 ? 6 : 1]),
    );
    return generateViewingSessions({
      videos,
      sessions: COUNT,
      seed: DEMO_SESSIONS_SEED,
      now,
      days: 90,
      weights,
    });
  };

  it('the spec summary of every demo video equals the generator truth', async () => {
    const sessions = truthSessions();
    for (const video of videos) {
      const mine = sessions.filter((s) => s.videoId === video.id);
      const response = await h.request({ method: 'GET', url: `/api/videos/${video.id}/analytics` });
      expect(videoAnalyticsSchema.parse(response.json()), `video ${video.id}`).toEqual(
        summaryTruth(mine, video.duration),
      );
    }
  });

  it('the audience of the interactive video and of another equals the truth (sketches within their bound)', async () => {
    const sessions = truthSessions();
    const interactive = videos.find((v) => v.quizzes.length > 0)!;
    const other = videos.find((v) => v.quizzes.length === 0 && v.duration <= 600)!;
    for (const video of [interactive, other]) {
      const mine = sessions.filter((s) => s.videoId === video.id);
      const truth = audienceTruth(mine, video.duration);
      const audience = audienceAnalyticsSchema.parse(
        (
          await h.asAdmin({
            method: 'GET',
            url: `/api/videos/${video.id}/analytics/audience?from=${period.from}&to=${period.to}`,
          })
        ).json(),
      );
      const rows = (name: keyof typeof truth) =>
        truth[name] as { name: string; views: number; sessions: number }[];
      for (const key of ['referrerHosts', 'browsers', 'devices', 'embedHosts'] as const) {
        const got = audience[key];
        expect(got.map((r) => r.name).sort(), key).toEqual(
          rows(key)
            .map((r) => r.name)
            .sort(),
        );
        for (const row of rows(key)) {
          const found = got.find((r) => r.name === row.name)!;
          expectSketch(found.views, row.views, `${key} ${row.name} views`);
        }
        for (const row of rows(key))
          expectSketch(
            got.find((r) => r.name === row.name)!.sessions,
            row.sessions,
            `${key} ${row.name}`,
          );
      }
      for (const host of truth.embedHosts) {
        const got = audience.embedHosts.find((r) => r.name === host.name)!;
        expect(got.quizScore, host.name).toBe(host.quizScore);
        expect(Math.abs(got.watchTime - host.watchTime)).toBeLessThanOrEqual(host.watchTime * 0.05);
        expect(Math.abs(got.completionRate - host.completionRate)).toBeLessThanOrEqual(3);
      }
      expect(audience.surfaces.map((s) => s.views)).toEqual(truth.surfaces.map((s) => s.views));
      const { quality } = audience;
      expect(quality.sessionsMeasured).toBe(truth.quality.sessionsMeasured);
      expect(quality.startupP50Ms).toBe(truth.quality.startupP50Ms);
      expect(quality.startupP95Ms).toBe(truth.quality.startupP95Ms);
      expect(quality.sessionsWithError).toBe(truth.quality.sessionsWithError);
      expect(
        Math.abs(quality.stallsPerSession - truth.quality.stallsPerSession),
      ).toBeLessThanOrEqual(Math.max(0.01, truth.quality.stallsPerSession * 0.05));
      expect(Math.abs(quality.errorRate - truth.quality.errorRate)).toBeLessThanOrEqual(0.5);
    }
  });

  it('the demo covers every chart: both example sites, several browsers and devices, stalls, errors, answers right and wrong', () => {
    const sessions = truthSessions();
    const truth = audienceTruth(sessions, 0);
    expect(truth.embedHosts.map((r) => r.name).sort()).toEqual([
      'blog.example.com',
      'learn.example.org',
    ]);
    expect(truth.browsers.length).toBeGreaterThanOrEqual(5);
    expect(truth.devices.map((d) => d.name).sort()).toEqual(['desktop', 'mobile', 'tablet']);
    expect(truth.quality.sessionsWithError).toBeGreaterThan(0);
    expect(sessions.some((s) => s.stallsMs.length > 0)).toBe(true);
    expect(sessions.some((s) => s.rewatchedIntervals.length > 0)).toBe(true);
    const answers = sessions.flatMap((s) => s.quizAnswers);
    expect(answers.some((a) => a.correct) && answers.some((a) => a.correct === false)).toBe(true);
    expect(sessions.some((s) => s.surveyAnswers.length > 0)).toBe(true);
    const days = new Set(sessions.map((s) => isoDay(s.startedAt)));
    expect(days.size).toBeGreaterThan(80);
  });
});

/** Views of every video the server lists, added up. */
async function totalViews(base: string): Promise<number> {
  const videos = (await (await fetch(`${base}/api/videos`)).json()) as { id: number }[];
  let views = 0;
  for (const video of videos) {
    const response = await fetch(`${base}/api/videos/${video.id}/analytics`);
    views += ((await response.json()) as { totalViews: number }).totalViews;
  }
  return views;
}

describe('npm start with SEED=demo', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-demo-seed-'));
  const stoppedDir = mkdtempSync(join(tmpdir(), 'lumen-demo-stopped-'));
  let server: RealServer | null = null;
  afterAll(async () => {
    if (server) await stopRealServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(stoppedDir, { recursive: true, force: true });
  });

  it('stopped while sending, it stops after the round in hand: what was sent is counted once, and a restart sends no more', async () => {
    const port = await freePort();
    const first = await startRealServer({
      dataDir: stoppedDir,
      port,
      env: { SEED: 'demo', DEMO_SESSIONS: '3000', LOG_LEVEL: 'info' },
    });
    await new Promise((r) => setTimeout(r, 1500));
    await stopRealServer(first);
    expect(first.child.exitCode).toBe(0);
    const line = first
      .output()
      .split('\n')
      .find((l) => l.includes('demo viewing sessions'));
    const sent = (JSON.parse(line!) as { sessions: number }).sessions;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(3000);

    server = await startRealServer({
      dataDir: stoppedDir,
      port,
      env: { SEED: 'demo', DEMO_SESSIONS: '3000' },
    });
    // One view per generated session.
    await expect
      .poll(() => totalViews(server!.base), { timeout: 90_000, interval: 1000 })
      .toBe(sent);
    await new Promise((r) => setTimeout(r, 2000));
    expect(await totalViews(server.base)).toBe(sent);
    await stopRealServer(server);
    server = null;
  }, 180_000);

  it('answers within 60 s and then sends the demo sessions, each counted once', async () => {
    server = await startRealServer({
      dataDir,
      port: await freePort(),
      env: { SEED: 'demo', DEMO_SESSIONS: '300' },
    });
    expect(server.startedInMs).toBeLessThan(60_000);
    const videos = (await (await fetch(`${server.base}/api/videos`)).json()) as { id: number }[];
    expect(videos.length).toBe(12);
    // The views per video that the server's generator sent (its own clock shifts only times).
    const h = await createHarness('pglite', { seed: 'demo' });
    const demoVideos = await readDemoVideos(h.content.db);
    await h.close();
    const weights = Object.fromEntries(
      demoVideos.map((v) => [v.id, v.quizzes.length + v.surveys.length > 0 ? 6 : 1]),
    );
    const sessions = generateViewingSessions({
      videos: demoVideos,
      sessions: 300,
      seed: DEMO_SESSIONS_SEED,
      now: Date.now(),
      days: 90,
      weights,
    });
    const total = async () => {
      let views = 0;
      for (const video of videos) {
        const response = await fetch(`${server!.base}/api/videos/${video.id}/analytics`);
        views += ((await response.json()) as { totalViews: number }).totalViews;
      }
      return views;
    };
    await expect.poll(total, { timeout: 90_000, interval: 1000 }).toBe(sessions.length);
    for (const video of demoVideos) {
      const response = await fetch(`${server.base}/api/videos/${video.id}/analytics`);
      expect(((await response.json()) as { totalViews: number }).totalViews).toBe(
        sessions.filter((s) => s.videoId === video.id).length,
      );
    }
  }, 180_000);
});
