// The real server process (api/src/main.ts) on a free port, for the tests that start, signal
// and restart it. Two ways to run it: node directly, or the way `npm start` runs it after the web
// build (npm → sh → tsx → node, which forks the chDB child), in a process group of its own so
// that a signal can reach every process of it at once, as Ctrl-C in a terminal does.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** What `npm start` runs once the web app is built. */
export const START_COMMAND = 'tsx api/src/main.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RealServer {
  child: ChildProcess;
  base: string;
  startedInMs: number;
  output(): string;
}

export interface StartOptions {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  /** Run START_COMMAND through npm in a process group of its own (else node, in this group). */
  asNpmStart?: boolean;
  /** How long to wait for /api/health to answer 200. */
  timeoutMs?: number;
}

export async function startRealServer(options: StartOptions): Promise<RealServer> {
  const started = Date.now();
  let output = '';
  const env = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED: 'demo',
    // Generated viewing sessions only for the tests that ask for them: a first demo seed would
    // otherwise send thousands in the background of a test that reads none.
    DEMO_SESSIONS: '0',
    ...options.env,
  };
  const child = options.asNpmStart
    ? spawn('npm', ['exec', '--offline', '--', ...START_COMMAND.split(' ')], {
        cwd: ROOT,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${options.port}`;
  const timeoutMs = options.timeoutMs ?? 120_000;
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, startedInMs: Date.now() - started, output: () => output };
    await new Promise((r) => setTimeout(r, 250));
  }
  killGroupOrChild(child, 'SIGKILL');
  throw new Error(`server not healthy within ${timeoutMs / 1000} s:\n${output}`);
}

function killGroupOrChild(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.spawnargs[0] === 'npm') process.kill(-child.pid!, signal);
    else child.kill(signal);
  } catch {
    // already gone
  }
}

/** Whether any process of the group `leader` leads is still alive. */
export function groupAlive(leader: ChildProcess): boolean {
  try {
    process.kill(-leader.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends `signal` to every process of the server's group and waits until none is left. */
export async function signalGroup(
  server: RealServer,
  signal: NodeJS.Signals,
  timeoutMs = 60_000,
): Promise<void> {
  process.kill(-server.child.pid!, signal);
  const until = Date.now() + timeoutMs;
  while (groupAlive(server.child)) {
    if (Date.now() > until) throw new Error(`processes left ${timeoutMs} ms after ${signal}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A graceful stop (SIGTERM), whichever way the server was started. */
export async function stopRealServer(server: RealServer): Promise<void> {
  if (server.child.spawnargs[0] === 'npm') {
    if (groupAlive(server.child)) await signalGroup(server, 'SIGTERM');
    return;
  }
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** The pid of the server's chDB child process (`pid` is the node process running main.ts). */
export function findEventStoreProcess(pid: number): number | undefined {
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    for (const child of children.split(' ').filter(Boolean).map(Number)) {
      const command = readFileSync(`/proc/${child}/cmdline`, 'utf8');
      if (command.includes('event-store-process-main')) return child;
    }
  }
  return undefined;
}

/** Anonymous memory (heap, buffers; not the mapped files) of a process, in bytes. */
export function anonymousMemory(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /RssAnon:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kib) * 1024;
}
