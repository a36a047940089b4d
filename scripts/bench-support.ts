// Shared pieces of the benchmark scripts: start the real server (or a bare Fastify baseline)
// as a child process, and drive it with autocannon from this process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannonModule from 'autocannon';
import { Redis } from 'ioredis';
import { BROWSER_HEADERS } from '@lumen/contract/test-viewer';

export interface CannonResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total2xx: number;
  /** Requests answered, whatever the status. */
  total: number;
}

export interface CannonOptions {
  url: string;
  method?: 'POST' | 'GET';
  body?: string;
  connections: number;
  pipelining: number;
  duration: number;
  overallRate?: number;
  setupRequest?: (request: { body?: string }) => { body?: string };
}

type Autocannon = (options: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  '2xx': number;
}>;
const autocannon = autocannonModule as unknown as Autocannon;

export async function runCannon(options: CannonOptions): Promise<CannonResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...BROWSER_HEADERS },
    body: options.body,
    connections: options.connections,
    pipelining: options.pipelining,
    duration: options.duration,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    // A per-request body (distinct event ids) goes through `requests`.
    ...(options.setupRequest
      ? { requests: [{ method: options.method ?? 'POST', setupRequest: options.setupRequest }] }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total2xx: result['2xx'],
    total: result.requests.total,
  };
}

export async function sparePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** CPU time the server process has used so far (user and system), in seconds (Linux). */
  cpuSeconds(): number;
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

function cpuSecondsOf(child: ChildProcess): number {
  // utime and stime are fields 14 and 15; the command name (field 2) may hold spaces.
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function waitForHealth(url: string, child: ChildProcess, path: string): Promise<void> {
  // A first start migrates and seeds the embedded stores: slow on a busy machine.
  const until = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000);
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      const response = await fetch(`${url}${path}`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not come up');
}

function stopper(child: ChildProcess, cleanup: () => void) {
  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    cleanup();
  };
}

/** `npm start`'s server (api/src/main.ts) on a spare port with a fresh data directory. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await sparePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-bench-'));
  // node itself (not `npx tsx`, whose wrapper processes would outlive a SIGTERM to the parent).
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      // The event limit on (its whole path runs) at a rate the bench's one address never reaches.
      TRACK_RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child, () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await waitForHealth(url, child, '/api/health');
  } catch (error) {
    // No server left behind when it did not come up in time.
    if (child.exitCode === null) await stop();
    throw error;
  }
  return { url, dataDir, stop, cpuSeconds: () => cpuSecondsOf(child) };
}

/**
 * The baseline: a bare Fastify route answering 202 to a JSON POST, or with `staticRoot`
 * @fastify/static serving that folder under /files/, in its own process.
 */
export async function startBareServer(staticRoot?: string): Promise<RunningServer> {
  const port = await sparePort();
  const script = staticRoot ? 'scripts/bench-static-server.ts' : 'scripts/bench-bare-server.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: String(port), ...(staticRoot && { STATIC_ROOT: staticRoot }) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, '/health');
  return {
    url,
    dataDir: '',
    stop: stopper(child, () => {}),
    cpuSeconds: () => cpuSecondsOf(child),
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Distinct UUID-shaped ids from a counter, cheap to make in the load generator. */
export function counterUuid(prefix: number, n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `${prefix.toString(16).padStart(8, '0')}-0000-4000-8000-${hex}`;
}

/** Whether a Redis server answers at `url` (the Redis runs are skipped when none does). */
export async function redisAvailable(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Asks `ask` 3 times to warm up, then `runs` times, and prints its p50 and p95. */
export async function measureLatency(
  label: string,
  ask: () => Promise<unknown>,
  { runs = 40, width = 52 }: { runs?: number; width?: number } = {},
): Promise<void> {
  for (let i = 0; i < 3; i++) await ask();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await ask();
    times.push(performance.now() - t);
  }
  console.log(
    `${label.padEnd(width)} p50 ${fmt(percentile(times, 50), 1)} ms, p95 ${fmt(percentile(times, 95), 1)} ms`,
  );
}
