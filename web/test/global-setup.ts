// Builds the SPA when web/dist is missing or older than its sources, then starts the real
// server (`tsx api/src/main.ts`) twice on free ports with temp DATA_DIRs: one with the demo
// seed and an admin (SEED=demo), one bare (SEED=none) for the empty states. Tests read the
// addresses with inject('baseUrl') / inject('emptyBaseUrl').
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

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
    ...['src', 'index.html', 'vite.config.ts', 'package.json', 'scripts'].map((p) => newestMtime(join(WEB, p))),
    newestMtime(join(ROOT, 'contract/src')),
  );
  if (builtAt >= sourcesAt) return;
  console.log('[web tests] building the SPA (web/dist is missing or stale)…');
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execSync('npm run build --workspace web', { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become healthy:\n${output()}`);
}

interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

async function startServer(seed: 'demo' | 'none'): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `lumen-web-${seed}-`));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: seed,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // Browser tests log in many times from one address.
      LOGIN_MAX_FAILURES: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  buildIfStale();
  const [demo, empty] = await Promise.all([startServer('demo'), startServer('none')]);
  project.provide('baseUrl', demo.url);
  project.provide('emptyBaseUrl', empty.url);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  return async () => {
    await Promise.all([demo.stop(), empty.stop()]);
  };
}
