// Builds the SPA when web/dist is missing or older than its sources, then starts the real
// server (`tsx api/src/main.ts`) twice on free ports with temp DATA_DIRs: one with the demo
// seed and an admin (SEED=demo), one bare (SEED=none) for the empty states. Tests read the
// addresses with inject('baseUrl') / inject('emptyBaseUrl').
import { execSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './support/server';

const WEB = new URL('../', import.meta.url).pathname;
export const ADMIN_EMAIL = 'admin@lumen.test';
export const ADMIN_PASSWORD = 'admin-password-1';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    emptyBaseUrl: string;
    adminEmail: string;
    adminPassword: string;
  }
}

// The one staleness rule, shared with `npm start` (web/scripts/build-if-stale.mjs).
function buildIfStale() {
  execSync('node scripts/build-if-stale.mjs', { cwd: WEB, stdio: 'inherit' });
}

export default async function setup(project: TestProject) {
  buildIfStale();
  const admin = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
  const started = await Promise.allSettled([
    startServer({ seed: 'demo', admin }),
    startServer({ seed: 'none', admin }),
  ]);
  // One server that failed to start must not leave the other running after the run.
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.stop()] : [])));
    throw failed.reason;
  }
  const [demo, empty] = started.map((s) => (s as PromiseFulfilledResult<RunningServer>).value) as [
    RunningServer,
    RunningServer,
  ];
  project.provide('baseUrl', demo.url);
  project.provide('emptyBaseUrl', empty.url);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  return async () => {
    await Promise.all([demo.stop(), empty.stop()]);
  };
}
