// Chromium for the admin browser tests: the system browser (DESIGN §6), never a download.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A browser context signed in as the given admin (the session cookie of a real login). */
export async function adminContext(browser: Browser, baseURL: string, credentials: { email: string; password: string }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1000 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const response = await context.request.post('/api/auth/login', { data: credentials });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
  return context;
}

/** Saves a full-page screenshot under web/test/screenshots (git-ignored) for a human look. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: new URL(`../screenshots/${name}.png`, import.meta.url).pathname, fullPage: true });
}
