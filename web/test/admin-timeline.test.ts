// The Timeline Editor in a real browser against the real server: quiz and survey builders with
// their validation messages (and the viewer meeting what was built on /watch/{id}), the marker
// bar (colours, picking a time, dragging a marker), the player controls, and deleting with
// confirmation.
import type { InteractiveElement, Quiz, Survey } from '@lumen/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminServer } from './admin-support/admin-server';
import { openAdminSuite } from './admin-support/admin-suite';
import { apiGet, apiPost, expectToast } from './admin-support/admin-session';
import {
  clickBarAt,
  dragMarkerTo,
  markerHue,
  runIntoOverlay,
  openNewVideoTimeline,
} from './admin-support/timeline-steps';
import { expectNoSeriousA11yViolations, screenshot } from './support/browser';

let browser: Browser;
let server: AdminServer;

let closeSuite: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ browser, server, close: closeSuite } = await openAdminSuite());
});
afterAll(() => closeSuite?.());

/** A fresh video with its timeline open. */
const timelineOfNewVideo = () => openNewVideoTimeline(browser, server, 'Timeline probe');

/** What the page's first <video> reports: enough to see why playback did or did not start. */
function mediaState(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector('video')!;
    return {
      paused: video.paused,
      seeking: video.seeking,
      currentTime: video.currentTime,
      readyState: video.readyState,
      networkState: video.networkState,
      error: video.error?.code ?? null,
    };
  });
}

/** The viewer's watch page run into the overlay named `title`, which paused the video. */
async function meetOnWatchPage(
  page: Page,
  videoId: number,
  seconds: number,
  title: string,
): Promise<Locator> {
  await page.goto(`/watch/${videoId}`);
  const overlay = await runIntoOverlay(page, seconds, title);
  expect(await page.evaluate(() => document.querySelector('video')!.paused)).toBe(true);
  return overlay;
}

const quizForm = (page: Page) => page.locator('form[aria-labelledby="quiz-builder-title"]');
const surveyForm = (page: Page) => page.locator('form[aria-labelledby="survey-builder-title"]');

describe('quiz builder', () => {
  it('needs a title, a question and a nonzero timecode, shows options only for choice types, and saves a quiz placed from the bar', async () => {
    const { page, video } = await timelineOfNewVideo();
    const form = quizForm(page);
    // The elements list loads after the editor shows; a new video has none.
    await page.getByRole('heading', { name: 'No Interactive Elements' }).waitFor();

    await form.getByRole('button', { name: 'Create Quiz' }).click();
    expect(await expectToast(page, 'Please fill in all required fields')).toContain(
      'Missing required fields',
    );

    await form.getByLabel('Title').fill('Bar order');
    await form
      .getByRole('textbox', { name: 'Question', exact: true })
      .fill('Which bar comes first?');
    expect(await form.getByLabel('Timecode (seconds)').inputValue()).toBe('0');
    await form.getByRole('button', { name: 'Create Quiz' }).click();
    await expectToast(page, 'Please fill in all required fields');

    // A new quiz: multiple choice with two empty options; text hides options and the answer.
    expect(await form.getByLabel('Question type').inputValue()).toBe('multiple_choice');
    expect(await form.getByPlaceholder(/^Option \d$/).count()).toBe(2);
    await form.getByLabel('Question type').selectOption('text');
    expect(await form.getByPlaceholder(/^Option \d$/).count()).toBe(0);
    expect(await form.getByLabel('Correct answer').count()).toBe(0);
    await form.getByLabel('Question type').selectOption('rating');
    expect(await form.getByPlaceholder(/^Option \d$/).count()).toBe(0);
    expect(await form.getByLabel('Correct answer').count()).toBe(1);
    await form.getByLabel('Question type').selectOption('single_choice');
    await form.getByPlaceholder('Option 1').fill('Grey');
    await form.getByPlaceholder('Option 2').fill('Yellow');
    await form.getByLabel('Correct answer').selectOption('Grey');

    await form.getByLabel('Points').fill('0');
    await clickBarAt(page, 0.25);
    expect(Number(await form.getByLabel('Timecode (seconds)').inputValue())).toBeCloseTo(10, 0);
    await form.getByRole('button', { name: 'Create Quiz' }).click();
    await expectToast(page, 'Points must be a whole number of at least 1');
    await form.getByLabel('Points').fill('2');
    await form.getByLabel('Required').check();
    await form.getByRole('button', { name: 'Create Quiz' }).click();
    await expectToast(page, 'Quiz created successfully');

    // The form is blank again and the marker is on the bar, orange.
    expect(await form.getByLabel('Title').inputValue()).toBe('');
    expect(await form.getByLabel('Timecode (seconds)').inputValue()).toBe('0');
    const marker = page.getByTestId('marker-bar').locator('[data-type="quiz"]');
    await marker.waitFor();
    expect(await markerHue(marker)).toBeGreaterThan(30); // orange
    expect(await markerHue(marker)).toBeLessThan(70);
    const [quiz] = await apiGet<Quiz[]>(page, `/api/videos/${video.id}/quizzes`);
    expect(quiz).toMatchObject({
      title: 'Bar order',
      question: 'Which bar comes first?',
      questionType: 'single_choice',
      options: ['Grey', 'Yellow'],
      correctAnswer: 'Grey',
      points: 2,
      isRequired: true,
    });
    expect(quiz!.timecode).toBeCloseTo(10, 0);

    // Then a viewer meets it on the watch page: it pauses the video, has no Skip (required),
    // and the server judges the answer.
    const overlay = await meetOnWatchPage(page, video.id, quiz!.timecode, 'Bar order');
    expect(await overlay.innerText()).toContain('Which bar comes first?');
    expect(await overlay.getByRole('button', { name: /Skip/ }).count()).toBe(0);
    await overlay.getByRole('radio', { name: 'Grey' }).check();
    await overlay.getByRole('button', { name: 'Submit' }).click();
    expect(await overlay.getByTestId('quiz-feedback').innerText()).toContain('Correct!');
    await overlay.waitFor({ state: 'detached', timeout: 5000 });
    await page.waitForFunction(() => !document.querySelector('video')!.paused, undefined, {
      timeout: 5000,
    });
    await page.context().close();
  });
});

