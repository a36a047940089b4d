// Shared helpers of the viewer browser tests: the system Chromium (never a download),
// contexts at a phone or desktop width, screenshots for a human look, and axe-core.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { BROWSER_USER_AGENT } from '@lumen/contract/test-viewer';

export { CHROMIUM_ARGS } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string;
  }
}

/** The run's one Chromium, launched by the global setup: each test file connects to it. */
export function openBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

const CONSENT = JSON.stringify({
  necessary: true,
  analytics: false,
  functional: false,
  marketing: false,
  timestamp: '2025-01-01T00:00:00.000Z',
});

/**
 * A fresh browser context. By default a consent choice is already stored so the cookie
 * banner stays out of the way; pass `consent: false` to see the banner.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: {
    viewport?: { width: number; height: number };
    consent?: boolean;
    /** The browser's language (the viewer side follows it); English unless a test says. */
    locale?: string;
  } = {},
): Promise<BrowserContext> {
  // A person's browser, as the ingest sees it: headless Chromium names itself HeadlessChrome,
  // and the ingest keeps bots' events out of every figure.
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? DESKTOP,
    userAgent: BROWSER_USER_AGENT,
    locale: options.locale ?? 'en-US',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // Offline machine: never wait on remote images or the YouTube player.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  if (options.consent !== false) {
    await context.addInitScript((value) => {
      try {
        if (!localStorage.getItem('lumen:cookie-consent'))
          localStorage.setItem('lumen:cookie-consent', value);
      } catch {
        // A frame without storage: the error page of a blocked third-party frame (e.g. YouTube offline).
      }
    }, CONSENT);
  }
  return context;
}

/**
 * Saves a full-page screenshot under web/test/screenshots (git-ignored), for a person to look at:
 * not in CI, where nobody does and each costs a full-page render, unless SCREENSHOTS=1.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.CI && process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({
    path: new URL(`../screenshots/${name}.png`, import.meta.url).pathname,
    fullPage: true,
  });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // Evaluated over the DevTools protocol, so the page's CSP (no inline scripts) stays on.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${label}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
}

/** Text of the page's main landmark. */
export function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}
