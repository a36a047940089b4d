// A server of the admin browser tests' own: the real `tsx api/src/main.ts` (as `npm start`
// runs it, over the SPA the global setup built) with a fresh demo database and an admin. The
// admin tests change content (featured videos, collections, category thumbnails), so they
// do not share the viewer tests' server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../../../', import.meta.url).pathname;

export interface AdminServer {
  url: string;
  credentials: { email: string; password: string };
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startAdminServer(credentials: { email: string; password: string }): Promise<AdminServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-admin-test-'));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn',
      ADMIN_EMAIL: credentials.email, ADMIN_PASSWORD: credentials.password, LOGIN_MAX_FAILURES: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`admin test server exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) throw new Error(`admin test server did not start:\n${log}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.status < 500, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    credentials,
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