describe('survey builder', () => {
  it('validates, edits and reorders questions, and saves them in the chosen order', async () => {
    const { page, video } = await timelineOfNewVideo();
    const form = surveyForm(page);
    await form.getByRole('button', { name: 'Create Survey' }).click();
    await expectToast(page, 'Please fill in title and timecode');

    await form.getByLabel('Title').fill('Your view');
    await form.getByLabel('Timecode (seconds)').fill('20');
    await form.getByRole('button', { name: 'Create Survey' }).click();
    expect(await expectToast(page, 'Please add at least one question')).toContain(
      'No questions added',
    );

    await form.getByRole('button', { name: 'Add Question' }).click();
    expect(await expectToast(page, 'Question text is required')).toContain(
      'Please enter a question',
    );

    const editor = form.getByRole('group', { name: 'Question editor' });
    await editor.getByLabel('New question').fill('How clear was it?');
    await editor.getByLabel('Answer type').selectOption('rating');
    await editor.getByRole('button', { name: 'Add Question' }).click();
    await editor.getByLabel('New question').fill('Which part helped most?');
    await editor.getByLabel('Answer type').selectOption('single_choice');
    await editor.getByLabel('Options').fill('Colours\nTiming\n');
    await editor.getByLabel('Answer required').check();
    await editor.getByRole('button', { name: 'Add Question' }).click();

    const questions = form.getByRole('list', { name: 'Survey questions' }).getByRole('listitem');
    expect(await questions.count()).toBe(2);
    await form.getByRole('button', { name: 'Move “Which part helped most?” up' }).click();
    await form.getByRole('button', { name: 'Edit “How clear was it?”' }).click();
    await editor.getByLabel('Edit question').fill('How clear was the explanation?');
    await editor.getByRole('button', { name: 'Update Question' }).click();
    expect(
      await questions.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
    ).toEqual(['Which part helped most?', 'How clear was the explanation?']);
    expect(await form.getByLabel('Anonymous').isChecked()).toBe(true);
    await screenshot(page, 'admin-timeline-survey');

    await form.getByRole('button', { name: 'Create Survey' }).click();
    await expectToast(page, 'Survey created successfully');
    const marker = page.getByTestId('marker-bar').locator('[data-type="survey"]');
    await marker.waitFor();
    expect(await markerHue(marker)).toBeGreaterThan(240); // blue
    expect(await markerHue(marker)).toBeLessThan(280);

    const [survey] = await apiGet<Survey[]>(page, `/api/videos/${video.id}/surveys`);
    expect(survey).toMatchObject({ title: 'Your view', timecode: 20, isAnonymous: true });
    expect(survey!.questions).toMatchObject([
      {
        text: 'Which part helped most?',
        type: 'single_choice',
        options: ['Colours', 'Timing'],
        required: true,
      },
      { text: 'How clear was the explanation?', type: 'rating', options: [], required: false },
    ]);

    // Then a viewer meets it on the watch page, in the order built, and completes it.
    const overlay = await meetOnWatchPage(page, video.id, 20, 'Your view');
    expect(await overlay.getByTestId('survey-step').innerText()).toBe('Question 1 of 2');
    expect(await overlay.innerText()).toContain('Which part helped most?');
    await overlay.getByRole('button', { name: 'Next' }).click();
    expect(await expectToast(page, 'Please answer the question')).toContain(
      'This question is required.',
    );
    await overlay.getByRole('radio', { name: 'Timing' }).check();
    await overlay.getByRole('button', { name: 'Next' }).click();
    expect(await overlay.innerText()).toContain('How clear was the explanation?');
    await overlay.getByText('5', { exact: true }).click();
    await overlay.getByRole('button', { name: 'Complete' }).click();
    await expectToast(page, 'Survey Completed');
    await overlay.waitFor({ state: 'detached', timeout: 5000 });
    await page.context().close();
  });
});

