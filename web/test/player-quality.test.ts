// The player's audience facts in a real browser against a real server: the page host sent with
// every event (the site framing /embed, or the external page that sent the viewer), the
// playback quality events (startup time once, a stall with its length, a media error with its
// code), and the Playback Quality panel showing exactly what the players sent (playing time per
// speed and captions, rebuffer ratio, exits before video start).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AudienceAnalytics, PlayedEntry, Video } from '@lumen/contract';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage, signInApi, type AdminApi } from './admin-support/admin-session';
import { openAdminSuite, type AdminSuite } from './admin-support/admin-suite';
import {
  CHROMIUM_ARGS,
  expectNoSeriousA11yViolations,
  newContext,
  screenshot,
} from './support/browser';

let suite: AdminSuite;
let admin: AdminApi;
let playable: Video;
let broken: Video;

interface Sent {
  eventId?: string;
  eventType?: string;
  sessionId?: string;
  pageHost?: string;
  timecode?: number;
  metadata?: Record<string, unknown>;
}

/** Every event the page sends (single calls and batches alike). */
function recordEvents(page: Page): Sent[] {
  const events: Sent[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'POST') return;
    if (/^\/api\/(track\/interaction|videos\/\d+\/track-(view|progress))$/.test(path))
      events.push(request.postDataJSON() as Sent);
    else if (path === '/api/track/batch') events.push(...(request.postDataJSON() as Sent[]));
  });
  return events;
}

const ofType = (events: Sent[], type: string) => events.filter((e) => e.eventType === type);
/** Each event once (a resend from the offline queue carries the same id). */
const distinct = (events: Sent[]) => [...new Map(events.map((e) => [e.eventId, e])).values()];

/**
 * How many events of a type the page has sent, each once, after resending its offline queue: an
 * event whose call failed on a busy machine waits there for the tracker's 30-second resend, which
 * the 'online' event brings forward.
 */
async function sentOfType(page: Page, events: Sent[], type: string): Promise<number> {
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  return distinct(ofType(events, type)).length;
}

const post = <T>(path: string, data: unknown) => admin.post<T>(path, data);

beforeAll(async () => {
  suite = await openAdminSuite();
  admin = await signInApi(suite.browser, suite.server);
  playable = await post<Video>('/api/videos', {
    title: 'Quality probe',
    sourceUrl: '/media/seed/colour-bars.mp4',
    duration: 40,
  });
  broken = await post<Video>('/api/videos', {
    title: 'Quality probe (missing file)',
    sourceUrl: '/media/seed/no-such-file.mp4',
    duration: 40,
  });
});

afterAll(async () => {
  await admin?.close();
  await suite?.close();
});

describe('playback quality events', () => {
  it('playback_started once with its startup time; a stall while playing with its length', async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    const events = recordEvents(page);
    await page.goto(`/watch/${playable.id}`);
    await page.waitForFunction(
      () => (document.querySelector('video')?.currentTime ?? 0) > 1,
      undefined,
      {
        timeout: 20_000,
      },
    );
    await expect.poll(() => sentOfType(page, events, 'playback_started')).toBe(1);
    const started = ofType(events, 'playback_started')[0]!;
    expect(started.metadata?.startupMs).toEqual(expect.any(Number));
    expect(started.metadata!.startupMs as number).toBeGreaterThanOrEqual(0);
    expect(started.metadata!.startupMs as number).toBeLessThan(20_000);

    // The element's own events, as a network stall raises them: waiting, then playing again.
    await page.evaluate(async () => {
      const video = document.querySelector('video')!;
      video.dispatchEvent(new Event('waiting'));
      await new Promise((r) => setTimeout(r, 400));
      video.dispatchEvent(new Event('playing'));
    });
    await expect.poll(() => sentOfType(page, events, 'playback_stalled')).toBe(1);
    const stall = ofType(events, 'playback_stalled')[0]!.metadata!.stallMs as number;
    expect(stall).toBeGreaterThanOrEqual(380);
    expect(stall).toBeLessThan(5000);
    // Playing on after the stall starts nothing anew.
    expect(await sentOfType(page, events, 'playback_started')).toBe(1);
    // Waiting while paused is no stall.
    await page.evaluate(async () => {
      const video = document.querySelector('video')!;
      video.pause();
      video.dispatchEvent(new Event('waiting'));
      await new Promise((r) => setTimeout(r, 100));
      video.dispatchEvent(new Event('playing'));
    });
    await page.waitForTimeout(500);
    expect(await sentOfType(page, events, 'playback_stalled')).toBe(1);
    await context.close();
  });

  it('a media that cannot load sends playback_error with its MediaError code', async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    const events = recordEvents(page);
    await page.goto(`/watch/${broken.id}`);
    await expect.poll(() => ofType(events, 'playback_error').length, { timeout: 20_000 }).toBe(1);
    // MEDIA_ERR_SRC_NOT_SUPPORTED: a 404 is no playable source.
    expect(ofType(events, 'playback_error')[0]!.metadata?.code).toBe(4);
    expect(ofType(events, 'playback_started')).toHaveLength(0);
    await context.close();
  });
});

