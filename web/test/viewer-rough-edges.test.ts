// Rough edges a new visitor meets: consent can be changed from the footer and
// /cookies, a failed load reads as a sentence with Retry, related videos are compact side rows,
// repeated tags show once, and the admin area has no marketing footer.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  openBrowser,
  newContext,
  screenshot,
} from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let firstVideoId: number;

beforeAll(async () => {
  browser = await openBrowser();
  const videos = (await (await fetch(`${baseUrl}/api/videos`)).json()) as { id: number }[];
  firstVideoId = videos[0]!.id;
});
afterAll(async () => browser?.close());

/** The list of all videos (not /api/videos/{id}, /featured or /search). */
const VIDEOS_CALL = /\/api\/videos(\?.*)?$/;

function storedConsent(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('lumen:cookie-consent') ?? 'null') as {
        analytics: boolean;
        functional: boolean;
        marketing: boolean;
      } | null,
  );
}

describe('cookie settings', () => {
  it('reopen the detailed consent view from the footer and /cookies, and store a changed choice', async () => {
    // The helper stores a "necessary only" choice, so the banner does not open by itself.
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const banner = page.getByTestId('cookie-banner');
    expect(await banner.count()).toBe(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await banner.waitFor();
    // The detailed view, with the spec's buttons.
    await banner.getByRole('heading', { name: 'Cookie settings' }).waitFor();
    await banner.getByRole('button', { name: 'Accept All', exact: true }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toMatchObject({
      analytics: true,
      functional: true,
      marketing: true,
    });

    await page.goto('/cookies');
    const status = page.getByTestId('consent-status');
    await expect.poll(() => status.innerText()).toContain('Analytics on');
    await page.getByRole('main').getByRole('button', { name: 'Cookie settings' }).click();
    await banner.getByRole('button', { name: 'Necessary Only' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toMatchObject({
      analytics: false,
      functional: false,
      marketing: false,
    });
    await expect.poll(() => status.innerText()).toContain('Analytics off');
    await context.close();
  });
});

describe('a failed load', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'reads as a sentence with Retry, keeps "status: text" as detail, and recovers (%s)',
    async (label, viewport) => {
      const context = await newContext(browser, baseUrl, { viewport });
      const page = await context.newPage();
      const failing = (route: Route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"boom"}',
        });
      await page.route(VIDEOS_CALL, failing);
      await page.goto('/watch');
      const error = page.getByTestId('load-error');
      await error.waitFor({ timeout: 30_000 });
      await error.getByRole('heading', { name: 'Videos could not be loaded' }).waitFor();
      const shown = await error.innerText();
      expect(shown).toContain('Something went wrong on our side');
      expect(shown).not.toContain('boom');
      await error.getByText('Details').click();
      expect(await error.locator('code').innerText()).toBe('500: {"message":"boom"}');
      await screenshot(page, `load-error-${label}`);
      await expectNoSeriousA11yViolations(page, `load error (${label})`);

      await page.unroute(VIDEOS_CALL, failing);
      await error.getByRole('button', { name: 'Retry' }).click();
      await error.waitFor({ state: 'detached', timeout: 30_000 });
      await page.getByRole('main').getByRole('article').first().waitFor();
      expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
      await context.close();
    },
  );
});

describe('related videos on the watch page', () => {
  it('are compact rows in the side column at 1280 px, so the page is not absurdly tall', async () => {
    const context = await newContext(browser, baseUrl, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`/watch/${firstVideoId}`);
    const list = page.getByTestId('related-videos');
    await list.waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const layout = await page.evaluate(() => {
      const aside = document.querySelector('aside[aria-labelledby="related"]')!;
      const mainColumn = aside.previousElementSibling!.getBoundingClientRect();
      const rows = [...aside.querySelectorAll('li')].map((li) => {
        const thumb = li.querySelector('.aspect-video')!.getBoundingClientRect();
        const title = li.querySelector('h3')!.getBoundingClientRect();
        return {
          thumbRight: thumb.right,
          thumbWidth: thumb.width,
          titleLeft: title.left,
          height: li.getBoundingClientRect().height,
        };
      });
      return {
        asideLeft: aside.getBoundingClientRect().left,
        listBottom: aside.querySelector('ul')!.getBoundingClientRect().bottom,
        mainRight: mainColumn.right,
        mainBottom: mainColumn.bottom,
        pageHeight: document.documentElement.scrollHeight,
        rows,
      };
    });
    await screenshot(page, 'watch-related-desktop');
    expect(layout.rows).toHaveLength(8);
    expect(layout.asideLeft).toBeGreaterThan(layout.mainRight);
    for (const row of layout.rows) {
      // Thumbnail on the left, title beside it, a row far shorter than a card (~330 px).
      expect(row.thumbWidth).toBeLessThanOrEqual(180);
      expect(row.titleLeft).toBeGreaterThanOrEqual(row.thumbRight);
      expect(row.height).toBeLessThan(120);
    }
    // Measured with the demo seed: related rows end above the main column's end; page 1,773 px
    // (it was 3,130 px with full cards).
    expect(layout.listBottom).toBeLessThanOrEqual(layout.mainBottom);
    expect(layout.pageHeight).toBeLessThan(2_000);
    await context.close();
  });
});

