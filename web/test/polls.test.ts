// Polls in a real browser against the real server: the timeline editor creates,
// edits, drags and deletes a poll (green marker, legend count); on /watch/{id} the Interactive
// Features list counts the poll, a viewer votes and sees the results with their own vote
// counted, and a viewer in a second browser context sees that vote counted in theirs. At 1280
// and 390 px, with axe.
import type { InteractiveElement, Poll, Video } from '@lumen/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminServer } from './admin-support/admin-server';
import { openAdminSuite } from './admin-support/admin-suite';
import { adminPage, apiGet, apiPost, expectToast } from './admin-support/admin-session';
import {
  clickBarAt,
  dragMarkerTo,
  markerHue,
  openNewVideoTimeline,
  runIntoOverlay,
} from './admin-support/timeline-steps';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, newContext } from './support/browser';

let browser: Browser;
let server: AdminServer;
let closeSuite: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ browser, server, close: closeSuite } = await openAdminSuite());
});
afterAll(() => closeSuite?.());

/** A fresh video with its timeline open. */
const timelineOfNewVideo = (viewport = DESKTOP) =>
  openNewVideoTimeline(browser, server, 'Poll probe', viewport);

const pollForm = (page: Page) => page.locator('form[aria-labelledby="poll-builder-title"]');

