// Builds the SPA when web/dist is missing or older than its sources, then starts the real
// server (`tsx api/src/main.ts`) twice on free ports with temp DATA_DIRs: one with the demo
// seed and an admin (SEED=demo), one bare (SEED=none) for the empty states. Tests read the
// addresses with inject('baseUrl') / inject('emptyBaseUrl').
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './support/server';

const ROOT = new URL('../../', import.meta.url).pathname;
const WEB = join(ROOT, 'web');
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

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIfStale() {
  const built = join(WEB, 'dist/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...['src', 'index.html', 'vite.config.ts', 'package.json', 'scripts'].map((p) =>
      newestMtime(join(WEB, p)),
    ),
    newestMtime(join(ROOT, 'contract/src')),
  );
  if (builtAt >= sourcesAt) return;
  console.log('[web tests] building the SPA (web/dist is missing or stale)…');
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execSync('npm run build --workspace web', {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

export default async function setup(project: TestProject) {
  buildIfStale();
  const admin = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
  const [demo, empty] = await Promise.all([
    startServer({ seed: 'demo', admin }),
    startServer({ seed: 'none', admin }),
  ]);
  project.provide('baseUrl', demo.url);
  project.provide('emptyBaseUrl', empty.url);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  return async () => {
    await Promise.all([demo.stop(), empty.stop()]);
  };
}