describe('tags', () => {
  it('show each once, case-insensitively, and not the type or badge already shown', async () => {
    const context = await newContext(browser, baseUrl, { viewport: DESKTOP });
    const page = await context.newPage();
    const repeated = {
      tags: ['Lecture', 'lecture', 'interactive', 'Calculus', 'calculus'],
      videoType: 'lecture',
    };
    let title = '';
    // The real answers, with the first video's tags repeated as imports produce them.
    // The library asks for pages ({ items, … }); other lists for the plain array.
    type Listed = { id: number; title: string };
    await page.route(VIDEOS_CALL, async (route) => {
      const answer = (await (await route.fetch()).json()) as Listed[] | { items: Listed[] };
      const videos = Array.isArray(answer) ? answer : answer.items;
      const first = videos.find((v) => v.id === firstVideoId);
      if (first) title = first.title;
      const repeatedFirst = videos.map((v) => (v.id === firstVideoId ? { ...v, ...repeated } : v));
      await route.fulfill({
        json: Array.isArray(answer) ? repeatedFirst : { ...answer, items: repeatedFirst },
      });
    });
    await page.route(`**/api/videos/${firstVideoId}`, async (route) => {
      const video = (await (await route.fetch()).json()) as object;
      await route.fulfill({ json: { ...video, ...repeated } });
    });

    await page.goto('/watch');
    const card = page
      .getByRole('list', { name: 'Videos', exact: true })
      .getByRole('article')
      .filter({ hasText: title })
      .first();
    await card.waitFor({ timeout: 30_000 });
    // The type chip, then a grid card's 2 tags, each once (the type "lecture" is not repeated).
    expect(await card.getByTestId('video-tags').locator('span').allInnerTexts()).toEqual([
      'Lecture',
      'interactive',
      'Calculus',
    ]);

    await page.goto(`/watch/${firstVideoId}`);
    const heading = page.getByRole('heading', { level: 1, name: title });
    await heading.waitFor({ timeout: 30_000 });
    // Beside the Interactive badge and the type: "interactive" and "lecture" are not repeated.
    const badges = await heading.locator('xpath=preceding-sibling::div[1]').innerText();
    expect(badges.split(/\s*\n\s*|\s{2,}/).filter(Boolean)).toEqual([
      'Interactive',
      'Lecture',
      'Calculus',
    ]);
    await context.close();
  });
});

describe('admin area', () => {
  it.each([
    ['desktop', DESKTOP],
    ['tablet', { width: 768, height: 900 }],
    ['phone', PHONE],
  ] as const)(
    'has no marketing footer, and each video card has its actions on one row (%s)',
    async (label, viewport) => {
      const context = await newContext(browser, baseUrl, { viewport });
      const login = await context.request.post('/api/auth/login', {
        data: { email: inject('adminEmail'), password: inject('adminPassword') },
      });
      expect(login.ok()).toBe(true);
      const page = await context.newPage();
      await page.goto('/admin?layout=grid');
      await page.getByRole('heading', { name: 'Admin Panel' }).waitFor({ timeout: 30_000 });
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      const cards = page.getByRole('list', { name: 'Videos', exact: true }).getByRole('article');
      await cards.first().waitFor();
      const actions = await cards.evaluateAll((articles) =>
        articles.map((article) => {
          const buttons = [...article.querySelectorAll('button')].filter((b) =>
            /^(Edit|Delete|Set as Featured|Remove Featured)/.test(
              b.getAttribute('aria-label') ?? '',
            ),
          );
          const label = article.querySelector('button span.truncate')!;
          return {
            count: buttons.length,
            tops: new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size,
            labelCut: label.scrollWidth > label.clientWidth,
          };
        }),
      );
      await screenshot(page, `admin-videos-${label}`);
      expect(actions.length).toBeGreaterThan(0);
      for (const card of actions) expect(card).toEqual({ count: 3, tops: 1, labelCut: false });

      // The public pages keep their footer.
      await page.goto('/');
      await page.getByRole('contentinfo').waitFor();
      await context.close();
    },
  );
});