describe('poll builder', () => {
  it('creates, edits, drags and deletes a poll, with its green marker and legend count', async () => {
    const { page, video } = await timelineOfNewVideo();
    const form = pollForm(page);
    const legend = page.getByRole('list', { name: 'Marker legend' });
    await page.getByRole('heading', { name: 'No Interactive Elements' }).waitFor();
    expect(await legend.innerText()).toContain('Poll (0)');

    // Validation: a question, a timecode and at least two options.
    await form.getByRole('button', { name: 'Create Poll' }).click();
    await expectToast(page, 'Please fill in the question and timecode');
    await form.getByRole('textbox', { name: 'Question' }).fill('Which colour is best?');
    await clickBarAt(page, 0.25);
    expect(Number(await form.getByLabel('Timecode (seconds)').inputValue())).toBeCloseTo(10, 0);
    await form.getByLabel('Poll option 1', { exact: true }).fill('Red');
    await form.getByRole('button', { name: 'Create Poll' }).click();
    await expectToast(page, 'Please add at least 2 options');
    await form.getByLabel('Poll option 2', { exact: true }).fill('red');
    await form.getByRole('button', { name: 'Create Poll' }).click();
    await expectToast(page, 'Poll options must be different from each other');

    // 2–6 options: Add stops at six, Remove at two.
    await form.getByLabel('Poll option 2', { exact: true }).fill('Green');
    for (let i = 0; i < 4; i++) await form.getByRole('button', { name: 'Add Poll Option' }).click();
    expect(await form.getByRole('button', { name: 'Add Poll Option' }).isDisabled()).toBe(true);
    await form.getByLabel('Poll option 3', { exact: true }).fill('Blue');
    await form.getByRole('button', { name: 'Create Poll' }).click();
    await expectToast(page, 'Poll created successfully');

    const [saved] = await apiGet<Poll[]>(page, `/api/videos/${video.id}/polls`);
    expect(saved).toMatchObject({
      question: 'Which colour is best?',
      options: ['Red', 'Green', 'Blue'],
    });
    expect(saved!.timecode).toBeCloseTo(10, 0);
    await page.getByRole('list', { name: 'Polls' }).getByText('3 options').waitFor();
    await expect.poll(() => legend.innerText()).toContain('Poll (1)');
    const marker = page.getByTestId('marker-bar').locator('[data-type="poll"]');
    await marker.waitFor();
    // Green (spec marker colour): the dot's oklch hue is about 150.
    expect(await markerHue(marker)).toBeGreaterThan(120);
    expect(await markerHue(marker)).toBeLessThan(170);

    // Edit from the list: fewer options, a new question.
    await page.getByRole('button', { name: 'Edit Which colour is best?' }).click();
    await form.getByRole('heading', { name: 'Edit Poll' }).waitFor();
    await form.getByRole('button', { name: 'Remove poll option 3' }).click();
    await form.getByRole('textbox', { name: 'Question' }).fill('Red or green?');
    await form.getByRole('button', { name: 'Update Poll' }).click();
    await expectToast(page, 'Poll updated successfully');
    expect(await apiGet<Poll[]>(page, `/api/videos/${video.id}/polls`)).toMatchObject([
      { id: saved!.id, question: 'Red or green?', options: ['Red', 'Green'] },
    ]);

    // Drag the marker to 0:30; the poll moves with its element.
    await dragMarkerTo(page, marker, 0.75);
    await expectToast(page, 'moved to 0:30');
    const [element] = await apiGet<InteractiveElement[]>(
      page,
      `/api/videos/${video.id}/interactive-elements`,
    );
    expect(element).toMatchObject({ elementType: 'poll', elementId: saved!.id });
    expect(element!.timecode).toBeCloseTo(30, 0);
    const [moved] = await apiGet<Poll[]>(page, `/api/videos/${video.id}/polls`);
    expect(moved!.timecode).toBe(element!.timecode);
    // Clicking the marker opens the poll in its builder.
    await marker.click();
    await form.getByRole('heading', { name: 'Edit Poll' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Question' }).inputValue()).toBe(
      'Red or green?',
    );
    await expectNoSeriousA11yViolations(page, 'timeline editor with a poll, 1280 px');

    // Delete, with confirmation.
    await page.getByRole('button', { name: 'Delete Red or green?' }).click();
    expect(await page.getByRole('alertdialog').innerText()).toContain(
      'Are you sure you want to delete this poll?',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Poll deleted successfully');
    await page.getByRole('heading', { name: 'No Interactive Elements' }).waitFor();
    expect(await apiGet<Poll[]>(page, `/api/videos/${video.id}/polls`)).toEqual([]);
    await expect.poll(() => legend.innerText()).toContain('Poll (0)');
    await page.context().close();
  });

  it('fits the phone width, with axe', async () => {
    const { page, video } = await timelineOfNewVideo(PHONE);
    await apiPost(page, server.url, `/api/videos/${video.id}/polls`, {
      question: 'Phone poll?',
      options: ['Yes', 'No'],
      timecode: 8,
    });
    await page.reload();
    await page.getByRole('list', { name: 'Polls' }).getByText('Phone poll?').waitFor();
    await pollForm(page).getByRole('heading', { name: 'Poll Builder' }).scrollIntoViewIfNeeded();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoSeriousA11yViolations(page, 'timeline editor with a poll, 390 px');
    await page.context().close();
  });
});

/** A viewer's page on /watch/{id}, run into the poll at `seconds`. */
async function meetPoll(
  viewport: { width: number; height: number },
  videoId: number,
  seconds: number,
  question: string,
): Promise<{ page: Page; overlay: Locator }> {
  const context = await newContext(browser, server.url, { viewport });
  const page = await context.newPage();
  await page.goto(`/watch/${videoId}`);
  // The viewer's seek bar shows the poll in green too.
  await page
    .getByTestId('seek-markers')
    .locator('[data-type="poll"]')
    .waitFor({ state: 'attached' });
  const overlay = await runIntoOverlay(page, seconds, question);
  return { page, overlay };
}

const resultOf = (overlay: Locator, option: string) =>
  overlay.getByTestId('poll-result').filter({ hasText: option }).innerText();

describe('voting', () => {
  it('a vote in one browser context is counted in the results another context sees', async () => {
    const admin = await adminPage(browser, server);
    const video = await apiPost<Video>(admin, server.url, '/api/videos', {
      title: `Poll vote ${Date.now()}`,
      sourceUrl: '/media/seed/colour-bars.mp4',
      duration: 40,
    });
    const question = 'Which bar is brightest?';
    await apiPost(admin, server.url, `/api/videos/${video.id}/polls`, {
      question,
      options: ['White', 'Yellow', 'Cyan'],
      timecode: 4,
    });
    await admin.context().close();

    // First viewer (desktop): the vote is counted in their results at once.
    const first = await meetPoll(DESKTOP, video.id, 4, question);
    // The watch page's Interactive Features list counts the poll beside the (absent) quizzes.
    const features = first.page.getByRole('region', { name: 'Interactive Features' });
    await expect
      .poll(() => features.getByRole('listitem').filter({ hasText: 'Polls' }).innerText())
      .toContain('1 poll appears during playback');
    expect(await features.innerText()).toContain('No quizzes on this video');
    await first.overlay.getByRole('button', { name: 'Vote' }).click();
    await first.overlay.getByText('Please choose an option.').waitFor();
    await first.overlay.getByRole('radio', { name: 'Yellow' }).check();
    const voted = first.page.waitForResponse((r) => r.url().includes('/votes'));
    await first.overlay.getByRole('button', { name: 'Vote' }).click();
    const answer = await voted;
    expect(`${answer.status()} ${await answer.text()}`).toMatch(/^201 /);
    await first.overlay.getByTestId('poll-results').waitFor();
    expect(await first.overlay.getByTestId('poll-total').innerText()).toBe('1 vote');
    expect(await resultOf(first.overlay, 'Yellow')).toMatch(/Yellow\s*Your vote\s*100%/);
    expect(await resultOf(first.overlay, 'White')).toMatch(/0%/);
    // Once voted there is no Skip: Continue closes the results.
    expect(await first.overlay.getByRole('button', { name: 'Skip poll' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(first.page, 'poll results, 1280 px');

    // Second viewer (phone, another context and session): the first vote is in their results.
    const second = await meetPoll(PHONE, video.id, 4, question);
    await expectNoSeriousA11yViolations(second.page, 'poll question, 390 px');
    await second.overlay.getByRole('radio', { name: 'Cyan' }).check();
    await second.overlay.getByRole('button', { name: 'Vote' }).click();
    await second.overlay.getByTestId('poll-results').waitFor();
    // The first vote reaches the event store through the pipeline; the results refresh live.
    await expect
      .poll(() => second.overlay.getByTestId('poll-total').innerText(), { timeout: 30_000 })
      .toBe('2 votes');
    expect(await resultOf(second.overlay, 'Yellow')).toMatch(/50%/);
    expect(await resultOf(second.overlay, 'Cyan')).toMatch(/Cyan\s*Your vote\s*50%/);
    await expectNoSeriousA11yViolations(second.page, 'poll results, 390 px');

    // And the first viewer's open results take in the second vote.
    await expect
      .poll(() => first.overlay.getByTestId('poll-total').innerText(), { timeout: 30_000 })
      .toBe('2 votes');
    await first.overlay.getByRole('button', { name: 'Continue' }).click();
    await first.overlay.waitFor({ state: 'detached' });
    await first.page.context().close();
    await second.page.context().close();
  });
});
