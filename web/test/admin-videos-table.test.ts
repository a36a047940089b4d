// The admin Videos tab's table in a real browser against the real server: its sortable headers
// order the rows as the API does, a filter narrows them, Next and Previous walk the keyset
// pages, and bulk actions (visibility, delete with its confirmation) reach the selected videos
// in one request each, with the per-video result shown.
import type { Video, VideoPage } from '@lumen/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminServer } from './admin-support/admin-server';
import { openAdminSuite } from './admin-support/admin-suite';
import { adminPage, apiGet, apiPost } from './admin-support/admin-session';
import { expectNoSeriousA11yViolations, screenshot } from './support/browser';

let browser: Browser;
let server: AdminServer;
let closeSuite: (() => Promise<void>) | undefined;

/** One word that only the probes carry, so a search for it lists exactly them. */
const WORD = 'Tabulon';
const PROBE_COUNT = 30;
/** The table's default page size. */
const PAGE_SIZE = 25;

beforeAll(async () => {
  ({ browser, server, close: closeSuite } = await openAdminSuite());
  const page = await adminPage(browser, server);
  for (let n = 1; n <= PROBE_COUNT; n++)
    await apiPost<Video>(page, server.url, '/api/videos', {
      title: `${WORD} probe ${String(n).padStart(2, '0')}`,
      sourceUrl: '/media/seed/colour-bars.mp4',
      // Durations in another order than the titles and the creation times.
      duration: ((n * 7) % PROBE_COUNT) + 10,
      videoType: n % 6 === 0 ? 'lecture' : 'tutorial',
    });
  await page.context().close();
});
afterAll(() => closeSuite?.());

/** The probes in an order of the API (every visibility unless given, one page of them all). */
async function probesBy(
  page: Page,
  sort: string,
  filters: Record<string, string> = {},
): Promise<Video[]> {
  const query = new URLSearchParams({ q: WORD, visibility: 'all', limit: '100', sort, ...filters });
  return (await apiGet<VideoPage>(page, `/api/videos?${query}`)).items;
}

const table = (page: Page) => page.getByRole('table');
const header = (page: Page, name: string) =>
  table(page).getByRole('columnheader', { name, exact: true });
const range = (page: Page) => page.getByTestId('video-range').innerText();

/** The titles of the table's rows, in order. */
function rowTitles(page: Page): Promise<string[]> {
  return table(page).locator('tbody th[scope="row"]').allInnerTexts();
}

async function expectRows(page: Page, videos: Video[]): Promise<void> {
  await expect.poll(() => rowTitles(page)).toEqual(videos.map((v) => v.title));
}

async function openTable(): Promise<Page> {
  const page = await adminPage(browser, server);
  await table(page).waitFor();
  await page.getByRole('searchbox', { name: 'Search videos' }).fill(WORD);
  await expect.poll(() => range(page)).toBe(`Showing 1–${PAGE_SIZE} of ${PROBE_COUNT}`);
  return page;
}

