// What a browser really downloads for the home page: every script arrives as the build's
// brotli copy and may be cached for a year (hashed names); the total transferred is printed
// for docs/benchmarks.md and held to the build's 200 KB budget.
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, newContext } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser?.close());

describe('the home page’s scripts as a browser downloads them', () => {
  it('come brotli-compressed, cacheable for a year, within the budget', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const navigation = await page.goto('/');
    await expect.poll(() => page.locator('h1').first().innerText()).toMatch(/Welcome to Lumen/);
    await page.waitForLoadState('networkidle');

    expect(navigation?.headers()['cache-control']).toBe('no-cache');
    expect(scripts.length).toBeGreaterThan(0);
    let transferred = 0;
    let uncompressed = 0;
    for (const response of scripts) {
      const headers = response.headers();
      expect(headers['content-encoding'], response.url()).toBe('br');
      expect(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
      transferred += (await response.request().sizes()).responseBodySize;
      uncompressed += (await response.body()).length;
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `home page JS as transferred: ${kb(transferred)} brotli in ${scripts.length} scripts ` +
        `(${kb(uncompressed)} uncompressed)`,
    );
    expect(transferred).toBeLessThan(200 * 1024);
    await context.close();
  });
});
