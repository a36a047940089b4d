// Starts the real server (`tsx api/src/main.ts`, as `npm start` runs it, over the built SPA)
// on a free port with a temp DATA_DIR, and stops it again. Used by the global setup (the
// shared demo and empty servers) and by the admin tests (a server of their own).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../../../', import.meta.url).pathname;

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  // Generous: a first start migrates both stores and seeds; on a loaded machine that can take
  // minutes. TEST_SERVER_START_MS changes the wait.
  const deadline = Date.now() + Number(process.env.TEST_SERVER_START_MS ?? 240_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become healthy:\n${output()}`);
}

export async function startServer(options: {
  seed: 'demo' | 'none';
  admin: { email: string; password: string };
  /** Extra environment, e.g. the platform origins of a test's fixture server. */
  env?: Record<string, string>;
  /**
   * A stopped server's DATA_DIR to start from (migrated and seeded already), copied; the
   * server then sends no demo sessions, which only a first seed does.
   */
  template?: string;
  /** Keep the DATA_DIR after stop() (to serve as a template). */
  keepData?: boolean;
}): Promise<RunningServer & { dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `lumen-web-${options.seed}-`));
  // chDB's tables are relative symbolic links into its store/: copied as they are.
  if (options.template)
    cpSync(options.template, dataDir, { recursive: true, verbatimSymlinks: true });
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: options.seed,
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      LOG_LEVEL: 'warn',
      // Browser tests log in many times from one address.
      LOGIN_MAX_FAILURES: '1000',
      // Generated viewing sessions only for the tests that read them (they ask for them).
      DEMO_SESSIONS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // A template's stores must be closed cleanly, so it gets the app's whole shutdown.
        const graceMs = options.keepData ? 30_000 : 5000;
        await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
        if (child.exitCode === null) {
          child.kill('SIGKILL');
          if (options.keepData) throw new Error(`server did not stop within ${graceMs} ms`);
        }
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
