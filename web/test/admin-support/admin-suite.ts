// What every admin browser test file needs: Chromium and a server of its own with the
// ADMIN_EMAIL admin, opened once per file and closed after it.
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../support/browser';
import { startAdminServer, type AdminServer } from './admin-server';

export interface AdminSuite {
  browser: Browser;
  server: AdminServer;
  close: () => Promise<void>;
}

export async function openAdminSuite(): Promise<AdminSuite> {
  const [browser, server] = await Promise.all([
    launchChromium(),
    startAdminServer({ email: inject('adminEmail'), password: inject('adminPassword') }),
  ]);
  return {
    browser,
    server,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}
