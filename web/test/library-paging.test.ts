// The library loads its videos a page at a time: the next page as the viewer scrolls to the
// end, or with the Load more button from the keyboard; its filters live in the URL.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAdminServer, type AdminServer } from './admin-support/admin-server';
import { signInApi } from './admin-support/admin-session';
import { newContext, openBrowser } from './support/browser';

/** Added to the demo's 12 videos: more than one page (24) of the library. */
const ADDED = 30;
const TOTAL = 12 + ADDED;

let server: AdminServer;
let browser: Browser;

beforeAll(async () => {
  // A server of its own: the added videos would change the other viewer tests' counts.
  [server, browser] = await Promise.all([
    startAdminServer({ email: inject('adminEmail'), password: inject('adminPassword') }),
    openBrowser(),
  ]);
  const admin = await signInApi(browser, server);
  for (let i = 1; i <= ADDED; i += 1)
    await admin.post('/api/videos', {
      title: `Paged clip ${i}`,
      sourceUrl: `https://cdn.example.com/paged-${i}.mp4`,
      duration: 60,
    });
  await admin.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string): Promise<Page> {
  const page = await (await newContext(browser, server.url)).newPage();
  await page.goto(path);
  return page;
}

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Videos', exact: true }).getByRole('listitem');

describe('video library paging', () => {
  it('shows the first page and the total, and Load more from the keyboard adds the rest once', async () => {
    const page = await open('/watch');
    await page.getByText(`${TOTAL} videos`).waitFor();
    expect(await cards(page).count()).toBe(24);
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards(page).count()).toBe(TOTAL);
    expect(await loadMore.count()).toBe(0);
    const titles = await cards(page).locator('h3').allInnerTexts();
    expect(new Set(titles).size).toBe(TOTAL);
    await page.context().close();
  });

  it('loads the next page when the viewer scrolls to the end of the list', async () => {
    const page = await open('/watch');
    await page.getByText(`${TOTAL} videos`).waitFor();
    expect(await cards(page).count()).toBe(24);
    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => cards(page).count()).toBe(TOTAL);
    await page.context().close();
  });

  it('keeps the filters in the URL: a shared link opens the same filtered library', async () => {
    const page = await open('/watch');
    await page.getByText(`${TOTAL} videos`).waitFor();
    await page.getByRole('button', { name: 'Technology' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('technology');
    await page.getByRole('searchbox', { name: 'Search the library' }).fill('neural');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('neural');
    const shared = page.url();
    await page.context().close();

    const other = await open(new URL(shared).pathname + new URL(shared).search);
    const heading = other.getByTestId('library-heading');
    await expect.poll(() => heading.innerText()).toBe('Results for "neural" in Technology');
    await expect
      .poll(() => cards(other).locator('h3').allInnerTexts())
      .toEqual(['But what is a neural network?']);
    await other.context().close();
  });
});
