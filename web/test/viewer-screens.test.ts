// Every public screen at 1280 px and 390 px: it renders, it passes axe (no serious or
// critical violation), and a screenshot is written for a person to look at. The pages a visitor
// lands on most also load without moving under the reader: their layout shifts, from the
// server's first paint to the last skeleton replaced, add up to less than 0.1 (CLS's "good").
import type { Browser } from 'playwright-core';
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
let collectionId: number;

beforeAll(async () => {
  browser = await openBrowser();
  const videos = (await (await fetch(`${baseUrl}/api/videos`)).json()) as { id: number }[];
  firstVideoId = videos[0]!.id;
  const collections = (await (await fetch(`${baseUrl}/api/featured-collections`)).json()) as {
    id: number;
  }[];
  collectionId = collections[0]!.id;
});
afterAll(async () => browser?.close());

const MAX_LAYOUT_SHIFT = 0.1;

/** Adds up the layout shifts Chromium reports (none counts after a person's input). */
const RECORD_LAYOUT_SHIFTS = `
  window.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

const SCREENS: {
  name: string;
  path: () => string;
  heading: RegExp;
  status?: number;
  steady?: boolean;
}[] = [
  { name: 'home', path: () => '/', heading: /Welcome to Lumen/, steady: true },
  { name: 'watch-library', path: () => '/watch', heading: /Video Library/, steady: true },
  {
    name: 'watch-video',
    path: () => `/watch/${firstVideoId}`,
    heading: /Colour Bars/,
    steady: true,
  },
  { name: 'category', path: () => '/category/technology', heading: /Technology/ },
  { name: 'search', path: () => '/search?q=lecture', heading: /Search results for/ },
  {
    name: 'search-variant',
    path: () => '/search/calculus',
    heading: /Search results for “calculus”/,
  },
  { name: 'collections', path: () => '/collections', heading: /Featured Collections/ },
  { name: 'collection-detail', path: () => `/collections/${collectionId}`, heading: /.+/ },
  { name: 'live', path: () => '/live', heading: /Coming Soon/ },
  { name: 'privacy', path: () => '/privacy', heading: /Privacy Policy/ },
  { name: 'cookies', path: () => '/cookies', heading: /Cookie Policy/ },
  // The server knows the route table: a path outside it is a real 404, not a soft one.
  {
    name: 'not-found',
    path: () => '/no/such/page',
    heading: /404 Page Not Found/,
    status: 404,
  },
];

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('public screens at %s width', (label, viewport) => {
  it.each(SCREENS)(
    '$name renders, is accessible and is captured',
    async ({ name, path, heading, status = 200, steady = false }) => {
      const context = await newContext(browser, baseUrl, { viewport });
      await context.addInitScript(RECORD_LAYOUT_SHIFTS);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const navigation = await page.goto(path());
      expect(navigation?.status(), `${name} status`).toBe(status);
      await expect
        .poll(() => page.locator('h1').first().innerText(), { timeout: 30_000 })
        .toMatch(heading);
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(
        () => !document.querySelector('[role="status"][aria-label^="Loading"]'),
      );
      if (steady) {
        const shift = Number(await page.evaluate('window.layoutShift'));
        expect(shift, `${name} layout shift`).toBeLessThan(MAX_LAYOUT_SHIFT);
      }
      await screenshot(page, `${name}-${label}`);
      await expectNoSeriousA11yViolations(page, `${name} (${label})`);
      // No horizontal scrolling at any width.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${name} overflows horizontally`).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
