// Builds the SPA only when web/dist is missing or older than any of its sources (web's own
// files and the contract it imports). The one rule for `npm start` and the browser tests'
// global setup, so that neither spends a build on unchanged sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB = join(ROOT, 'web');
const SOURCES = [
  ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'scripts'].map((p) =>
    join(WEB, p),
  ),
  join(ROOT, 'contract/src'),
];

function newestMtime(path) {
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

export function isWebBuildStale() {
  const built = join(WEB, 'dist/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  return builtAt < Math.max(...SOURCES.map(newestMtime));
}

export function buildWebIfStale() {
  if (!isWebBuildStale()) {
    console.log('[web] web/dist is up to date with its sources: not rebuilding');
    return;
  }
  console.log('[web] building the SPA (web/dist is missing or older than its sources)…');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execSync('npm run build --workspace web', {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfStale();
