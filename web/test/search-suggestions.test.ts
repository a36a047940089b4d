// Header suggestions: typing "neural" offers only suggestions that find something —
// the real title first, then the spec's patterns that match — and following each one shows at
// least one result on /search. At 1280 and 390 px, with axe.
import type { Browser, Page } from 'playwright-core';
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

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser?.close());

/** Opens the header search, types `text` and returns the suggestions region once it has settled. */
async function typeInSearch(page: Page, text: string) {
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('combobox', { name: 'Search videos' }).fill(text);
  const region = page.getByTestId('search-dropdown').getByRole('region', { name: 'Suggestions' });
  await region.getByRole('button').first().waitFor({ timeout: 15_000 });
  return region;
}

describe('header suggestions for "neural"', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('%s: every suggestion offered finds at least one video', async (label, viewport) => {
    const context = await newContext(browser, baseUrl, { viewport });
    const page = await context.newPage();
    await page.goto('/');
    // The home page settled (no loading skeletons left for axe to judge).
    await page.getByRole('button', { name: 'Watch Full Video' }).waitFor({ timeout: 20_000 });
    const region = await typeInSearch(page, 'neural');
    const offered = (await region.getByRole('button').allInnerTexts()).map((t) => t.trim());
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(6);
    expect(offered[0]).toBe('But what is a neural network?'); // a real title ranks first
    // The dead ends are never offered.
    expect(offered).not.toContain('how to neural');
    expect(offered).not.toContain('neural interview');
    await screenshot(page, `search-suggestions-neural-${label}`);
    await expectNoSeriousA11yViolations(page, `header suggestions (${label})`);

    for (const suggestion of offered) {
      await page.goto('/');
      const again = await typeInSearch(page, 'neural');
      await again.getByRole('button', { name: suggestion, exact: true }).click();
      await page.waitForURL(
        (url) => url.pathname === '/search' && url.searchParams.get('q') === suggestion,
      );
      const results = page.getByRole('list', { name: 'Search results' });
      await results.getByRole('listitem').first().waitFor({ timeout: 15_000 });
      expect(await results.getByRole('listitem').count(), `"${suggestion}"`).toBeGreaterThan(0);
      expect(await page.getByText('No results found').count()).toBe(0);
    }
    await context.close();
  });
});
