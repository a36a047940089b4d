// The job queue board (/admin/queues, bull-board over BullMQ) in a real browser: an admin sees
// every job queue by name; an anonymous visitor gets the 401 answer, not the board. The board
// exists only with Redis, so this file's server runs with REDIS_URL (TEST_REDIS_URL) under a key
// prefix of its own; api/test/queue-dashboard.test.ts covers the embedded shape's 404 and a
// non-admin's 403.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAdminServer, type AdminServer } from './admin-support/admin-server';
import { adminPage, apiGet } from './admin-support/admin-session';
import { openBrowser, newContext, screenshot } from './support/browser';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI) throw new Error('TEST_REDIS_URL must be set under CI.');

describe.skipIf(!redisUrl)('the job queue board', () => {
  let browser: Browser;
  let server: AdminServer;
  beforeAll(async () => {
    browser = await openBrowser();
    server = await startAdminServer(
      { email: inject('adminEmail'), password: inject('adminPassword') },
      {
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: `lumen-web-test:${Date.now()}:${Math.random().toString(16).slice(2, 10)}:`,
        DEMO_SESSIONS: '0',
      },
    );
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows an admin every job queue by name', async () => {
    const page = await adminPage(browser, server);
    const { queues } = await apiGet<{ queues: { name: string }[] }>(
      page,
      '/admin/queues/api/queues',
    );
    expect(queues.length).toBeGreaterThan(0);
    await page.goto('/admin/queues');
    await expect(page.title()).resolves.toBe('Lumen jobs');
    // The board's own script renders the queues: their names in the page, not only in its HTML.
    for (const { name } of queues)
      await page.getByText(name, { exact: true }).first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'admin-queue-board');
    await page.context().close();
  }, 60_000);

  it('answers an anonymous visitor 401, without the board', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const response = await page.goto('/admin/queues');
    expect(response?.status()).toBe(401);
    expect(await page.locator('body').innerText()).toContain('Authentication required');
    await context.close();
  });
});
