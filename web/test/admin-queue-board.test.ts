// The queue board (/admin/queues) in a real browser, in the embedded shape (no Redis: jobs run
// in the server's own process). A playlist whose platform is unreachable fails to load; the
// admin opens the board from the Admin Panel, sees that failed job with its error and its log,
// retries it (the board refreshes itself and shows the second attempt), then removes it. An
// anonymous visitor is sent away. api/test/admin-jobs.test.ts covers the API on both drivers.
import type { JobList } from '@lumen/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAdminServer, type AdminServer } from './admin-support/admin-server';
import { adminPage, apiGet, expectToast } from './admin-support/admin-session';
import { openBrowser, newContext, screenshot } from './support/browser';
import { freePort } from './support/server';

describe('the job queue board (embedded shape)', () => {
  let browser: Browser;
  let server: AdminServer;
  beforeAll(async () => {
    browser = await openBrowser();
    // A port nothing listens on: the platform cannot be reached.
    const unreachable = `http://127.0.0.1:${await freePort()}`;
    server = await startAdminServer(
      { email: inject('adminEmail'), password: inject('adminPassword') },
      { YOUTUBE_ORIGIN: unreachable, OUTBOUND_TRUSTED_ORIGINS: unreachable, DEMO_SESSIONS: '0' },
    );
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows an admin a failed import with its error and log, retries it and removes it', async () => {
    const page = await adminPage(browser, server);
    const added = await page.context().request.post('/api/import-jobs', {
      data: {
        playlistUrl: 'https://www.youtube.com/playlist?list=PLunreachable',
        category: 'Technology',
        videoType: 'lecture',
      },
      headers: { origin: server.url },
    });
    expect(added.ok()).toBe(false);
    const { jobs } = await apiGet<JobList>(page, '/api/admin/jobs/playlist-load?state=failed');
    expect(jobs).toHaveLength(1);
    const failed = jobs[0]!;
    expect(failed.failedReason).toBeTruthy();

    await page.getByRole('link', { name: 'Job queues' }).click();
    await page.getByRole('heading', { name: 'Job Queues' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/queues');
    await page.getByText('Jobs run in this process').waitFor();
    // The queue holding a failed job opens on its failed jobs.
    await page.getByRole('heading', { name: 'playlist-load' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Failed (1)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const row = page.getByRole('listitem', { name: `Job ${failed.id}` });
    expect(await row.getByRole('note', { name: `Error of Job ${failed.id}` }).innerText()).toBe(
      failed.failedReason,
    );
    expect(await row.getByTestId('job-attempts').innerText()).toBe('1 attempt');
    await row.getByRole('button', { name: 'Details and logs' }).click();
    await row.getByText('"playlistId": "PLunreachable"').waitFor();
    const logs = row.getByRole('list', { name: `Logs of Job ${failed.id}` });
    await logs.getByText('job attempt failed').waitFor();
    await screenshot(page, 'admin-queue-board');

    // The retry runs it once more and it fails again: the job leaves the failed list and comes
    // back to it, the board refreshing itself, with its second attempt in its log.
    await row.getByRole('button', { name: 'Retry' }).click();
    await expectToast(page, 'is queued again');
    await row.getByTestId('job-attempts').getByText('2 attempts').waitFor({ timeout: 15_000 });
    // Shown again in the list, the row has its details closed unless it never left.
    const details = row.getByRole('button', { name: 'Details and logs' });
    if ((await details.getAttribute('aria-expanded')) === 'false') await details.click();
    await logs.getByRole('listitem').nth(1).waitFor();
    expect(await logs.getByRole('listitem').count()).toBe(2);

    await row.getByRole('button', { name: `Remove Job ${failed.id}` }).click();
    await expectToast(page, 'was removed');
    await page.getByText('No failed jobs in this queue.').waitFor();
    await page.context().close();
  }, 90_000);

  it('sends an anonymous visitor away from the board', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/admin/queues');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('heading', { name: 'Job Queues' }).count()).toBe(0);
    const api = await context.request.get('/api/admin/jobs');
    expect(api.status()).toBe(401);
    await context.close();
  });
});
