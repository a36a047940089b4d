// A real `npm run workers` process with WORKER_METRICS_PORT serves its own /metrics: the event
// sink's and the queue's series move as it drains events, under the api's rule of who may scrape.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openRedisEventQueue } from '../src/redis-event-queue.ts';
import { enqueueInEntries, viewRows, waitFor } from './support/events.ts';
import { deleteKeys, redisUrl, testPrefix } from './support/redis.ts';
import rootPackage from '../../package.json' with { type: 'json' };

const WORKER_MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const N = 3000;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The value of one unlabelled series in a Prometheus text answer (undefined when absent). */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe.skipIf(!redisUrl)('the worker process /metrics', () => {
  const url = redisUrl!;
  const prefix = testPrefix();
  const chdbDir = mkdtempSync(join(tmpdir(), 'lumen-worker-metrics-'));
  let worker: ChildProcess | null = null;
  afterAll(async () => {
    if (worker?.exitCode === null) {
      const exited = new Promise((resolve) => worker!.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }
    await deleteKeys(url, prefix);
    rmSync(chdbDir, { recursive: true, force: true });
  });

  it('serves the sink and queue series, which change as events drain; a forwarded request is refused', async () => {
    const port = await freePort();
    worker = spawn(process.execPath, ['--import', 'tsx', WORKER_MAIN], {
      env: {
        ...process.env,
        REDIS_URL: url,
        REDIS_PREFIX: prefix,
        CLICKHOUSE_URL: '',
        CHDB_DIR: chdbDir,
        WORKER_METRICS_PORT: String(port),
        METRICS_TOKEN: '',
        LOG_LEVEL: 'warn',
        EVENT_LINGER_MS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    const scrape = async () => {
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      return response.text();
    };
    await waitFor(
      () =>
        fetch(`${base}/metrics`).then(
          (r) => r.ok,
          () => false,
        ),
      60_000,
      100,
    );

    const before = await scrape();
    expect(series(before, 'lumen_event_sink_batch_events_sum')).toBe(0);
    expect(series(before, 'lumen_event_queue_depth')).toBe(0);
    expect(before).toContain('lumen_process_resident_memory_bytes');
    expect(series(before, `lumen_build_info{version="${rootPackage.version}"}`)).toBe(1);

    const queue = await openRedisEventQueue({ url, prefix, maxDepth: 1_000_000 });
    try {
      await enqueueInEntries(queue, viewRows(7, N), 50);
      await waitFor(async () => (await queue.depth()) === 0, 60_000, 50);
    } finally {
      await queue.close();
    }
    // The last batch's observation may trail its acknowledgement by a moment.
    await waitFor(
      async () => series(await scrape(), 'lumen_event_sink_batch_events_sum') === N,
      10_000,
    );
    const after = await scrape();
    expect(series(after, 'lumen_event_sink_batch_events_count')).toBeGreaterThan(0);
    expect(series(after, 'lumen_event_sink_insert_duration_seconds_count')).toBe(
      series(after, 'lumen_event_sink_batch_events_count'),
    );
    expect(series(after, 'lumen_event_queue_depth')).toBe(0);

    // Without METRICS_TOKEN only a direct loopback connection is answered, not a forwarded one.
    const forwarded = await fetch(`${base}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.status).toBe(401);
    expect((await fetch(`${base}/other`)).status).toBe(404);
  }, 120_000);
});