describe('timeline preview', () => {
  it('dragging a marker saves its new timecode, and clicking one opens it in its builder', async () => {
    const { page, video } = await timelineOfNewVideo();
    await apiPost(page, server.url, `/api/videos/${video.id}/quizzes`, {
      title: 'Drag me',
      question: 'Where am I?',
      questionType: 'text',
      timecode: 10,
    });
    await page.reload();
    const marker = page.getByTestId('marker-bar').locator('[data-type="quiz"]');
    await marker.waitFor();
    await dragMarkerTo(page, marker, 0.75);
    await expectToast(page, 'moved to 0:30');

    const [element] = await apiGet<InteractiveElement[]>(
      page,
      `/api/videos/${video.id}/interactive-elements`,
    );
    expect(element!.timecode).toBeCloseTo(30, 0);
    const [quiz] = await apiGet<Quiz[]>(page, `/api/videos/${video.id}/quizzes`);
    expect(quiz!.timecode).toBe(element!.timecode);
    expect(await page.getByRole('list', { name: 'Interactive elements' }).innerText()).toContain(
      '0:30',
    );

    await marker.click();
    expect(await quizForm(page).getByRole('heading', { name: 'Edit Quiz' }).count()).toBe(1);
    expect(await quizForm(page).getByLabel('Title').inputValue()).toBe('Drag me');
    await page.context().close();
  });

  it('plays the shipped video, skips 10 s either way and scrubs in 0.1 s steps', async () => {
    const { page } = await timelineOfNewVideo();
    const time = page.getByLabel('Current time');
    const scrubber = page.getByLabel('Scrub timeline');
    expect(await scrubber.getAttribute('step')).toBe('0.1');
    expect(await scrubber.getAttribute('max')).toBe('40');
    await page.getByRole('button', { name: 'Skip forward 10 seconds' }).click();
    await page.waitForFunction(() =>
      document.querySelector('output[aria-label="Current time"]')?.textContent?.startsWith('0:10'),
    );
    await page.getByRole('button', { name: 'Skip back 10 seconds' }).click();
    await page.waitForFunction(() =>
      document.querySelector('output[aria-label="Current time"]')?.textContent?.startsWith('0:00'),
    );
    // The label follows each skip at once, the media element seeks on its own time: press
    // Play once it has landed at 0:00 with data to play, not while the two seeks are running.
    await expect
      .poll(() => mediaState(page), { timeout: 15_000 })
      .toSatisfy((m) => !m.seeking && m.currentTime === 0 && m.readyState >= 3);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await expect
      .poll(() => mediaState(page), { timeout: 15_000 })
      .toSatisfy((m) => !m.paused && m.currentTime > 0.5);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(await time.innerText()).not.toMatch(/^0:00 /);
    await page.context().close();
  });
});

describe('deleting', () => {
  it('asks before deleting a quiz or a survey; with none left the elements list is empty', async () => {
    const { page, video } = await timelineOfNewVideo();
    await apiPost(page, server.url, `/api/videos/${video.id}/quizzes`, {
      title: 'Short-lived quiz',
      question: 'Q?',
      questionType: 'text',
      timecode: 5,
    });
    await apiPost(page, server.url, `/api/videos/${video.id}/surveys`, {
      title: 'Short-lived survey',
      timecode: 6,
      questions: [{ id: 'q1', text: 'Fine?', type: 'yes_no' }],
    });
    await page.reload();
    await page.getByRole('button', { name: 'Delete Short-lived quiz' }).click();
    expect(await page.getByRole('alertdialog').innerText()).toContain(
      'Are you sure you want to delete this quiz?',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Quiz deleted successfully');
    await page.getByRole('button', { name: 'Delete Short-lived survey' }).click();
    expect(await page.getByRole('alertdialog').innerText()).toContain(
      'Are you sure you want to delete this survey?',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Survey deleted successfully');
    await page.getByRole('heading', { name: 'No Interactive Elements' }).waitFor();
    expect(await page.getByTestId('marker-bar').locator('button').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'timeline editor');
    await screenshot(page, 'admin-timeline-empty');
    await page.context().close();
  });
});
