// Builds the SPA when web/dist is missing or older than its sources, then starts the real
// server (`tsx api/src/main.ts`) twice on free ports with temp DATA_DIRs: one with the demo
// seed and an admin (SEED=demo), one bare (SEED=none) for the empty states. Tests read the
// addresses with inject('baseUrl') / inject('emptyBaseUrl'). The demo server's data, migrated
// and seeded once, is the template every other demo server of the run starts from
// (inject('demoTemplate')).
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';
import { startServer, type RunningServer } from './support/server';

const WEB = new URL('../', import.meta.url).pathname;
export const ADMIN_EMAIL = 'admin@lumen.test';
export const ADMIN_PASSWORD = 'admin-password-1';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    emptyBaseUrl: string;
    demoTemplate: string;
    adminEmail: string;
    adminPassword: string;
  }
}

// The one staleness rule, shared with `npm start` (web/scripts/build-if-stale.mjs).
function buildIfStale() {
  execSync('node scripts/build-if-stale.mjs', { cwd: WEB, stdio: 'inherit' });
}

/** A demo server's DATA_DIR, migrated and seeded, once it has stopped. */
async function makeDemoTemplate(admin: { email: string; password: string }): Promise<string> {
  const server = await startServer({ seed: 'demo', admin, keepData: true });
  await server.stop();
  return server.dataDir;
}

/** Stops what did start when something else failed, then rethrows the first failure. */
type Started = RunningServer | string | BrowserServer;
async function allOrNothing(settled: PromiseSettledResult<Started>[]): Promise<Started[]> {
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (!failed) return settled.map((s) => (s as PromiseFulfilledResult<Started>).value);
  for (const s of settled) {
    if (s.status !== 'fulfilled') continue;
    if (typeof s.value === 'string') rmSync(s.value, { recursive: true, force: true });
    else if ('wsEndpoint' in s.value) await s.value.close();
    else await s.value.stop();
  }
  throw failed.reason;
}

export default async function setup(project: TestProject) {
  buildIfStale();
  const admin = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
  const [template, empty, browser] = (await allOrNothing(
    await Promise.allSettled([
      makeDemoTemplate(admin),
      startServer({ seed: 'none', admin }),
      chromium.launchServer(CHROMIUM_LAUNCH_OPTIONS),
    ]),
  )) as [string, RunningServer, BrowserServer];
  let demo: RunningServer;
  try {
    demo = await startServer({ seed: 'demo', admin, template });
  } catch (error) {
    await Promise.all([empty.stop(), browser.close()]);
    rmSync(template, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseUrl', demo.url);
  project.provide('emptyBaseUrl', empty.url);
  project.provide('demoTemplate', template);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  return async () => {
    await Promise.all([demo.stop(), empty.stop(), browser.close()]);
    rmSync(template, { recursive: true, force: true });
  };
}
