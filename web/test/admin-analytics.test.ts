// The admin Analytics tab in a real browser against the real server: a fresh video with a quiz
// and a survey gets viewing sessions of known shape through the real ingest (POST /api/track/
// batch, and the answer endpoints for the answers), some today and some 20 days ago; the test
// checks what the tab shows against figures it works out from those sessions itself.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type {
  Quiz,
  SiteAnalytics,
  SiteSettings,
  Survey,
  Video,
  VideoPeriodAnalytics,
} from '@lumen/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminServer } from './admin-support/admin-server';
import { openAdminSuite } from './admin-support/admin-suite';
import { adminPage, apiGet, apiPost, expectToast } from './admin-support/admin-session';
import { expectNoSeriousA11yViolations, newContext, screenshot } from './support/browser';

let browser: Browser;
let server: AdminServer;
let closeSuite: (() => Promise<void>) | undefined;

const DAY = 86_400_000;
const DURATION = 40;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const TODAY = isoDay(Date.now());
/** The older sessions: inside the last 30 days, outside the last 7. */
const EARLIER_AT = Date.now() - 20 * DAY;
const EARLIER = isoDay(EARLIER_AT);

// The sessions: three watch today to the end, three today stop at 0:10 (the quiz), four 20 days
// ago stop at 0:20, one of those seeing 0:00–0:10 twice.
const FULL_TODAY = 3;
const SHORT_TODAY = 3;
const EARLIER_SESSIONS = 4;
// Answers to the quiz (options A, B, C; B is right) from the full-watch sessions today.
const ANSWERS = ['B', 'B', 'A'];
const TEXT_ANSWERS = ['Great pacing', 'Too fast, "really"'];

/** The test's own figures, from the plan above (metrics.ts's definitions). */
const expected = {
  viewsToday: FULL_TODAY + SHORT_TODAY,
  viewsAll: FULL_TODAY + SHORT_TODAY + EARLIER_SESSIONS,
  // Watched seconds: 40 for a full session, 10 for a short one, 20 for an earlier one.
  avgWatchToday: (FULL_TODAY * 40 + SHORT_TODAY * 10) / (FULL_TODAY + SHORT_TODAY),
  avgWatchAll:
    (FULL_TODAY * 40 + SHORT_TODAY * 10 + EARLIER_SESSIONS * 20) /
    (FULL_TODAY + SHORT_TODAY + EARLIER_SESSIONS),
  completionToday: (FULL_TODAY / (FULL_TODAY + SHORT_TODAY)) * 100,
  completionAll: (FULL_TODAY / (FULL_TODAY + SHORT_TODAY + EARLIER_SESSIONS)) * 100,
  quizCorrect: (ANSWERS.filter((a) => a === 'B').length / ANSWERS.length) * 100,
  // Admin §9: the rounded mean of video completion (3 of 10), quiz completion (3 answered of 6
  // shown) and survey completion (2 of 3 shown).
  engagementAll: Math.round(
    ((FULL_TODAY / (FULL_TODAY + SHORT_TODAY + EARLIER_SESSIONS)) * 100 +
      (ANSWERS.length / (FULL_TODAY + SHORT_TODAY)) * 100 +
      (TEXT_ANSWERS.length / FULL_TODAY) * 100) /
      3,
  ),
  // Around the quiz at 0:10: everyone watched 0:05–0:10; 0:10–0:15 only the full sessions today
  // and the earlier ones.
  dropOffAll:
    100 - ((FULL_TODAY + EARLIER_SESSIONS) / (FULL_TODAY + SHORT_TODAY + EARLIER_SESSIONS)) * 100,
};

const HEADLESS_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

const mss = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
const rate = (value: number) => `${Math.round(value * 10) / 10}%`;

let seeded: { video: Video; quiz: Quiz; survey: Survey };

interface SentEvent {
  eventId: string;
  eventType: string;
  videoId: number;
  sessionId: string;
  timestamp: number;
  timecode?: number;
  duration?: number;
  elementId?: number;
}

