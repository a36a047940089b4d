// The embed page in real iframes of every size the Embed Code tab can produce (admin spec §9:
// width 200–1920, height 200–1080, and the responsive 16:9 code) plus the common 560×315 and
// 640×360: the player fills the frame, its controls and picture inside it, no scrollbar; the
// title bar shows until playback starts; a quiz fits a 400×225 frame; a host page drives the
// embed with the player.js client.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Quiz, Video } from '@lumen/contract';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInApi, type AdminApi } from './admin-support/admin-session';
import { openAdminSuite, type AdminSuite } from './admin-support/admin-suite';
import { screenshot } from './support/browser';
import { BROWSER_USER_AGENT } from '@lumen/contract/test-viewer';

let suite: AdminSuite;
let admin: AdminApi;
let plain: Video;
let withQuiz: Video;
let quizId: number;

const post = <T>(path: string, data: unknown) => admin.post<T>(path, data);

beforeAll(async () => {
  await startHostSite();
  suite = await openAdminSuite();
  admin = await signInApi(suite.browser, suite.server);
  const video = (title: string) =>
    post<Video>('/api/videos', { title, sourceUrl: '/media/seed/colour-bars.mp4', duration: 40 });
  plain = await video('Embedded colour bars with a long title that has to fit a small frame');
  withQuiz = await video('Embedded quiz');
  quizId = (
    await post<Quiz>(`/api/videos/${withQuiz.id}/quizzes`, {
      title: 'Frame check',
      question: 'Does this quiz fit the frame?',
      questionType: 'single_choice',
      options: ['Yes', 'No', 'Partly', 'Not sure'],
      correctAnswer: 'Yes',
      isRequired: false,
      pauseVideo: true,
      timecode: 1,
    })
  ).id;
});
afterAll(async () => {
  await admin?.close();
  await suite?.close();
  hostSite?.close();
});

/**
 * The embedding site: a server of its own on another loopback port, so the embed is
 * cross-origin as on a real site (Chromium refuses a loopback frame inside a public or opaque
 * parent, so neither a routed fake domain nor about:blank would do).
 */
const hostPages = new Map<string, string>();
/** The player.js client as embedders load it (the npm package's build). */
const PLAYER_JS_CLIENT = readFileSync(createRequire(import.meta.url).resolve('player.js'), 'utf8');
let hostSite: Server;
let hostOrigin: string;

