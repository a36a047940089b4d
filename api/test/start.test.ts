// The real process, as `npm start` runs it: empty DATA_DIR → seeded and healthy; a restart
// keeps what was written and does not seed again.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const admin = { email: 'owner@example.test', password: 'owner-password-1' };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string, port: number): Promise<{ child: ChildProcess; startedInMs: number; output: () => string }> {
  const started = Date.now();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn', SEED: 'demo' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, startedInMs: Date.now() - started, output: () => output };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server not healthy within 60 s:\n${output}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe('npm start on an empty DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-start-'));
  const children: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(children.map(stop));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is healthy with seeded content within 60 s, and a restart keeps the data', { timeout: 150_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startServer(dataDir, port);
    children.push(first.child);
    expect(first.startedInMs).toBeLessThan(60_000);
    const videos = await (await fetch(`${base}/api/videos`)).json();
    expect(videos).toHaveLength(12);

    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const created = await fetch(`${base}/api/videos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify({ title: 'Survives a restart', sourceUrl: '/media/seed/colour-bars.mp4' }),
    });
    expect(created.status).toBe(201);
    await stop(first.child);

    const second = await startServer(dataDir, port);
    children.push(second.child);
    const after = await (await fetch(`${base}/api/videos`)).json();
    expect(after).toHaveLength(13);
    expect(after.map((v: { title: string }) => v.title)).toContain('Survives a restart');
    const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200); // sessions live in the database, not in memory
  });
});