async function newVideo(page: Page, title: string): Promise<Video> {
  return apiPost<Video>(page, server.url, '/api/videos', {
    title,
    sourceUrl: '/media/seed/colour-bars.mp4',
    duration: DURATION,
  });
}

/** One session's events: a view, then a progress report inside each 5 s it watched. */
function session(
  videoId: number,
  sessionId: string,
  at: number,
  upTo: number,
  extra: Omit<SentEvent, 'eventId' | 'videoId' | 'sessionId' | 'timestamp'>[] = [],
): SentEvent[] {
  const base = { videoId, sessionId };
  let clock = at;
  const next = () => (clock += 1000);
  const events: SentEvent[] = [
    { ...base, eventId: randomUUID(), eventType: 'view', timestamp: clock },
  ];
  for (let mark = 5; mark <= upTo; mark += 5)
    events.push({
      ...base,
      eventId: randomUUID(),
      eventType: 'progress',
      timecode: mark - 0.25,
      duration: DURATION,
      timestamp: next(),
    });
  for (const e of extra) events.push({ ...base, eventId: randomUUID(), timestamp: next(), ...e });
  return events;
}

async function track(page: Page, events: SentEvent[]): Promise<void> {
  await apiPost(page, server.url, '/api/track/batch', events);
}

/** Sends the plan's sessions and answers, and waits until the pipeline has counted them. */
async function seed(): Promise<typeof seeded> {
  const page = await adminPage(browser, server);
  const video = await newVideo(page, `Analytics probe ${Date.now()}`);
  const quiz = await apiPost<Quiz>(page, server.url, `/api/videos/${video.id}/quizzes`, {
    title: 'Colour quiz',
    question: 'Which letter is right?',
    questionType: 'single_choice',
    options: ['A', 'B', 'C'],
    correctAnswer: 'B',
    timecode: 10,
  });
  const survey = await apiPost<Survey>(page, server.url, `/api/videos/${video.id}/surveys`, {
    title: 'Pace survey',
    timecode: 30,
    isAnonymous: true,
    questions: [
      { id: 'again', text: 'Watch again?', type: 'yes_no' },
      { id: 'words', text: 'In your words', type: 'text' },
    ],
  });
  const now = Date.now() - 10 * 60_000;
  const events: SentEvent[] = [];
  const quizShown = { eventType: 'quiz_shown', elementId: quiz.id, timecode: 10 };
  for (let i = 0; i < FULL_TODAY; i++)
    events.push(
      ...session(video.id, `full-${i}`, now + i * 60_000, 40, [
        quizShown,
        { eventType: 'survey_shown', elementId: survey.id, timecode: 30 },
        i < TEXT_ANSWERS.length
          ? { eventType: 'survey_completed', elementId: survey.id, timecode: 30 }
          : { eventType: 'survey_skipped', elementId: survey.id, timecode: 30 },
      ]),
    );
  for (let i = 0; i < SHORT_TODAY; i++)
    events.push(
      ...session(video.id, `short-${i}`, now + i * 60_000, 10, [
        quizShown,
        { eventType: 'quiz_skipped', elementId: quiz.id, timecode: 10 },
      ]),
    );
  for (let i = 0; i < EARLIER_SESSIONS; i++)
    events.push(...session(video.id, `earlier-${i}`, EARLIER_AT + i * 60_000, 20));
  // One earlier session watched 0:00–0:10 a second time (a seek back): rewatch intensity.
  events.push(
    ...session(video.id, 'earlier-0', EARLIER_AT + 30 * 60_000, 10).filter(
      (e) => e.eventType === 'progress',
    ),
  );
  await track(page, events);
  // A headless browser watches too: its view is in the bots row and in no figure.
  const bot = await page.context().request.post('/api/track/batch', {
    data: session(video.id, 'headless', now, 10),
    headers: { origin: server.url, 'user-agent': HEADLESS_CHROME },
  });
  if (bot.status() !== 202) throw new Error(`the bot's batch: ${bot.status()}`);
  for (const [i, answer] of ANSWERS.entries())
    await apiPost(page, server.url, `/api/quizzes/${quiz.id}/responses`, {
      answer,
      sessionId: `full-${i}`,
      responseTime: 3000 + i * 1000,
    });
  for (const [i, words] of TEXT_ANSWERS.entries())
    await apiPost(page, server.url, `/api/surveys/${survey.id}/responses`, {
      responses: { again: i === 0 ? 'yes' : 'no', words },
      sessionId: `full-${i}`,
      completionTime: 5000,
    });

  // expect.poll belongs to tests; here a plain wait until the pipeline has counted them.
  const from = isoDay(Date.now() - 29 * DAY);
  const want = JSON.stringify([expected.viewsAll, Math.round(expected.quizCorrect * 10) / 10]);
  for (let waited = 0; ; waited += 500) {
    const figures = await apiGet<VideoPeriodAnalytics>(
      page,
      `/api/videos/${video.id}/analytics/period?from=${from}&to=${TODAY}`,
    );
    const got = JSON.stringify([figures.current.views, figures.current.quizScore]);
    if (got === want) break;
    if (waited > 30_000) throw new Error(`the pipeline counted ${got}, not ${want}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await page.context().close();
  return { video, quiz, survey };
}

beforeAll(async () => {
  // Generated viewing sessions of the demo videos, for the site overview and a demo video's cards.
  ({
    browser,
    server,
    close: closeSuite,
  } = await openAdminSuite({
    DEMO_SESSIONS: '1000',
    // Some sessions are 20 days old: the ingest takes their clocks.
    TRACK_CLOCK_WINDOW_HOURS: String(21 * 24),
  }));
  seeded = await seed();
});
afterAll(() => closeSuite?.());

async function openTab(videoId: number): Promise<Page> {
  const page = await adminPage(browser, server, `/admin?tab=analytics&video=${videoId}`);
  await page.getByRole('heading', { name: 'Analytics', exact: true }).waitFor();
  return page;
}

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function cardValue(page: Page, name: string): Promise<string> {
  return (await card(page, name).locator('p').nth(1).innerText()).trim();
}

async function expectCard(page: Page, name: string, value: string): Promise<void> {
  await expect.poll(() => cardValue(page, name), { timeout: 15_000 }).toBe(value);
}

/** The hue (oklch) of an element's background: orange ≈ 48, green ≈ 150, blue ≈ 260. */
async function hue(element: Locator): Promise<number> {
  const colour = await element.evaluate((el) => getComputedStyle(el).backgroundColor);
  const match = /oklch\(([\d.]+) ([\d.]+) ([\d.]+)/.exec(colour);
  if (!match) throw new Error(`unexpected colour ${colour}`);
  return Number(match[3]);
}

/** A plain CSV reader (quoted fields, doubled quotes, CRLF), independent of the app's writer. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

async function download(page: Page, button: Locator): Promise<string[][]> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  // The run's Chromium is a remote one: its download is saved here before it is read.
  const copy = join(mkdtempSync(join(tmpdir(), 'lumen-csv-')), file.suggestedFilename());
  await file.saveAs(copy);
  return parseCsv(readFileSync(copy, 'utf8'));
}

describe('one video', () => {
  it('shows every card, bar and chart with the figures of the sessions sent', async () => {
    const page = await openTab(seeded.video.id);
    // The default period: the last 30 days, which hold every session.
    await expectCard(page, 'Total Views', String(expected.viewsAll));
    expect(await cardValue(page, 'Avg Watch Time')).toBe(mss(expected.avgWatchAll));
    expect(await cardValue(page, 'Completion Rate')).toBe(rate(expected.completionAll));
    expect(await cardValue(page, 'Engagement Score')).toBe(`${expected.engagementAll}/100`);
    // Nothing before the last 30 days: no trend to show.
    expect(await card(page, 'Total Views').innerText()).not.toContain('vs previous');

    const bars = page.getByRole('progressbar', { name: 'Video completion' });
    expect(Number(await bars.getAttribute('aria-valuenow'))).toBeCloseTo(expected.completionAll, 1);
    // Reach: playback sessions (one per view here).
    expect(await page.locator('dt:has-text("Reach") + dd').innerText()).toBe(
      String(expected.viewsAll),
    );
    expect(await page.getByText(/^Busiest: \w+day \d\d:00–\d\d:00 UTC$/).count()).toBe(1);

    // Engagement over time: a bar on each of the two days with views, and the watch-time line.
    const engagement = page.getByTestId('engagement-chart');
    await engagement.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await engagement.locator('.recharts-bar-rectangle path').count()).toBe(2);
    expect(await engagement.locator('.recharts-line-curve').count()).toBe(1);

    // Retention curve with its area, rewatch bars beneath, and the two markers in their colours.
    const retention = page.getByTestId('retention-chart');
    await retention.locator('.recharts-area-area').waitFor();
    expect(
      await page.getByTestId('rewatch-chart').locator('.recharts-bar-rectangle').count(),
    ).toBeGreaterThan(0);
    const markers = page.getByRole('list', { name: 'Quizzes, surveys and polls on the timeline' });
    const quizMarker = markers.locator(`[data-marker="quiz-${seeded.quiz.id}"]`);
    const surveyMarker = markers.locator(`[data-marker="survey-${seeded.survey.id}"]`);
    expect(await hue(quizMarker)).toBeGreaterThan(30);
    expect(await hue(quizMarker)).toBeLessThan(70);
    expect(await hue(surveyMarker)).toBeGreaterThan(240);
    expect(await hue(surveyMarker)).toBeLessThan(280);

    // Audience: the sessions were sent by the test (no embed), so the site/unknown split and
    // the quality panel are present; their own figures are the audience helper's tests.
    await page.getByRole('heading', { name: 'Playback Quality' }).waitFor();
    await page.getByRole('table', { name: 'Embedding sites' }).waitFor();
    // The headless browser's view: its own row under the browsers, outside every figure above.
    const botsRow = page
      .getByRole('table', { name: 'Browsers' })
      .getByRole('row')
      .filter({ hasText: 'Bots and crawlers' });
    await botsRow.waitFor();
    expect((await botsRow.getByRole('cell').allInnerTexts()).slice(0, 3)).toEqual([
      'Bots and crawlers',
      '1',
      '1',
    ]);
    await screenshot(page, 'admin-analytics-video');
    await expectNoSeriousA11yViolations(page, 'analytics tab');
    await page.context().close();
  });

  it('the period selector changes every figure: 7 days, 30 days and a custom range', async () => {
    const page = await openTab(seeded.video.id);
    await expectCard(page, 'Total Views', String(expected.viewsAll));

    await page.getByRole('button', { name: '7 days' }).click();
    await expectCard(page, 'Total Views', String(expected.viewsToday));
    expect(await cardValue(page, 'Avg Watch Time')).toBe(mss(expected.avgWatchToday));
    expect(await cardValue(page, 'Completion Rate')).toBe(rate(expected.completionToday));

    // Only the day of the earlier sessions: four views, 20 s each, none complete.
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill(EARLIER);
    await page.getByLabel('To', { exact: true }).fill(EARLIER);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectCard(page, 'Total Views', String(EARLIER_SESSIONS));
    expect(await cardValue(page, 'Avg Watch Time')).toBe(mss(20));
    expect(await cardValue(page, 'Completion Rate')).toBe('0%');

    // A range the API would refuse is refused here, with the reason.
    await page.getByLabel('From', { exact: true }).fill(TODAY);
    await page.getByLabel('To', { exact: true }).fill(EARLIER);
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await page.getByRole('alert').innerText()).toContain('cannot be before');

    // A day with no sessions: the spec's empty state, saying the video has views elsewhere.
    const quiet = isoDay(EARLIER_AT - DAY);
    await page.getByLabel('From', { exact: true }).fill(quiet);
    await page.getByLabel('To', { exact: true }).fill(quiet);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('heading', { name: 'No Analytics Data' }).waitFor();
    expect(await page.getByText(/views in all/).innerText()).toContain(String(expected.viewsAll));

    await page.getByRole('button', { name: '30 days' }).click();
    await expectCard(page, 'Total Views', String(expected.viewsAll));
    await page.context().close();
  });

  it('a marker shows its drop-off and % correct on hover, and opens its breakdown on click', async () => {
    const page = await openTab(seeded.video.id);
    const quizMarker = page.locator(`[data-marker="quiz-${seeded.quiz.id}"]`);
    await quizMarker.waitFor();
    await quizMarker.hover();
    const tip = page.getByRole('tooltip').filter({ hasText: 'Colour quiz' });
    await tip.waitFor();
    const tipText = await tip.innerText();
    expect(tipText).toContain(`${Math.round(expected.dropOffAll * 10) / 10} pts`);
    expect(tipText).toContain(rate(expected.quizCorrect));

    await quizMarker.click();
    const dialog = page.getByRole('dialog', { name: 'Colour quiz' });
    await dialog.waitFor();
    const figures = async (label: string) =>
      (
        await dialog.getByText(label, { exact: true }).locator('..').locator('dd').innerText()
      ).trim();
    expect(await figures('Shown')).toBe(String(FULL_TODAY + SHORT_TODAY));
    expect(await figures('Answered')).toBe(String(ANSWERS.length));
    expect(await figures('Skipped')).toBe(String(SHORT_TODAY));
    expect(await figures('Correct')).toBe(rate(expected.quizCorrect));
    // The answers, the most chosen first, the correct one marked.
    const answers = dialog.getByRole('list', { name: 'Answers to Colour quiz' }).locator('li');
    expect(await answers.count()).toBe(2);
    expect(await answers.nth(0).innerText()).toMatch(/B[\s\S]*\(correct\)[\s\S]*2 · 67%/);
    expect(await answers.nth(1).innerText()).toMatch(/A[\s\S]*1 · 33%/);
    await expectNoSeriousA11yViolations(page, 'quiz breakdown');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The survey's marker: yes/no split and its text answers, newest first.
    await page.locator(`[data-marker="survey-${seeded.survey.id}"]`).click();
    const surveyDialog = page.getByRole('dialog', { name: 'Pace survey' });
    await surveyDialog.waitFor();
    const yesNo = surveyDialog.getByRole('list', { name: 'Answers to Watch again?' });
    expect(await yesNo.innerText()).toMatch(/yes[\s\S]*1 · 50%[\s\S]*no[\s\S]*1 · 50%/);
    const texts = surveyDialog.getByRole('list', { name: 'Text answers to In your words' });
    await texts.locator('li').nth(1).waitFor();
    expect(await texts.locator('li p:first-child').allInnerTexts()).toEqual(
      [...TEXT_ANSWERS].reverse(),
    );
    // Its CSV holds every answer, quotes and commas intact.
    const rows = await download(
      page,
      surveyDialog.getByRole('button', { name: 'Download answers to In your words as CSV' }),
    );
    expect(rows[0]).toEqual(['Answered at', 'Answer']);
    expect(rows.slice(1).map((r) => r[1])).toEqual([...TEXT_ANSWERS].reverse());
    await page.context().close();
  });

  it('the quizzes table downloads as CSV with its rows', async () => {
    const page = await openTab(seeded.video.id);
    const table = page.getByRole('table', { name: 'Quizzes' });
    await table.waitFor();
    const rows = await download(
      page,
      page.getByRole('button', { name: 'Download Quizzes as CSV' }),
    );
    expect(rows[0]).toEqual([
      'Quiz',
      'At',
      'Shown',
      'Answered',
      'Skipped',
      '% correct',
      'First attempt',
      'Median time (s)',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        'Colour quiz',
        '10',
        String(FULL_TODAY + SHORT_TODAY),
        String(ANSWERS.length),
        String(SHORT_TODAY),
        String(Math.round(expected.quizCorrect * 10) / 10),
        String(Math.round(expected.quizCorrect * 10) / 10),
        // The median of 3000, 4000 and 5000 ms.
        '4',
      ],
    ]);
    await page.context().close();
  });
});

describe('a demo video', () => {
  it('paints all four cards with the views of its generated sessions', async () => {
    // How long the paint takes is bench:card-paint's measure, not a test's.
    const page = await adminPage(browser, server);
    const videos = await apiGet<Video[]>(page, '/api/videos');
    const demo = videos.find((v) => v.title.startsWith('Counting Frames'))!;
    await page.goto(`/admin?video=${demo.id}`);
    await page.getByRole('heading', { name: 'Videos' }).first().waitFor();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    for (const name of ['Total Views', 'Avg Watch Time', 'Completion Rate', 'Engagement Score'])
      await card(page, name).waitFor();
    expect(Number((await cardValue(page, 'Total Views')).replace(/,/g, ''))).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('all videos', () => {
  it('lists every video, sorts by each column, and its CSV holds all rows, not one page', async () => {
    const page = await adminPage(browser, server);
    await page.getByRole('button', { name: 'All videos analytics' }).click();
    await page.getByRole('heading', { name: 'Analytics: All Videos' }).waitFor();
    const table = page.getByRole('table', { name: 'Every video' });
    await table.locator('tbody tr').first().waitFor();
    const from = isoDay(Date.now() - 29 * DAY);
    const site = await apiGet<SiteAnalytics>(
      page,
      `/api/analytics/videos?from=${from}&to=${TODAY}`,
    );
    expect(site.videos.length).toBeGreaterThan(10);
    const mine = site.videos.find((v) => v.videoId === seeded.video.id)!;
    expect(mine.views).toBe(expected.viewsAll);

    const column = (n: number) => table.locator(`tbody tr td:nth-child(${n})`).allInnerTexts();
    const numbers = async (n: number) => (await column(n)).map((t) => Number(t.replace(/,/g, '')));
    // By views, most first (the default), then fewest first.
    const byViews = [...site.videos].map((v) => v.views).sort((a, b) => b - a);
    expect(await numbers(2)).toEqual(byViews.slice(0, 10));
    await table.getByRole('button', { name: 'Views', exact: true }).click();
    expect(await numbers(2)).toEqual([...byViews].reverse().slice(0, 10));
    expect(await table.getByRole('columnheader', { name: 'Views' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    // By title, A first.
    await table.getByRole('button', { name: 'Video', exact: true }).click();
    const titles = site.videos.map((v) => v.title).sort((a, b) => a.localeCompare(b));
    expect(await column(1)).toEqual(titles.slice(0, 10));
    // By sessions, most first.
    await table.getByRole('button', { name: 'Sessions', exact: true }).click();
    const bySessions = site.videos.map((v) => v.sessions).sort((a, b) => b - a);
    expect(await numbers(3)).toEqual(bySessions.slice(0, 10));

    // The CSV: every video, in the order shown, on all pages.
    const rows = await download(
      page,
      page.getByRole('button', { name: 'Download Every video as CSV' }),
    );
    expect(rows[0]![0]).toBe('Video');
    expect(rows.length - 1).toBe(site.videos.length);
    expect(rows.slice(1).map((r) => Number(r[2]))).toEqual(bySessions);
    const mineRow = rows.find((r) => r[0] === seeded.video.title)!;
    expect(Number(mineRow[1])).toBe(expected.viewsAll);

    await expectNoSeriousA11yViolations(page, 'all videos');
    // A title opens that video's own analytics ("Analytics probe …" sorts onto the first page).
    await table.getByRole('button', { name: 'Video', exact: true }).click();
    await table.getByRole('button', { name: seeded.video.title }).click();
    await page.getByRole('heading', { name: 'Analytics', exact: true }).waitFor();
    expect(
      await page.getByRole('button', { name: 'This video' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expectCard(page, 'Total Views', String(expected.viewsAll));
    await page.context().close();
  });
});

describe('live viewers', () => {
  it('rise while another page plays the video, on their own', async () => {
    const admin = await adminPage(browser, server);
    const video = await newVideo(admin, `Live probe ${Date.now()}`);
    await admin.goto(`/admin?tab=analytics&video=${video.id}`);
    // Never watched: the spec's empty state, and nobody watching.
    await admin.getByRole('heading', { name: 'No Analytics Data' }).waitFor();
    expect(await admin.getByText('This video has not been watched yet').count()).toBe(1);
    const live = admin.getByTestId('live-viewers');
    await expect.poll(() => live.innerText(), { timeout: 10_000 }).toBe('0');

    // A viewer elsewhere: /watch autoplays the video.
    const viewer = await (await newContext(browser, server.url)).newPage();
    await viewer.goto(`/watch/${video.id}`);
    await viewer.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, {
      timeout: 20_000,
    });
    // The widget asks again by itself (every ~10 s); the page is not reloaded.
    await expect.poll(() => live.innerText(), { timeout: 40_000, interval: 1000 }).toBe('1');
    await viewer.context().close();
    await admin.context().close();
  });
});

describe('analytics time zone', () => {
  it('set in the Settings tab, it moves a view at 23:30 UTC onto the next day two hours east', async () => {
    const page = await adminPage(browser, server, '/admin?tab=settings');
    const video = await newVideo(page, `Zone probe ${Date.now()}`);
    const day = isoDay(Date.now() - 3 * DAY);
    const nextDay = isoDay(Date.parse(`${day}T00:00:00Z`) + DAY);
    await track(page, session(video.id, 'late-evening', Date.parse(`${day}T23:30:00Z`), 5));
    const viewsOn = async (from: string) =>
      (
        await apiGet<VideoPeriodAnalytics>(
          page,
          `/api/videos/${video.id}/analytics/period?from=${from}&to=${from}`,
        )
      ).current.views;
    // In UTC, the site's zone until now, the view is on its own day.
    await expect.poll(() => viewsOn(day), { timeout: 30_000 }).toBe(1);

    const zoneField = page.getByLabel('Analytics time zone');
    await zoneField.waitFor();
    expect(await zoneField.inputValue()).toBe('UTC');
    try {
      await zoneField.fill('Mars/Olympus');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText(/must be a time zone such as Europe\/Berlin/).waitFor();
      expect((await apiGet<SiteSettings>(page, '/api/admin/settings')).analyticsTimeZone).toBe(
        'UTC',
      );

      // Etc/GMT-2 is UTC+2 all year (the tz database's signs are inverted).
      await zoneField.fill('Etc/GMT-2');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      // The save re-counts the demo's analytics days in the new zone before it answers.
      await expectToast(page, 'Settings saved', 60_000);

      await page.goto(`/admin?tab=analytics&video=${video.id}`);
      await page.getByRole('button', { name: 'Custom' }).click();
      await page.getByLabel('From', { exact: true }).fill(nextDay);
      await page.getByLabel('To', { exact: true }).fill(nextDay);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expectCard(page, 'Total Views', '1');
      expect(await page.getByText(/\(Etc\/GMT-2\)$/).count()).toBeGreaterThan(0);
      // 01:30 there: the first two-hour slot of that day's weekday.
      const weekday = new Date(`${nextDay}T12:00:00Z`).toLocaleDateString('en-GB', {
        weekday: 'long',
        timeZone: 'UTC',
      });
      await page.getByText(`Busiest: ${weekday} 00:00–02:00 Etc/GMT-2`, { exact: true }).waitFor();

      await page.getByLabel('From', { exact: true }).fill(day);
      await page.getByLabel('To', { exact: true }).fill(day);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('heading', { name: 'No Analytics Data' }).waitFor();
      expect(await viewsOn(day)).toBe(0);
      expect(await viewsOn(nextDay)).toBe(1);
    } finally {
      // The settings as they are, but the zone: the two dates are the server's, not a setting.
      const {
        privacyUpdatedAt: _privacy,
        cookiesUpdatedAt: _cookies,
        ...settings
      } = await apiGet<SiteSettings>(page, '/api/admin/settings');
      const restored = await page.context().request.put('/api/admin/settings', {
        data: { ...settings, analyticsTimeZone: 'UTC' },
        headers: { origin: server.url },
        timeout: 60_000,
      });
      expect(restored.status(), 'restoring UTC for the other cases').toBe(200);
      await page.context().close();
    }
  }, 180_000);
});
