// The interactive player never fails silently, and its seek bar and centre
// play button (item 5): a missing source shows the error state with Retry and the source link,
// a source that fails and then recovers plays after Retry, the interactive elements sit on the
// seek bar at their timecodes, and the centre play button starts a blocked autoplay.
import type { Video } from '@lumen/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInApi, type AdminApi } from './admin-support/admin-session';
import { openAdminSuite, type AdminSuite } from './admin-support/admin-suite';
import {
  CHROMIUM_ARGS,
  PHONE,
  expectNoSeriousA11yViolations,
  newContext,
  screenshot,
} from './support/browser';

let suite: AdminSuite;
let admin: AdminApi;
const contexts: BrowserContext[] = [];

let missing: Video;
let flaky: Video;
let marked: Video;

const post = <T>(path: string, data: unknown) => admin.post<T>(path, data);

const newVideo = (title: string, sourceUrl: string) =>
  post<Video>('/api/videos', { title, sourceUrl, duration: 40 });

beforeAll(async () => {
  suite = await openAdminSuite();
  admin = await signInApi(suite.browser, suite.server);
  missing = await newVideo('Missing file probe', '/media/seed/no-such-file.mp4');
  flaky = await newVideo('Flaky source probe', '/media/seed/colour-bars.mp4');
  marked = await newVideo('Marked seek bar probe', '/media/seed/colour-bars.mp4');
  const common = { isRequired: false, pauseVideo: false };
  await post(`/api/videos/${marked.id}/quizzes`, {
    ...common,
    title: 'Early check',
    question: 'Ready?',
    questionType: 'text',
    timecode: 12,
  });
  await post(`/api/videos/${marked.id}/surveys`, {
    ...common,
    title: 'Late feedback',
    timecode: 30,
    questions: [{ id: 'ok', text: 'Clear?', type: 'yes_no', required: true }],
  });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await admin?.close();
  await suite?.close();
});

async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await newContext(browser, suite.server.url, options);
  contexts.push(context);
  return context.newPage();
}

describe('a failing source', () => {
  it('shows what failed, a Retry and the source link (desktop and phone)', async () => {
    for (const viewport of [undefined, PHONE]) {
      const page = await openPage(suite.browser, { viewport });
      await page.goto(`/watch/${missing.id}`);
      const failure = page.getByTestId('playback-failure');
      await failure.waitFor({ timeout: 20_000 });
      expect(await failure.getAttribute('role')).toBe('alert');
      expect(await failure.innerText()).toContain('This video can’t be played');
      expect(await failure.innerText()).toContain('could not be loaded');
      const link = failure.getByRole('link', { name: 'Open the source' });
      expect(await link.getAttribute('href')).toBe('/media/seed/no-such-file.mp4');
      // Retrying a source that is still missing fails again, visibly.
      await failure.getByRole('button', { name: 'Retry' }).click();
      await failure.waitFor({ timeout: 20_000 });
      await screenshot(page, `player-failure-${viewport ? 'phone' : 'desktop'}`);
      await expectNoSeriousA11yViolations(page, 'player failure overlay');
    }
  });

  it('plays after Retry once the source answers again', async () => {
    const page = await openPage(suite.browser);
    let broken = true;
    await page.route('**/media/seed/colour-bars.mp4', (route) =>
      broken ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await page.goto(`/watch/${flaky.id}`);
    const failure = page.getByTestId('playback-failure');
    await failure.waitFor({ timeout: 20_000 });
    broken = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await failure.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.querySelector('video')!.currentTime > 0.5,
      undefined,
      {
        timeout: 20_000,
      },
    );
    expect(await failure.count()).toBe(0);
  });
});

describe('the seek bar', () => {
  it('marks each quiz and survey at its timecode, in the editor’s colours, with a label', async () => {
    const page = await openPage(suite.browser);
    await page.goto(`/watch/${marked.id}`);
    const markers = page.getByTestId('seek-markers').getByRole('img');
    await expect.poll(() => markers.count(), { timeout: 20_000 }).toBe(2);
    const quiz = page.getByRole('img', { name: 'Quiz at 0:12' });
    const survey = page.getByRole('img', { name: 'Survey at 0:30' });
    expect(await quiz.getAttribute('class')).toContain('bg-orange-500');
    expect(await survey.getAttribute('class')).toContain('bg-blue-500');
    // Measured against the media's own length, once known (the bar uses it from then on).
    await page.waitForFunction(() => document.querySelector('video')!.readyState >= 1, undefined, {
      timeout: 20_000,
    });
    const bar = (await page.getByRole('slider', { name: 'Seek' }).boundingBox())!;
    const duration = await page.evaluate(() => document.querySelector('video')!.duration);
    expect(duration).toBeCloseTo(40, 0);
    for (const [marker, seconds] of [
      [quiz, 12],
      [survey, 30],
    ] as const) {
      const box = (await marker.boundingBox())!;
      const relative = (box.x + box.width / 2 - bar.x) / bar.width;
      expect(relative).toBeCloseTo(seconds / duration, 2);
    }
  });
});

describe('the centre play button', () => {
  it('shows while autoplay is blocked, starts playback and disappears', async () => {
    // A browser with the everyday autoplay policy: sound needs a click first.
    const strict = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        ...CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--autoplay-policy')),
        '--autoplay-policy=document-user-activation-required',
      ],
    });
    try {
      const context = await newContext(strict, suite.server.url);
      const page = await context.newPage();
      // Every evaluation Playwright makes (waitFor, getAttribute, evaluate) counts as a user
      // gesture, which lets the autoplay through; the page is watched through the DevTools
      // protocol instead, whose evaluations give none.
      const devtools = await context.newCDPSession(page);
      const playerState = async () => {
        const { result } = await devtools.send('Runtime.evaluate', {
          expression: `JSON.stringify({
            button: document.querySelector('[aria-label="Play video"]') !== null,
            readyState: document.querySelector('video')?.readyState ?? 0,
            paused: document.querySelector('video')?.paused ?? true,
            activated: navigator.userActivation.hasBeenActive,
          })`,
          returnByValue: true,
        });
        return JSON.parse(result.value as string) as {
          button: boolean;
          readyState: number;
          paused: boolean;
          activated: boolean;
        };
      };
      await page.goto(`/watch/${flaky.id}`);
      // Enough data to play (HAVE_FUTURE_DATA): an allowed autoplay would have started by now.
      await expect
        .poll(async () => (await playerState()).readyState, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(3);
      await page.waitForTimeout(500);
      expect(await playerState()).toEqual({
        button: true,
        readyState: expect.any(Number),
        paused: true,
        activated: false,
      });
      const play = page.getByRole('button', { name: 'Play video' });
      await play.click();
      await page.waitForFunction(
        () => document.querySelector('video')!.currentTime > 0.3,
        undefined,
        {
          timeout: 20_000,
        },
      );
      await play.waitFor({ state: 'detached' });
    } finally {
      await strict.close();
    }
  });
});
