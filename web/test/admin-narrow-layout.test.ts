// The admin area on a 390 px phone never scrolls sideways: the Timeline
// Editor in each of its states (empty, with markers, the quiz builder editing a choice quiz,
// the survey builder editing a survey with questions) and every other admin tab, each with a
// video selected, keeps the page exactly as wide as the viewport and passes axe.
import type { Video } from '@lumen/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminServer } from './admin-support/admin-server';
import { openAdminSuite } from './admin-support/admin-suite';
import { adminPage, apiPost } from './admin-support/admin-session';
import { expectNoSeriousA11yViolations, PHONE, screenshot } from './support/browser';

let browser: Browser;
let server: AdminServer;
let closeSuite: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ browser, server, close: closeSuite } = await openAdminSuite());
});
afterAll(() => closeSuite?.());

// Long unbroken words are what push a narrow layout wider than the screen.
const LONG_TITLE = 'Supercalifragilisticexpialidocious-timeline-probe-with-a-very-long-title';

/** The page's widths, and the outermost elements that reach past the viewport (to fix them). */
function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth + 0.5;
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= limit) continue;
      const parent = el.parentElement;
      if (parent && parent.getBoundingClientRect().right > limit) continue;
      // Inside a scroller (the tab strip, a code block) overflow is that box's own business.
      let clipped = false;
      for (let up = parent; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
      if (clipped) continue;
      const name = `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')
        .split(' ')
        .slice(0, 6)
        .join('.')}`;
      culprits.push(`${name} right=${Math.round(rect.right)}`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
}

async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  // Let late layout (images, fonts) settle first. Not 'networkidle': the preview's video may
  // keep fetching ranges for as long as the page is open.
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const seen = await horizontalOverflow(page);
  expect(seen.clientWidth, label).toBe(PHONE.width);
  expect(seen.scrollWidth, `${label}: ${seen.culprits.join('; ')}`).toBe(seen.clientWidth);
  await expectNoSeriousA11yViolations(page, label);
}

async function phoneAdminPage(path: string): Promise<Page> {
  const page = await adminPage(browser, server);
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
  return page;
}

async function newVideo(page: Page): Promise<Video> {
  return apiPost<Video>(page, server.url, '/api/videos', {
    title: `${LONG_TITLE} ${Date.now()}`,
    description: '<p>A probe for the phone layout.</p>',
    sourceUrl: '/media/seed/colour-bars.mp4',
    duration: 40,
    tags: ['tutorial', 'a-category-name-that-is-rather-long-for-a-phone'],
  });
}

const quizForm = (page: Page) => page.locator('form[aria-labelledby="quiz-builder-title"]');
const surveyForm = (page: Page) => page.locator('form[aria-labelledby="survey-builder-title"]');

describe('the timeline editor at 390 px', () => {
  it('never scrolls sideways: empty, with markers, quiz builder open, survey builder open', async () => {
    const setup = await adminPage(browser, server);
    const video = await newVideo(setup);
    await setup.context().close();

    const page = await phoneAdminPage(`/admin?tab=timeline&video=${video.id}`);
    await page.getByRole('heading', { name: 'Timeline Editor' }).waitFor();
    await page.getByRole('heading', { name: 'No Interactive Elements' }).waitFor();
    await expectNoSidewaysScroll(page, 'timeline, empty');

    await apiPost(page, server.url, `/api/videos/${video.id}/quizzes`, {
      title: `Quiz ${LONG_TITLE}`,
      question: 'Which of these colour bars comes first on the screen?',
      questionType: 'multiple_choice',
      options: ['Supercalifragilisticexpialidocious-white', 'Yellow', 'Cyan'],
      correctAnswer: 'Yellow',
      timecode: 39.5,
      isRequired: true,
      points: 3,
    });
    await apiPost(page, server.url, `/api/videos/${video.id}/surveys`, {
      title: `Survey ${LONG_TITLE}`,
      description: 'How did the video land?',
      timecode: 0.5,
      questions: [
        { id: 'q1', text: `Did ${LONG_TITLE} help?`, type: 'yes_no' },
        {
          id: 'q2',
          text: 'Which part?',
          type: 'single_choice',
          options: ['Start', 'Middle', 'End'],
        },
      ],
    });
    await page.reload();
    await page.getByTestId('marker-bar').locator('[data-type="survey"]').waitFor();
    await page.getByTestId('marker-bar').locator('[data-type="quiz"]').waitFor();
    await expectNoSidewaysScroll(page, 'timeline, with elements');
    await screenshot(page, 'admin-timeline-phone-elements');

    await page.getByRole('button', { name: `Edit Quiz ${LONG_TITLE}` }).click();
    await quizForm(page).getByRole('heading', { name: 'Edit Quiz' }).waitFor();
    await quizForm(page).getByRole('button', { name: 'Add Option' }).click();
    await quizForm(page)
      .getByRole('textbox', { name: 'Option 4' })
      .fill('Another-very-long-unbroken-option-text');
    await expectNoSidewaysScroll(page, 'timeline, quiz builder open');

    await page.getByRole('button', { name: `Edit Survey ${LONG_TITLE}` }).click();
    await surveyForm(page).getByRole('heading', { name: 'Edit Survey' }).waitFor();
    await surveyForm(page).getByRole('button', { name: 'Edit “Which part?”' }).click();
    await surveyForm(page).getByLabel('Options').waitFor();
    await expectNoSidewaysScroll(page, 'timeline, survey builder open');
    await screenshot(page, 'admin-timeline-phone-builders');
    await page.context().close();
    // Four states, each measured and checked by axe: more than the default minute.
  }, 180_000);
});

describe('every admin tab at 390 px', () => {
  it('never scrolls sideways, with a video selected', async () => {
    const setup = await adminPage(browser, server);
    const video = await newVideo(setup);
    await setup.context().close();

    const page = await phoneAdminPage(`/admin?video=${video.id}`);
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs).toHaveLength(9);
    for (const name of tabs.map((t) => t.trim())) {
      await page.getByRole('tab', { name, exact: true }).click();
      await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().waitFor();
      await expectNoSidewaysScroll(page, `${name} tab`);
    }
    await page.context().close();
  });
});