async function startHostSite() {
  hostSite = createServer((request, response) => {
    if (request.url === '/player.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(PLAYER_JS_CLIENT);
      return;
    }
    const html = hostPages.get(request.url ?? '');
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html' });
    response.end(html ? `<!doctype html><body style="margin:0">${html}</body>` : 'not found');
  });
  await new Promise<void>((resolve) => hostSite.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(hostSite.address() as AddressInfo).port}`;
}

async function hostPage(html: string, viewport = { width: 1980, height: 1200 }): Promise<Page> {
  const path = `/page-${hostPages.size}`;
  hostPages.set(path, html);
  const context = await suite.browser.newContext({ viewport, userAgent: BROWSER_USER_AGENT });
  const page = await context.newPage();
  await page.goto(hostOrigin + path);
  return page;
}

async function embedFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe');
  const frame = (await handle.contentFrame())!;
  await frame.waitForSelector('[data-testid="interactive-player"]');
  await frame.waitForSelector('[data-testid="player-controls"]');
  return frame;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Boxes in the frame's own coordinates, and whether the document scrolls. */
const layout = (frame: Frame) =>
  frame.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)!.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    };
    const root = document.documentElement;
    return {
      viewport: { width: root.clientWidth, height: root.clientHeight },
      scrolls: root.scrollHeight > root.clientHeight || root.scrollWidth > root.clientWidth,
      controls: box('[data-testid="player-controls"]'),
      video: box('video'),
      titleBar: box('[data-testid="embed-title-bar"]'),
    };
  });

const inside = (inner: Box, outer: { width: number; height: number }) =>
  inner.x >= 0 &&
  inner.y >= 0 &&
  inner.x + inner.width <= outer.width + 0.5 &&
  inner.y + inner.height <= outer.height + 0.5;

const SIZES: [number, number][] = [
  [200, 200],
  [320, 180],
  [560, 315],
  [640, 360],
  [800, 450], // the Embed Code tab's default
  [1280, 720],
  [1920, 1080],
  [200, 1080],
  [1920, 200],
];

describe('the embed page in an iframe', () => {
  it.each(SIZES)(
    '%i×%i: fills the frame, controls and picture inside, no scrollbar',
    async (width, height) => {
      const page = await hostPage(
        `<iframe src="${suite.server.url}/embed/${plain.id}" width="${width}" height="${height}" style="border:0" allow="autoplay; fullscreen"></iframe>`,
      );
      const frame = await embedFrame(page);
      const seen = await layout(frame);
      expect(seen.viewport).toEqual({ width, height });
      expect(seen.scrolls).toBe(false);
      expect(inside(seen.controls, seen.viewport), JSON.stringify(seen.controls)).toBe(true);
      expect(inside(seen.video, seen.viewport), JSON.stringify(seen.video)).toBe(true);
      // The picture takes what the controls leave.
      expect(seen.video.height + seen.controls.height).toBeGreaterThanOrEqual(height - 1);
      if (width === 800) await screenshot(page, 'embed-800x450');
      await page.context().close();
    },
  );

  it('responsive code: a 16:9 box at the host page’s width', async () => {
    const page = await hostPage(
      `<div style="position:relative;padding-bottom:56.25%;height:0;overflow:hidden"><iframe src="${suite.server.url}/embed/${plain.id}" style="position:absolute;top:0;left:0;width:100%;height:100%;border:0" allowfullscreen></iframe></div>`,
      { width: 390, height: 844 },
    );
    const frame = await embedFrame(page);
    const seen = await layout(frame);
    expect(seen.viewport.width).toBe(390);
    expect(seen.viewport.height).toBeCloseTo(219, 0);
    expect(seen.scrolls).toBe(false);
    expect(inside(seen.controls, seen.viewport)).toBe(true);
    await page.context().close();
  });

  it('shows the title bar until playback starts, then hides it while the pointer rests or is away', async () => {
    const page = await hostPage(
      `<iframe src="${suite.server.url}/embed/${plain.id}" width="640" height="360" style="border:0"></iframe>`,
    );
    const frame = await embedFrame(page);
    const bar = frame.getByTestId('embed-title-bar');
    const opacity = () => bar.evaluate((el) => getComputedStyle(el).opacity);
    expect(await opacity()).toBe('1');
    // The site's name arrives with its settings, beside the video's.
    await expect.poll(() => bar.textContent()).toContain('Powered by Lumen');
    await frame.getByRole('button', { name: 'Play', exact: true }).click();
    await page.mouse.move(1500, 1000); // off the frame
    await expect.poll(opacity, { timeout: 8000 }).toBe('0');
    await page.mouse.move(320, 180); // over the frame
    await expect.poll(opacity, { timeout: 5000 }).toBe('1');
    await page.context().close();
  });

  it("answers a host page's player.js client: commands, state, and the quiz's outcome", async () => {
    const page = await hostPage(
      `<iframe id="player" src="${suite.server.url}/embed/${withQuiz.id}" width="640" height="360" style="border:0" allow="autoplay"></iframe>
      <script src="/player.js"></script>
      <script>
        window.seen = [];
        window.player = new playerjs.Player('player');
        window.ask = (method) => new Promise((resolve) => player[method](resolve));
        player.on('ready', () => {
          seen.push({ event: 'ready' });
          for (const event of ['play', 'pause', 'quizAnswered', 'quizSkipped'])
            player.on(event, (value) => seen.push({ event, value }));
        });
      </script>`,
    );
    const frame = await embedFrame(page);
    type Seen = { event: string; value?: unknown };
    const seen = () => page.evaluate(() => (window as unknown as { seen: Seen[] }).seen);
    const ask = (method: string) =>
      page.evaluate(
        (name) => (window as unknown as { ask: (m: string) => unknown }).ask(name),
        method,
      );
    const call = (method: string, value?: unknown) =>
      page.evaluate(
        ([name, arg]) => {
          const player = (window as unknown as { player: Record<string, (v?: unknown) => void> })
            .player;
          player[name]!(arg);
        },
        [method, value] as const,
      );

    await expect.poll(async () => (await seen()).map((s) => s.event)).toContain('ready');
    expect(await ask('getPaused')).toBe(true);
    expect(await ask('getDuration')).toBeGreaterThan(0);

    await call('setCurrentTime', 10);
    await expect.poll(() => ask('getCurrentTime')).toBeCloseTo(10, 0);
    await call('play');
    await expect.poll(() => ask('getPaused')).toBe(false);
    await call('pause');
    await expect.poll(() => ask('getPaused')).toBe(true);
    await call('mute');
    await expect.poll(() => ask('getMuted')).toBe(true);
    await call('setVolume', 40);
    await expect.poll(() => ask('getVolume')).toBe(40);
    await call('setLoop', true);
    expect(await ask('getLoop')).toBe(true);
    expect((await seen()).map((s) => s.event)).toEqual(['ready', 'play', 'pause']);

    // Back before the quiz at 1 s: it opens, and answering it is reported with its result.
    await call('setCurrentTime', 0);
    await call('play');
    const dialog = frame.getByRole('dialog', { name: 'Frame check' });
    await dialog.waitFor({ timeout: 20_000 });
    await frame.getByRole('radio', { name: 'Yes' }).check();
    await frame.getByRole('button', { name: /submit/i }).click();
    await expect
      .poll(async () => (await seen()).find((s) => s.event === 'quizAnswered'), { timeout: 15_000 })
      .toEqual({ event: 'quizAnswered', value: { elementId: quizId, correct: true } });
    await page.context().close();
  });

  it('starts at t= and loops with loop=1', async () => {
    const page = await hostPage(
      `<iframe id="player" src="${suite.server.url}/embed/${plain.id}?t=0m5s&loop=1" width="640" height="360" style="border:0"></iframe>
      <script src="/player.js"></script>
      <script>
        window.player = new playerjs.Player('player');
        window.ask = (method) => new Promise((resolve) => player[method](resolve));
      </script>`,
    );
    await embedFrame(page);
    const ask = (method: string) =>
      page.evaluate(
        (name) => (window as unknown as { ask: (m: string) => unknown }).ask(name),
        method,
      );
    await expect.poll(() => ask('getCurrentTime')).toBeCloseTo(5, 0);
    expect(await ask('getLoop')).toBe(true);
    // From a second before the end it plays on from the start.
    const duration = Number(await ask('getDuration'));
    await page.evaluate((seconds) => {
      const { player } = window as unknown as { player: Record<string, (v?: unknown) => void> };
      player.setCurrentTime!(seconds);
      player.play!();
    }, duration - 1);
    await expect.poll(() => ask('getCurrentTime'), { timeout: 10_000 }).toBeLessThan(duration / 2);
    expect(await ask('getPaused')).toBe(false);
    await page.context().close();
  });

  it('fits a quiz in a 400×225 frame, its answers and buttons reachable', async () => {
    const page = await hostPage(
      `<iframe src="${suite.server.url}/embed/${withQuiz.id}" width="400" height="225" style="border:0"></iframe>`,
    );
    const frame = await embedFrame(page);
    await frame.getByRole('button', { name: 'Play', exact: true }).click();
    const dialog = frame.getByRole('dialog', { name: 'Frame check' });
    await dialog.waitFor({ timeout: 20_000 });
    const box = await dialog.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    });
    expect(inside(box, { width: 400, height: 225 }), JSON.stringify(box)).toBe(true);
    expect(await layout(frame).then((l) => l.scrolls)).toBe(false);
    // The last option and the submit button scroll into view inside the overlay and work.
    await frame.getByRole('radio', { name: 'Yes' }).check();
    const submit = frame.getByRole('button', { name: /submit/i });
    await submit.scrollIntoViewIfNeeded();
    expect(await submit.isVisible()).toBe(true);
    await screenshot(page, 'embed-quiz-400x225');
    await page.context().close();
  });
});
