// The player's audience facts in a real browser against a real server: the page host sent with
// every event (the site framing /embed, or the external page that sent the viewer), and the
// playback quality events (startup time once, a stall with its length, a media error with its code).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Video } from '@lumen/contract';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInApi, type AdminApi } from './admin-support/admin-session';
import { openAdminSuite, type AdminSuite } from './admin-support/admin-suite';
import { CHROMIUM_ARGS, newContext } from './support/browser';

let suite: AdminSuite;
let admin: AdminApi;
let playable: Video;
let broken: Video;

interface Sent {
  eventType?: string;
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
    await expect.poll(() => ofType(events, 'playback_started').length).toBe(1);
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
    await expect.poll(() => ofType(events, 'playback_stalled').length).toBe(1);
    const stall = ofType(events, 'playback_stalled')[0]!.metadata!.stallMs as number;
    expect(stall).toBeGreaterThanOrEqual(380);
    expect(stall).toBeLessThan(5000);
    // Playing on after the stall starts nothing anew.
    expect(ofType(events, 'playback_started')).toHaveLength(1);
    // Waiting while paused is no stall.
    await page.evaluate(async () => {
      const video = document.querySelector('video')!;
      video.pause();
      video.dispatchEvent(new Event('waiting'));
      await new Promise((r) => setTimeout(r, 100));
      video.dispatchEvent(new Event('playing'));
    });
    await page.waitForTimeout(500);
    expect(ofType(events, 'playback_stalled')).toHaveLength(1);
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
