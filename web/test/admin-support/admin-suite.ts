// What every admin browser test file needs: Chromium and a server of its own with the
// ADMIN_EMAIL admin, opened once per file and closed after it.
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { openBrowser } from '../support/browser';
import { startAdminServer, type AdminServer } from './admin-server';

export interface AdminSuite {
  browser: Browser;
  server: AdminServer;
  close: () => Promise<void>;
}

export async function openAdminSuite(env?: Record<string, string>): Promise<AdminSuite> {
  const [launched, started] = await Promise.allSettled([
    openBrowser(),
    startAdminServer({ email: inject('adminEmail'), password: inject('adminPassword') }, env),
  ]);
  if (launched.status === 'rejected' || started.status === 'rejected') {
    // Never leave the other half running (e.g. a server whose browser could not start).
    if (launched.status === 'fulfilled') await launched.value.close();
    if (started.status === 'fulfilled') await started.value.stop();
    throw launched.status === 'rejected'
      ? launched.reason
      : (started as PromiseRejectedResult).reason;
  }
  const browser = launched.value;
  const server = started.value;
  return {
    browser,
    server,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}