describe('the admin video table', () => {
  it('is the default layout; the grid stays one click away and is remembered', async () => {
    const page = await adminPage(browser, server);
    await table(page).waitFor();
    expect(
      await page.getByRole('button', { name: 'Table view' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('button', { name: 'Grid view' }).click();
    await page.getByRole('list', { name: 'Videos' }).waitFor();
    expect(new URL(page.url()).searchParams.get('layout')).toBe('grid');
    // Without the parameter, the last choice in this browser holds.
    await page.goto('/admin');
    await page.getByRole('list', { name: 'Videos' }).waitFor();
    await page.getByRole('button', { name: 'Table view' }).click();
    await table(page).waitFor();

    // A row's Edit opens the same form as a card's.
    const [first] = await probesBy(page, 'newest');
    await page.getByRole('searchbox', { name: 'Search videos' }).fill(WORD);
    await page.getByRole('button', { name: `Edit ${first!.title}`, exact: true }).click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Edit Video' }) });
    expect(await form.getByLabel('Title').inputValue()).toBe(first!.title);
    await page.context().close();
  });

  it('pages forward and back through keyset pages', async () => {
    const page = await openTable();
    const newest = await probesBy(page, 'newest');
    await expectRows(page, newest.slice(0, PAGE_SIZE));
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await expectRows(page, newest.slice(PAGE_SIZE));
    expect(await range(page)).toBe(`Showing ${PAGE_SIZE + 1}–${PROBE_COUNT} of ${PROBE_COUNT}`);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Previous' }).click();
    await expectRows(page, newest.slice(0, PAGE_SIZE));

    // A smaller page size starts again at the first page.
    await page.getByLabel('Per page').selectOption('10');
    await expectRows(page, newest.slice(0, 10));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectRows(page, newest.slice(20, 30));
    expect(await range(page)).toBe(`Showing 21–30 of ${PROBE_COUNT}`);
    await expectNoSeriousA11yViolations(page, 'the video table');
    await screenshot(page, 'admin-videos-table');
    await page.context().close();
  });

  it('sorts by its headers, as the API orders, and says so with aria-sort', async () => {
    const page = await openTable();
    expect(await header(page, 'Created').getAttribute('aria-sort')).toBe('descending');

    await header(page, 'Title').getByRole('button').click();
    await expectRows(page, (await probesBy(page, 'title')).slice(0, PAGE_SIZE));
    expect(await header(page, 'Title').getAttribute('aria-sort')).toBe('ascending');
    expect(await header(page, 'Created').getAttribute('aria-sort')).toBe('none');

    await header(page, 'Duration').getByRole('button').click();
    const shortest = await probesBy(page, 'duration');
    await expectRows(page, shortest.slice(0, PAGE_SIZE));
    expect(shortest[0]!.duration).toBeLessThanOrEqual(shortest[1]!.duration);
    expect(await header(page, 'Duration').getAttribute('aria-sort')).toBe('ascending');

    await header(page, 'Views').getByRole('button').click();
    await expectRows(page, (await probesBy(page, 'views')).slice(0, PAGE_SIZE));
    expect(await header(page, 'Views').getAttribute('aria-sort')).toBe('descending');

    // The Created header toggles newest and oldest first; the keyboard reaches it.
    await header(page, 'Created').getByRole('button').click();
    await expectRows(page, (await probesBy(page, 'newest')).slice(0, PAGE_SIZE));
    await header(page, 'Created').getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expectRows(page, (await probesBy(page, 'oldest')).slice(0, PAGE_SIZE));
    expect(await header(page, 'Created').getAttribute('aria-sort')).toBe('ascending');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('oldest');

    // A reload keeps the search and the order.
    await page.reload();
    await expectRows(page, (await probesBy(page, 'oldest')).slice(0, PAGE_SIZE));
    await page.context().close();
  });

  it('filters by type', async () => {
    const page = await openTable();
    await page.getByLabel('Type', { exact: true }).selectOption('lecture');
    const lectures = await probesBy(page, 'newest', { type: 'lecture' });
    expect(lectures).toHaveLength(PROBE_COUNT / 6);
    await expectRows(page, lectures);
    expect(await range(page)).toBe(`Showing 1–${lectures.length} of ${lectures.length}`);
    await page.context().close();
  });

  it('sets the visibility of the selected videos in one action and shows the result', async () => {
    const page = await openTable();
    const chosen = (await probesBy(page, 'newest')).slice(0, 3);
    for (const video of chosen) await page.getByLabel(`Select ${video.title}`).check();
    expect(await page.getByTestId('selected-count').innerText()).toBe('3 selected');

    const bulkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/videos/bulk')) bulkRequests.push(request.postData()!);
    });
    await page.getByRole('button', { name: 'Set visibility' }).click();
    await page.getByRole('menuitem', { name: 'Draft' }).click();
    await expect
      .poll(() => page.getByTestId('bulk-result').innerText())
      .toBe('Set visibility: 3 updated');
    expect(bulkRequests).toHaveLength(1);
    for (const video of chosen)
      expect((await apiGet<Video>(page, `/api/videos/${video.id}`)).visibility).toBe('draft');
    // The table refreshed: the rows say Draft.
    for (const video of chosen)
      await table(page)
        .getByRole('row', { name: new RegExp(video.title) })
        .getByText('Draft', { exact: true })
        .waitFor();

    // The visibility filter lists exactly them.
    await page.getByLabel('Visibility').selectOption('draft');
    await expectRows(page, await probesBy(page, 'newest', { visibility: 'draft' }));
    expect(await rowTitles(page)).toHaveLength(3);
    // A filter change clears the selection.
    expect(await page.getByTestId('selected-count').innerText()).toBe('0 selected');
    await page.context().close();
  });

  it('analyses the selected videos with the content analysis job', async () => {
    const page = await openTable();
    const chosen = (await probesBy(page, 'newest')).slice(0, 2);
    for (const video of chosen) await page.getByLabel(`Select ${video.title}`).check();
    const started = page.waitForResponse(
      (r) => r.url().endsWith('/api/analysis-jobs') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Analyse' }).click();
    expect((await started).request().postDataJSON()).toEqual({
      videoIds: chosen.map((video) => video.id),
    });
    await expect
      .poll(() => page.getByTestId('bulk-result').innerText())
      .toBe('Analyse: 2 videos analyzed.');
    await page.context().close();
  });

  it('deletes the selected videos after one confirmation naming the count', async () => {
    const page = await openTable();
    const before = await probesBy(page, 'newest');
    await page.getByLabel('Per page').selectOption('10');
    await expectRows(page, before.slice(0, 10));
    await page.getByLabel('Select all on this page').check();
    expect(await page.getByTestId('selected-count').innerText()).toBe('10 selected');
    // Two stay: the deleted are the other eight.
    const kept = before.slice(0, 2);
    for (const video of kept) await page.getByLabel(`Select ${video.title}`).uncheck();
    expect(await page.getByLabel('Select all on this page').isChecked()).toBe(false);
    const deleted = before.slice(2, 10);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.getByRole('heading').innerText()).toBe('Delete 8 videos?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await probesBy(page, 'newest')).length).toBe(before.length);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete 8 videos' }).click();
    await expect.poll(() => page.getByTestId('bulk-result').innerText()).toBe('Delete: 8 deleted');
    for (const video of deleted)
      expect((await page.context().request.get(`/api/videos/${video.id}`)).status()).toBe(404);
    const after = await probesBy(page, 'newest');
    expect(after).toHaveLength(before.length - 8);
    await expectRows(page, after.slice(0, 10));
    expect(await page.getByTestId('selected-count').innerText()).toBe('0 selected');
    await page.context().close();
  });
});