describe('page host on every event', () => {
  it('inside /embed framed by another site: that site, on every event', async () => {
    // learn.example.org resolves to this machine (the test serves its page): a public page
    // framing the local test server would be blocked by Chromium's local network access check.
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP learn.example.org 127.0.0.1'],
    });
    // A page of learn.example.org (served by the test, on this machine) that frames the embed.
    const framing = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(
        `<!doctype html><title>Course</title><iframe src="${suite.server.url}/embed/${playable.id}?autoplay=1&muted=1" width="640" height="360" allow="autoplay"></iframe>`,
      );
    });
    try {
      const context = await newContext(browser, suite.server.url);
      const page = await context.newPage();
      const events = recordEvents(page);
      await new Promise<void>((resolve) => framing.listen(0, '127.0.0.1', resolve));
      const { port } = framing.address() as AddressInfo;
      await page.route(/^http:\/\/learn\.example\.org:/, (route) => route.continue());
      await page.goto(`http://learn.example.org:${port}/course/1`);
      await expect
        .poll(() => ofType(events, 'playback_started').length, { timeout: 20_000 })
        .toBe(1);
      expect(events.length).toBeGreaterThan(2);
      expect(new Set(events.map((e) => e.pageHost))).toEqual(new Set(['learn.example.org']));
    } finally {
      await browser.close();
      framing.close();
    }
  });

  it('on the site: the external page that sent the viewer; nothing when direct', async () => {
    const context = await newContext(suite.browser, suite.server.url);
    const page = await context.newPage();
    const events = recordEvents(page);
    await page.goto(`/watch/${playable.id}`, { referer: 'https://news.example.net/item?id=7' });
    await expect.poll(() => ofType(events, 'playback_started').length, { timeout: 20_000 }).toBe(1);
    expect(new Set(events.map((e) => e.pageHost))).toEqual(new Set(['news.example.net']));

    const direct = await context.newPage();
    const directEvents = recordEvents(direct);
    await direct.goto(`/watch/${playable.id}`);
    await expect
      .poll(() => ofType(directEvents, 'playback_started').length, { timeout: 20_000 })
      .toBe(1);
    expect(directEvents.every((e) => e.pageHost === undefined)).toBe(true);
    await context.close();
  });
});

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

/** The panel's figures by the rules of get-audience.ts, worked out from the events sent. */
function qualityOf(sent: Sent[]) {
  const events = distinct(sent);
  const played = ofType(events, 'playback_summary').flatMap(
    (e) => e.metadata!.played as PlayedEntry[],
  );
  const playingMs = played.reduce((sum, e) => sum + e.ms, 0);
  const stalledMs = ofType(events, 'playback_stalled').reduce(
    (sum, e) => sum + (e.metadata!.stallMs as number),
    0,
  );
  const sessionsOf = (...types: string[]) =>
    new Set(events.filter((e) => types.includes(e.eventType ?? '')).map((e) => e.sessionId));
  const asked = sessionsOf('video_play', 'playback_started', 'playback_error').size;
  const exits = asked - sessionsOf('playback_started', 'playback_error').size;
  const msAt = (rate: number) =>
    played.filter((e) => e.rate === rate).reduce((s, e) => s + e.ms, 0);
  return {
    rebufferPercent: Math.round((stalledMs / (stalledMs + playingMs)) * 10_000) / 100,
    exitsBeforeStart: exits,
    exitBeforeStartRate: percent(exits, asked),
    normalShare: percent(msAt(1), playingMs),
    fasterShare: percent(msAt(1.5), playingMs),
    playingSeconds: Math.round(playingMs / 100) / 10,
  };
}

async function uploadCaptions(videoId: number): Promise<void> {
  const response = await admin.request.post(`/api/videos/${videoId}/captions`, {
    headers: { origin: suite.server.url },
    multipart: {
      file: {
        name: 'english.vtt',
        mimeType: 'text/vtt',
        buffer: Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:40.000\nColour bars\n'),
      },
      language: 'en',
      label: 'English',
    },
  });
  if (!response.ok()) throw new Error(`captions: ${response.status()} ${await response.text()}`);
}

const playsPast = (page: Page, seconds: number) =>
  page.waitForFunction((s) => (document.querySelector('video')?.currentTime ?? 0) > s, seconds, {
    timeout: 20_000,
  });

