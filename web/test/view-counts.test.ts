// Real view counts on cards: the home page's cards show each video's count as the
// watch page's analytics have it, asked in ONE /api/videos/views request for all cards; with the
// analytics away the cards show no count (never "0 views"). And the watch page counts a view only
// when playback really starts: a blocked autoplay sends none, playing sends exactly one.
import { randomUUID } from 'node:crypto';
import type { Video } from '@lumen/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  openBrowser,
  newContext,
  screenshot,
} from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { BROWSER_HEADERS } from '@lumen/contract/test-viewer';

let server: RunningServer;
let browser: Browser;
let videos: Video[];

beforeAll(async () => {
  // A server of its own (no generated demo sessions), so that the counts hold still.
  [server, browser] = await Promise.all([
    startServer({
      seed: 'demo',
      admin: { email: inject('adminEmail'), password: inject('adminPassword') },
      template: inject('demoTemplate'),
    }),
    openBrowser(),
  ]);
  videos = (await (await fetch(`${server.url}/api/videos`)).json()) as Video[];
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const totalViews = async (videoId: number) =>
  (
    (await (await fetch(`${server.url}/api/videos/${videoId}/analytics`)).json()) as {
      totalViews: number;
    }
  ).totalViews;

/** Sends `count` views of a video through the real ingest and waits until the analytics count them. */
async function sendViews(videoId: number, count: number): Promise<number> {
  const before = await totalViews(videoId);
  const events = Array.from({ length: count }, () => ({
    eventType: 'view',
    videoId,
    sessionId: randomUUID(),
    eventId: randomUUID(),
    metadata: { source: 'watch' },
  }));
  const response = await fetch(`${server.url}/api/track/batch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...BROWSER_HEADERS },
    body: JSON.stringify(events),
  });
  expect(response.status).toBe(202);
  await expect.poll(() => totalViews(videoId), { timeout: 20_000 }).toBe(before + count);
  return before + count;
}

const viewsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'view' : 'views'}`;

/** Every /api/videos/views request the page makes, as the list of ids it asked for. */
function recordViewRequests(page: Page): number[][] {
  const asked: number[][] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/videos/views')
      asked.push((url.searchParams.get('ids') ?? '').split(',').map(Number));
  });
  return asked;
}

describe('view counts on cards', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'home (%s): every card shows its real count, from one request for all cards',
    async (label, viewport) => {
      if (label === 'desktop') {
        // Nobody watched the demo yet: one video gets 3 views ("3 views"), one gets 1 ("1 view").
        expect(await sendViews(videos[0]!.id, 3)).toBe(3);
        expect(await sendViews(videos[1]!.id, 1)).toBe(1);
      }
      const context = await newContext(browser, server.url, { viewport });
      const page = await context.newPage();
      const asked = recordViewRequests(page);
      await page.goto('/');
      const latest = page.getByRole('list', { name: 'Latest videos' });
      await latest.waitFor();
      const cards = latest.getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(videos.length);
      await expect
        .poll(() => latest.getByTestId('view-count').count(), { timeout: 15_000 })
        .toBe(videos.length);

      const shownIds: number[] = [];
      for (const card of await cards.all()) {
        const href = await card.getByRole('link').first().getAttribute('href');
        const id = Number(href!.split('/').pop());
        shownIds.push(id);
        // The count the watch page shows for the same video (its analytics' totalViews).
        expect(await card.getByTestId('view-count').innerText(), `video ${id}`).toBe(
          viewsText(await totalViews(id)),
        );
      }
      expect(shownIds).toEqual(expect.arrayContaining([videos[0]!.id, videos[1]!.id]));

      // One request for the whole page, naming every card.
      expect(asked).toHaveLength(1);
      expect(new Set(asked[0])).toEqual(new Set(shownIds));
      await screenshot(page, `view-counts-home-${label}`);
      await expectNoSeriousA11yViolations(page, `home with view counts (${label})`);
      await context.close();
    },
  );

  it('with the analytics away the cards show no count, never "0 views"', async () => {
    const context = await newContext(browser, server.url);
    await context.route('**/api/videos/views?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'retry-after': '5' },
        body: '{"message":"Analytics are unavailable right now"}',
      }),
    );
    const page = await context.newPage();
    const asked = recordViewRequests(page);
    await page.goto('/');
    const latest = page.getByRole('list', { name: 'Latest videos' });
    await latest.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => latest.getByRole('listitem').count(), { timeout: 10_000 })
      .toBe(videos.length);
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(300); // the failed answer has been handled
    expect(await latest.getByTestId('view-count').count()).toBe(0);
    expect(await latest.innerText()).not.toMatch(/\bviews?\b/);
    await context.close();
  });
});

/**
 * In the page, what a browser's autoplay rule does to a page the visitor has not interacted
 * with yet: the autoplay attribute starts nothing and play() is refused with NotAllowedError.
 * (Headless Chromium plays these sound-on videos whatever its --autoplay-policy switch says.)
 */
function blockAutoplay() {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(this) below
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    if (!navigator.userActivation.hasBeenActive)
      return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    return play.call(this);
  };
  Object.defineProperty(HTMLMediaElement.prototype, 'autoplay', {
    get: () => false,
    set: () => undefined,
  });
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with .call(this) below
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (this instanceof HTMLMediaElement && name.toLowerCase() === 'autoplay') return;
    setAttribute.call(this, name, value);
  };
}

describe('the watch page counts a view when playback starts', () => {
  const native = () => videos.find((v) => v.sourceUrl.startsWith('/media/'))!;

  function recordViews(page: Page): { source: string }[] {
    const views: { source: string }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/videos\/\d+\/track-view$/.test(request.url()))
        views.push(request.postDataJSON() as { source: string });
    });
    return views;
  }

  it('a blocked autoplay sends no view; starting playback sends exactly one', async () => {
    const context = await newContext(browser, server.url);
    await context.addInitScript(blockAutoplay);
    try {
      const video = native();
      const before = await totalViews(video.id);
      const page = await context.newPage();
      const views = recordViews(page);
      await page.goto(`/watch/${video.id}`);
      await page.getByTestId('interactive-player').waitFor();
      const start = page.getByRole('button', { name: 'Play video' });
      await start.waitFor();
      // Enough data to play (HAVE_FUTURE_DATA): an allowed autoplay would have started by now.
      await page.waitForFunction(() => document.querySelector('video')!.readyState >= 3, null, {
        timeout: 20_000,
      });
      expect(await page.evaluate(() => document.querySelector('video')!.paused)).toBe(true);
      expect(views).toEqual([]);

      await start.click();
      await page.waitForFunction(() => document.querySelector('video')!.currentTime > 1, null, {
        timeout: 20_000,
      });
      // Pausing and resuming is the same playback: still one view.
      await page.keyboard.press('k');
      await page.waitForFunction(() => document.querySelector('video')!.paused);
      await page.keyboard.press('k');
      await page.waitForFunction(() => !document.querySelector('video')!.paused);
      await page.waitForTimeout(500);
      expect(views.map((v) => v.source)).toEqual(['watch']);
      await expect.poll(() => totalViews(video.id), { timeout: 20_000 }).toBe(before + 1);
    } finally {
      await context.close();
    }
  });
});
