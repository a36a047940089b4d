// The interactive player in a real browser against a real server of its own: quizzes and
// surveys appearing at their timecodes, validation and feedback, skipping, the Interactive
// toggle, keyboard shortcuts, tracking calls, the offline event queue (down to the analytics
// counting what it resent), accessibility of the overlays at 1280 and 390 px, and the embed page.
import type { Quiz, Survey, Video, VideoAnalytics } from '@lumen/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInApi, type AdminApi } from './admin-support/admin-session';
import { openAdminSuite, type AdminSuite } from './admin-support/admin-suite';
import { PHONE, expectNoSeriousA11yViolations, newContext, screenshot } from './support/browser';

let suite: AdminSuite;
let admin: AdminApi;

/** A: required quiz at 1 s and a survey of two questions at 3 s (both pause). */
let videoA: Video;
let quizA: Quiz;
let surveyA: Survey;
/** B: a quiz that may be skipped, at 1 s. */
let videoB: Video;
/** C: a quiz at 4 s, for the Interactive toggle and the keyboard. */
let videoC: Video;
/** D: nothing on its timeline, for the offline queue and the analytics it ends in. */
let videoD: Video;

const post = <T>(path: string, data: unknown) => admin.post<T>(path, data);

const newVideo = (title: string) =>
  post<Video>('/api/videos', { title, sourceUrl: '/media/seed/colour-bars.mp4', duration: 40 });

beforeAll(async () => {
  suite = await openAdminSuite();
  admin = await signInApi(suite.browser, suite.server);

  videoA = await newVideo('Player probe A');
  quizA = await post<Quiz>(`/api/videos/${videoA.id}/quizzes`, {
    title: 'Colour check',
    question: 'Which colour bar comes second?',
    questionType: 'single_choice',
    options: ['Red', 'Green', 'Blue'],
    correctAnswer: 'Green',
    isRequired: true,
    pauseVideo: true,
    timecode: 1,
  });
  surveyA = await post<Survey>(`/api/videos/${videoA.id}/surveys`, {
    title: 'Quick feedback',
    description: 'Two short questions.',
    isRequired: false,
    pauseVideo: true,
    timecode: 3,
    questions: [
      { id: 'clear', text: 'Was the video clear?', type: 'yes_no', required: true },
      { id: 'rating', text: 'How would you rate it?', type: 'rating', required: false },
    ],
  });
  videoB = await newVideo('Player probe B');
  await post(`/api/videos/${videoB.id}/quizzes`, {
    title: 'Optional thought',
    question: 'What did you notice?',
    questionType: 'text',
    isRequired: false,
    pauseVideo: true,
    timecode: 1,
  });
  videoC = await newVideo('Player probe C');
  await post(`/api/videos/${videoC.id}/quizzes`, {
    title: 'Late question',
    question: 'Still there?',
    questionType: 'rating',
    isRequired: true,
    pauseVideo: true,
    timecode: 4,
  });
  videoD = await newVideo('Player probe D');
});

afterAll(async () => {
  await admin?.close();
  await suite?.close();
});

interface TrackingCall {
  path: string;
  body: Record<string, unknown> & { eventType?: string; metadata?: Record<string, unknown> };
}

/** Records every tracking call the page makes (also the ones that fail). */
function recordTracking(page: Page): TrackingCall[] {
  const calls: TrackingCall[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && /^\/api\/(track\/|videos\/\d+\/track-)/.test(path)) {
      calls.push({ path, body: request.postDataJSON() as TrackingCall['body'] });
    }
  });
  return calls;
}

const interactions = (calls: TrackingCall[]) =>
  calls.filter((c) => c.path === '/api/track/interaction').map((c) => c.body);
const eventTypes = (calls: TrackingCall[]) => interactions(calls).map((e) => e.eventType);

interface VideoState {
  paused: boolean;
  time: number;
  volume: number;
  muted: boolean;
}
const videoState = (page: Page) =>
  page.evaluate((): VideoState => {
    const v = document.querySelector('video')!;
    return { paused: v.paused, time: v.currentTime, volume: v.volume, muted: v.muted };
  });