async function choose(page: Page, menuName: string, item: string): Promise<void> {
  await page.getByTestId('player-controls').getByRole('button', { name: menuName }).click();
  await page
    .getByRole('menu', { name: menuName })
    .getByRole('menuitemradio', { name: item })
    .click();
}

describe('the Playback Quality panel', () => {
  it('shows the rebuffer ratio, exits before start, speeds and captions the players sent', async () => {
    const probe = await post<Video>('/api/videos', {
      title: 'Playback analytics probe',
      sourceUrl: '/media/seed/colour-bars.mp4',
      duration: 40,
    });
    await uploadCaptions(probe.id);

    // A viewer plays, turns to 1.5× and English captions, stalls once, and pauses.
    const viewer = await newContext(suite.browser, suite.server.url);
    const page = await viewer.newPage();
    const events = recordEvents(page);
    await page.goto(`/watch/${probe.id}`);
    await playsPast(page, 1);
    await choose(page, 'Player settings', '1.5×');
    await choose(page, 'Captions', 'English');
    await playsPast(page, 2.5);
    await page.evaluate(async () => {
      const video = document.querySelector('video')!;
      video.dispatchEvent(new Event('waiting'));
      await new Promise((r) => setTimeout(r, 300));
      video.dispatchEvent(new Event('playing'));
    });
    await expect.poll(() => sentOfType(page, events, 'playback_stalled')).toBeGreaterThan(0);
    await playsPast(page, 4);
    await page.evaluate(() => document.querySelector('video')!.pause());
    // The time played goes out when playback pauses.
    await expect.poll(() => sentOfType(page, events, 'playback_summary')).toBe(1);
    const played = ofType(events, 'playback_summary')[0]!.metadata!.played as PlayedEntry[];
    expect(played.map((e) => [e.height, e.rate, e.captions])).toEqual([
      [0, 1, ''],
      [0, 1.5, ''],
      [0, 1.5, 'en'],
    ]);
    await viewer.close();

    // Another asks to play and leaves before the first frame: the media never answers.
    const leaver = await newContext(suite.browser, suite.server.url);
    const waiting = await leaver.newPage();
    const left = recordEvents(waiting);
    await waiting.route('**/media/seed/colour-bars.mp4', () => {});
    await waiting.goto(`/watch/${probe.id}`);
    await waiting.getByTestId('interactive-player').waitFor();
    await waiting.evaluate(
      () =>
        void document
          .querySelector('video')!
          .play()
          .catch(() => {}),
    );
    await expect.poll(() => ofType(left, 'video_play').length).toBe(1);
    await leaver.close();

    const expected = qualityOf([...events, ...left]);
    expect(expected.exitsBeforeStart).toBe(1);
    const audience = async () => {
      const response = await admin.request.get(`/api/videos/${probe.id}/analytics/audience`);
      return ((await response.json()) as AudienceAnalytics).quality;
    };
    // Both viewers' events have been counted (they may reach the store in separate inserts).
    await expect
      .poll(
        async () => {
          const { playingSeconds, rebufferPercent, exitsBeforeStart, exitBeforeStartRate } =
            await audience();
          return { playingSeconds, rebufferPercent, exitsBeforeStart, exitBeforeStartRate };
        },
        { timeout: 30_000 },
      )
      .toEqual({
        playingSeconds: expected.playingSeconds,
        rebufferPercent: expected.rebufferPercent,
        exitsBeforeStart: 1,
        exitBeforeStartRate: expected.exitBeforeStartRate,
      });
    expect((await audience()).captions).toMatchObject({
      playingSessions: 1,
      sessionsWithCaptions: 1,
      share: 100,
    });

    const tab = await adminPage(
      suite.browser,
      suite.server,
      `/admin?tab=analytics&video=${probe.id}`,
    );
    const panel = tab.getByRole('region', { name: 'Playback Quality' });
    const figure = (label: string) => panel.locator(`dt:text-is("${label}") + dd`).innerText();
    await expect.poll(() => figure('Rebuffer ratio')).toBe(`${expected.rebufferPercent}%`);
    expect(await figure('Exits before video start')).toBe(`${expected.exitBeforeStartRate}% (1)`);
    const bar = (name: string) =>
      panel.getByRole('progressbar', { name, exact: true }).getAttribute('aria-valuenow');
    expect(Number(await bar('Normal'))).toBe(expected.normalShare);
    expect(Number(await bar('1.5×'))).toBe(expected.fasterShare);
    expect(Number(await bar('Not known'))).toBe(100);
    expect(Number(await bar('Captions on'))).toBe(100);
    expect(Number(await bar('English (en)'))).toBe(100);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(tab, 'admin-analytics-playback-quality');
    await expectNoSeriousA11yViolations(tab, 'playback quality panel');
    await tab.context().close();
  });
});