async function openPlayer(
  path: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; calls: TrackingCall[]; errors: string[] }> {
  const context = await newContext(suite.browser, suite.server.url, options);
  const page = await context.newPage();
  const calls = recordTracking(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await page.getByTestId('interactive-player').waitFor();
  return { page, calls, errors };
}

/** Waits until the autoplaying video (public spec: /watch autoplays) plays past `seconds`. */
async function playPast(page: Page, seconds: number): Promise<void> {
  await page.waitForFunction((s) => document.querySelector('video')!.currentTime > s, seconds, {
    timeout: 20_000,
  });
}

const toast = (page: Page, text: string) =>
  page.locator('.toast-root[data-state="open"]').filter({ hasText: text }).first();

describe('quiz and survey overlays on /watch', () => {
  it('pause the video at their timecodes, validate, give feedback, close on time and resume; the session is tracked', async () => {
    const { page, calls, errors } = await openPlayer(`/watch/${videoA.id}`);
    const quiz = page.getByRole('dialog', { name: 'Colour check' });
    await quiz.waitFor({ timeout: 20_000 });
    const atQuiz = await videoState(page);
    expect(atQuiz.paused).toBe(true);
    expect(atQuiz.time).toBeGreaterThan(0.4);
    expect(atQuiz.time).toBeLessThan(2);
    expect(await quiz.innerText()).toContain('Which colour bar comes second?');
    expect(await quiz.getByRole('button', { name: /Skip/ }).count()).toBe(0); // required
    // The overlay holds the focus, so keyboard users meet it at once.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    await screenshot(page, 'player-quiz-desktop');
    await expectNoSeriousA11yViolations(page, 'quiz overlay (desktop)');

    // Blank submit: the spec's message, as a toast and next to the field; nothing is sent.
    await quiz.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Please provide an answer').waitFor();
    expect(await toast(page, 'Please provide an answer').innerText()).toContain(
      'Select an option or enter your response before submitting.',
    );
    expect(await quiz.innerText()).toContain(
      'Select an option or enter your response before submitting.',
    );

    // A wrong answer: 'Incorrect' with the correct answer; the overlay closes ~2 s later and playback resumes.
    await quiz.getByRole('radio', { name: 'Red' }).check();
    await quiz.getByRole('button', { name: 'Submit' }).click();
    const feedback = quiz.getByTestId('quiz-feedback');
    await feedback.waitFor();
    const feedbackAt = Date.now();
    expect(await feedback.innerText()).toContain('Incorrect');
    expect(await feedback.innerText()).toContain('The correct answer was: Green');
    expect(await toast(page, 'Incorrect').innerText()).toContain('The correct answer was: Green');
    expect(await videoState(page).then((s) => s.paused)).toBe(true);
    await quiz.waitFor({ state: 'detached', timeout: 5000 });
    const closedAfter = Date.now() - feedbackAt;
    expect(closedAfter).toBeGreaterThan(1500);
    expect(closedAfter).toBeLessThan(3500);
    await page.waitForFunction(() => !document.querySelector('video')!.paused, undefined, {
      timeout: 5000,
    });

    // The survey at 3 s: Previous / Next / Complete, the required message, 'Survey Completed'.
    const survey = page.getByRole('dialog', { name: 'Quick feedback' });
    await survey.waitFor({ timeout: 15_000 });
    expect((await videoState(page)).paused).toBe(true);
    expect(await survey.getByTestId('survey-step').innerText()).toBe('Question 1 of 2');
    expect(await survey.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await survey.getByRole('button', { name: 'Next' }).click();
    await toast(page, 'Please answer the question').waitFor();
    expect(await toast(page, 'Please answer the question').innerText()).toContain(
      'This question is required.',
    );
    expect(await survey.innerText()).toContain('This question is required.');
    await survey.getByRole('radio', { name: 'Yes' }).check();
    await survey.getByRole('button', { name: 'Next' }).click();
    expect(await survey.getByTestId('survey-step').innerText()).toBe('Question 2 of 2');
    expect(await survey.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await survey.getByRole('button', { name: 'Previous' }).click();
    expect(await survey.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    await survey.getByRole('button', { name: 'Next' }).click();
    await survey.getByText('4', { exact: true }).click();
    expect(await survey.getByRole('radio', { name: '4' }).isChecked()).toBe(true);
    await screenshot(page, 'player-survey-desktop');
    await expectNoSeriousA11yViolations(page, 'survey overlay (desktop)');
    await survey.getByRole('button', { name: 'Complete' }).click();
    await survey.getByTestId('survey-completed').waitFor();
    const completedAt = Date.now();
    await toast(page, 'Survey Completed').waitFor();
    await survey.waitFor({ state: 'detached', timeout: 5000 });
    expect(Date.now() - completedAt).toBeGreaterThan(1000);
    await page.waitForFunction(() => !document.querySelector('video')!.paused, undefined, {
      timeout: 5000,
    });

    // Progress on the 5th whole second, with the duration.
    await page.waitForFunction(
      () => document.querySelector('video')!.currentTime > 5.3,
      undefined,
      { timeout: 15_000 },
    );
    await expect
      .poll(() =>
        calls
          .filter((c) => c.path === `/api/videos/${videoA.id}/track-progress`)
          .map((c) => c.body.currentTime),
      )
      .toContain(5);
    const progress = calls.find((c) => c.path.endsWith('/track-progress'))!.body;
    expect(progress).toMatchObject({ currentTime: 5 });
    expect(progress.duration).toBeCloseTo(40, 0);
    // A jump to 9.5 s: the 10th second reports progress too.
    await page.evaluate(() => {
      document.querySelector('video')!.currentTime = 9.5;
    });
    await expect
      .poll(
        () =>
          calls.filter((c) => c.path.endsWith('/track-progress')).map((c) => c.body.currentTime),
        { timeout: 10_000 },
      )
      .toContain(10);

    // One view with source 'watch'; interaction events of one session, each with its own eventId.
    const views = calls.filter((c) => c.path === `/api/videos/${videoA.id}/track-view`);
    expect(views).toHaveLength(1);
    expect(views[0]!.body.source).toBe('watch');
    await expect
      .poll(() => eventTypes(calls))
      .toEqual(
        expect.arrayContaining([
          'video_play',
          'video_pause',
          'quiz_shown',
          'quiz_completed',
          'survey_shown',
          'survey_completed',
          'video_seek',
        ]),
      );
    const events = interactions(calls);
    const sessionId = await page.getByTestId('interactive-player').getAttribute('data-session-id');
    for (const event of [...events, views[0]!.body, progress]) {
      expect(event.sessionId).toBe(sessionId);
      expect(event.eventId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
    expect(new Set(events.map((e) => e.eventId)).size).toBe(events.length);
    const shown = events.find((e) => e.eventType === 'quiz_shown')!;
    expect(shown).toMatchObject({ videoId: videoA.id, elementId: quizA.id, timecode: 1 });
    expect(shown.metadata).toMatchObject({ url: `${suite.server.url}/watch/${videoA.id}` });
    expect(typeof shown.timestamp).toBe('number');
    expect(new Date(String(shown.metadata!.timestamp)).toISOString()).toBe(
      shown.metadata!.timestamp,
    );
    expect(String(shown.metadata!.userAgent)).toContain('Chrome');
    expect(events.find((e) => e.eventType === 'quiz_completed')).toMatchObject({
      elementId: quizA.id,
      metadata: { isCorrect: false, result: 'incorrect' },
    });
    expect(events.find((e) => e.eventType === 'quiz_completed')!.metadata).not.toHaveProperty(
      'answer',
    );
    expect(events.find((e) => e.eventType === 'survey_shown')).toMatchObject({
      elementId: surveyA.id,
      timecode: 3,
    });
    expect(
      events.find((e) => e.eventType === 'video_pause' && e.metadata?.reason === 'interactive'),
    ).toBeDefined();

    // A seek back to before the quiz does not show it again in this playback session.
    await page.evaluate(() => {
      document.querySelector('video')!.currentTime = 0.2;
    });
    await page.waitForFunction(
      () => {
        const v = document.querySelector('video')!;
        return !v.paused && v.currentTime > 3.6;
      },
      undefined,
      { timeout: 15_000 },
    );
    expect(await page.getByTestId('interactive-overlay').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers Skip on an element that is not required; skipping resumes the video and is tracked', async () => {
    const { page, calls } = await openPlayer(`/watch/${videoB.id}`);
    const quiz = page.getByRole('dialog', { name: 'Optional thought' });
    await quiz.waitFor({ timeout: 20_000 });
    expect((await videoState(page)).paused).toBe(true);
    await quiz.getByRole('textbox').fill('   ');
    await quiz.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Please provide an answer').waitFor();
    await quiz.getByRole('button', { name: 'Skip quiz' }).click();
    await quiz.waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.querySelector('video')!.paused, undefined, {
      timeout: 5000,
    });
    await expect.poll(() => eventTypes(calls)).toContain('quiz_skipped');
    expect(eventTypes(calls)).not.toContain('quiz_completed');
    await page.context().close();
  });

  it('a reload is a new playback session: the quiz shows again and a text answer is saved', async () => {
    const { page } = await openPlayer(`/watch/${videoB.id}`);
    const first = await page.getByTestId('interactive-player').getAttribute('data-session-id');
    await page.getByRole('dialog', { name: 'Optional thought' }).waitFor({ timeout: 20_000 });
    await page.reload();
    const quiz = page.getByRole('dialog', { name: 'Optional thought' });
    await quiz.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('interactive-player').getAttribute('data-session-id')).not.toBe(
      first,
    );
    await quiz.getByRole('textbox').fill('  The colours  ');
    await quiz.getByRole('button', { name: 'Submit' }).click();
    expect(await quiz.getByTestId('quiz-feedback').innerText()).toContain('Response Saved');
    await quiz.waitFor({ state: 'detached', timeout: 5000 });
    await page.context().close();
  });
});

describe('player controls', () => {
  it('the Interactive toggle (button and i key) stops and restarts triggering, and is tracked', async () => {
    const { page, calls } = await openPlayer(`/watch/${videoC.id}`);
    const toggle = page.getByRole('button', { name: 'Interactive' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('i');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await playPast(page, 5);
    expect(await page.getByTestId('interactive-overlay').count()).toBe(0);
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => eventTypes(calls))
      .toEqual(expect.arrayContaining(['interactive_disabled', 'interactive_enabled']));
    // Back before the quiz: now it triggers.
    await page.evaluate(() => {
      document.querySelector('video')!.currentTime = 3.2;
    });
    await page.getByRole('dialog', { name: 'Late question' }).waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('keyboard: k and space play/pause, arrows seek 10 s and change the volume by 0.1, m mutes, f fullscreen; not while typing', async () => {
    const { page, calls } = await openPlayer(`/watch/${videoC.id}`);
    await page.getByRole('button', { name: 'Interactive' }).click(); // no quiz in the way
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await playPast(page, 0.5);

    await page.keyboard.press('k');
    await page.waitForFunction(() => document.querySelector('video')!.paused);
    await page.keyboard.press('k');
    await page.waitForFunction(() => !document.querySelector('video')!.paused);
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.querySelector('video')!.paused);

    const before = (await videoState(page)).time;
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      (t) => Math.abs(document.querySelector('video')!.currentTime - (t + 10)) < 0.5,
      before,
    );
    // One video_seek per settled seek (a slider drag is one seek), with where it came from and went.
    await expect
      .poll(() => interactions(calls).filter((e) => e.eventType === 'video_seek').length)
      .toBe(1);
    const seek = interactions(calls).find((e) => e.eventType === 'video_seek')!;
    expect(seek.metadata!.from).toBeCloseTo(before, 0);
    expect(seek.metadata!.to).toBeCloseTo(before + 10, 0);
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(
      (t) => Math.abs(document.querySelector('video')!.currentTime - t) < 0.5,
      before,
    );

    expect((await videoState(page)).volume).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect((await videoState(page)).volume).toBeCloseTo(0.8, 5);
    await page.keyboard.press('ArrowUp');
    expect((await videoState(page)).volume).toBeCloseTo(0.9, 5);
    await page.keyboard.press('m');
    expect((await videoState(page)).muted).toBe(true);
    await page.getByRole('button', { name: 'Unmute' }).waitFor();
    await page.keyboard.press('m');
    expect((await videoState(page)).muted).toBe(false);

    await page.keyboard.press('f');
    await page.waitForFunction(
      () => document.fullscreenElement?.getAttribute('data-testid') === 'interactive-player',
      undefined,
      { timeout: 5000 },
    );
    await page.keyboard.press('f');
    await page.waitForFunction(() => document.fullscreenElement === null, undefined, {
      timeout: 5000,
    });

    // Typing in the header search does not drive the player.
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('combobox', { name: 'Search videos' }).pressSequentially('km');
    expect(await videoState(page)).toMatchObject({ paused: true, muted: false });

    await expect
      .poll(() => eventTypes(calls))
      .toEqual(
        expect.arrayContaining([
          'video_play',
          'video_pause',
          'video_seek',
          'volume_change',
          'fullscreen_enter',
          'fullscreen_exit',
        ]),
      );
    const volume = interactions(calls)
      .filter((e) => e.eventType === 'volume_change')
      .at(-1)!;
    expect(volume.metadata).toMatchObject({ muted: false });
    await page.context().close();
  });
});

describe('offline event queue', () => {
  it('keeps failed events in localStorage and resends them through the batch endpoint when the connection returns; the analytics count them', async () => {
    const before = (await (
      await admin.request.get(`/api/videos/${videoD.id}/analytics`)
    ).json()) as VideoAnalytics;
    expect(before.totalViews).toBe(0);
    const context = await newContext(suite.browser, suite.server.url);
    const failing = /\/api\/(track\/interaction|track\/batch|videos\/\d+\/track-view)$/;
    await context.route(failing, (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    const calls = recordTracking(page);
    await page.goto(`/watch/${videoD.id}`);
    await page.getByTestId('interactive-player').waitFor();
    await playPast(page, 0.3);
    await page.keyboard.press('k'); // a video_pause event, which fails too

    type Stored = {
      event: { eventType: string; eventId: string; metadata: Record<string, unknown> };
      storedAt: number;
    }[];
    const queued = () =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('lumen:event-queue') ?? 'null') as unknown,
      );
    await expect
      .poll(async () => ((await queued()) as Stored | null)?.map((q) => q.event.eventType) ?? [])
      .toEqual(expect.arrayContaining(['view', 'video_pause']));
    const stored = (await queued()) as Stored;
    expect(stored.find((q) => q.event.eventType === 'view')!.event.metadata.source).toBe('watch');
    for (const entry of stored) expect(Math.abs(entry.storedAt - Date.now())).toBeLessThan(60_000);

    // Connection back: 'online' resends the queue in one batch and empties it.
    await context.unroute(failing);
    const batch = page.waitForResponse(
      (r) => r.url().endsWith('/api/track/batch') && r.request().method() === 'POST',
    );
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const response = await batch;
    expect(response.status()).toBe(202);
    const sent = response.request().postDataJSON() as { eventId: string }[];
    expect(sent.map((e) => e.eventId)).toEqual(
      expect.arrayContaining(stored.map((q) => q.event.eventId)),
    );
    await expect.poll(queued).toBeNull();
    expect(
      calls.filter((c) => c.path === '/api/track/interaction').map((c) => c.body.eventType),
    ).toContain('connection_restored');

    // The server really received them: the view is counted once the sink has drained.
    await expect
      .poll(
        async () =>
          (
            (await (
              await admin.request.get(`/api/videos/${videoD.id}/analytics`)
            ).json()) as VideoAnalytics
          ).totalViews,
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    await context.close();
  });
});

describe('overlays at 390 px', () => {
  it('show below the picture, fit the width, are accessible and work by keyboard alone', async () => {
    const { page } = await openPlayer(`/watch/${videoA.id}`, { viewport: PHONE });
    const quiz = page.getByRole('dialog', { name: 'Colour check' });
    await quiz.waitFor({ timeout: 20_000 });
    const box = (await quiz.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(1);
    await screenshot(page, 'player-quiz-phone');
    await expectNoSeriousA11yViolations(page, 'quiz overlay (phone)');
    // Keyboard only: Tab to the options, arrow to the next one, Tab to Submit, Enter.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    expect(await quiz.getByRole('radio', { name: 'Green' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await quiz.getByTestId('quiz-feedback').innerText()).toContain('Correct!');
    await toast(page, 'Correct!').waitFor();
    await quiz.waitFor({ state: 'detached', timeout: 5000 });
    const survey = page.getByRole('dialog', { name: 'Quick feedback' });
    await survey.waitFor({ timeout: 15_000 });
    await screenshot(page, 'player-survey-phone');
    await expectNoSeriousA11yViolations(page, 'survey overlay (phone)');
    await page.keyboard.press('Escape'); // not required: Escape skips
    await survey.waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.querySelector('video')!.paused, undefined, {
      timeout: 5000,
    });
    await page.context().close();
  });
});

describe('YouTube videos', () => {
  it('keep the embedded YouTube player and degrade without errors when its API cannot load (offline)', async () => {
    const videos = (await (await admin.request.get('/api/videos')).json()) as Video[];
    const youTube = videos.find((v) => v.sourceType === 'youtube')!;
    const { page, calls, errors } = await openPlayer(`/watch/${youTube.id}`);
    const frame = page.locator('iframe[src^="https://www.youtube.com/embed/"]');
    expect(await frame.getAttribute('src')).toContain('enablejsapi=1');
    expect(
      await page.getByRole('button', { name: 'Interactive' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.keyboard.press('k'); // no player API: nothing to drive, and nothing breaks
    await page.keyboard.press('i');
    expect(
      await page.getByRole('button', { name: 'Interactive' }).getAttribute('aria-pressed'),
    ).toBe('false');
    // Without the API nothing says playback started, so no view is counted (a view
    // is sent on the first `playing`, which only the player API reports).
    expect(calls.filter((c) => c.path.endsWith('/track-view'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('embed page', () => {
  it('with defaults shows the overlays (after Play) and tracks an embed view', async () => {
    const { page, calls } = await openPlayer(`/embed/${videoA.id}`);
    expect((await videoState(page)).paused).toBe(true); // no autoplay by default
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('dialog', { name: 'Colour check' }).waitFor({ timeout: 20_000 });
    expect(calls.filter((c) => c.path.endsWith('/track-view')).map((c) => c.body.source)).toEqual([
      'embed',
    ]);
    await expectNoSeriousA11yViolations(page, 'embed with quiz');
    await page.context().close();
  });

  it('interactive=0 shows no overlay and no toggle; autoplay=1&muted=1&controls=0 plays muted without chrome', async () => {
    const { page } = await openPlayer(
      `/embed/${videoA.id}?interactive=0&autoplay=1&muted=1&controls=0`,
    );
    expect(await page.getByTestId('player-controls').count()).toBe(0);
    await page.waitForFunction(
      () => document.querySelector('video')!.currentTime > 2.5,
      undefined,
      { timeout: 20_000 },
    );
    const state = await videoState(page);
    expect(state).toMatchObject({ paused: false, muted: true });
    expect(await page.getByTestId('interactive-overlay').count()).toBe(0);
    await page.keyboard.press('i'); // switched off by the embedder: the key does nothing
    expect(await page.getByTestId('interactive-player').getAttribute('data-interactive')).toBe(
      'false',
    );
    await page.context().close();

    const withControls = await openPlayer(`/embed/${videoA.id}?interactive=0`);
    expect(await withControls.page.getByTestId('player-controls').count()).toBe(1);
    expect(await withControls.page.getByRole('button', { name: 'Interactive' }).count()).toBe(0);
    await withControls.page.context().close();
  });
});
