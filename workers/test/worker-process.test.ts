// A real `npm run workers` process (workers/src/main.ts) SIGKILLed while it drains the Redis
// queue, then started again: every event lands exactly once. The worker writes to a chDB
// directory of its own (CHDB_DIR), read here after it has stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { getVideoSummary, openClickHouseEventStore } from '@lumen/clickhouse';
import { openRedisEventQueue } from '../src/redis-event-queue.ts';
import { enqueueInEntries, viewRows, waitFor } from './support/events.ts';
import { deleteKeys, redisUrl, testPrefix } from './support/redis.ts';

const WORKER_MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const N = 20_000;

describe.skipIf(!redisUrl)('worker process killed mid-drain', () => {
  const url = redisUrl!;
  const prefix = testPrefix();
  const chdbDir = mkdtempSync(join(tmpdir(), 'lumen-worker-kill-'));
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await deleteKeys(url, prefix);
    rmSync(chdbDir, { recursive: true, force: true });
  });

  /** The worker's JSON log lines. */
  function readLog(child: ChildProcess): Record<string, unknown>[] {
    const lines: Record<string, unknown>[] = [];
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop()!;
      for (const line of complete)
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    return lines;
  }

  function startWorker(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER_MAIN], {
      env: {
        ...process.env,
        REDIS_URL: url,
        REDIS_PREFIX: prefix,
        CLICKHOUSE_URL: '',
        CHDB_DIR: chdbDir,
        LOG_LEVEL: 'info', // the stop line carries the sink's counts
        EVENT_BATCH_SIZE: '1000',
        EVENT_LINGER_MS: '0',
        EVENT_CLAIM_IDLE_MS: '500',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return child;
  }
  const running = (child: ChildProcess) => {
    if (child.exitCode !== null) throw new Error(`the worker exited (${child.exitCode})`);
  };
  const exited = (child: ChildProcess) =>
    new Promise((resolve) =>
      child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
    );

  it('N events queued, the worker SIGKILLed with part of them inserted, restarted → exactly N counted', async () => {
    const queue = await openRedisEventQueue({ url, prefix, maxDepth: 1_000_000 });
    try {
      await enqueueInEntries(queue, viewRows(11, N), 50);
      expect(await queue.depth()).toBe(N);

      // Kill a worker once it has inserted and acknowledged some events and holds a batch it read
      // but has not acknowledged (XPENDING of the driver's stream and group); if the kill lands in
      // the moment between two batches, try again with a new worker.
      const redis = new Redis(url);
      const pendingEntries = async () =>
        Number(((await redis.xpending(`${prefix}events`, 'sink')) as [number])[0]);
      let pendingAtKill = 0;
      try {
        for (let attempt = 0; attempt < 5 && pendingAtKill === 0; attempt++) {
          const worker = startWorker();
          await waitFor(
            async () => (
              running(worker),
              (await queue.depth()) < N && (await pendingEntries()) > 0
            ),
            60_000,
            2,
          );
          worker.kill('SIGKILL');
          await exited(worker);
          pendingAtKill = await pendingEntries();
        }
      } finally {
        redis.disconnect();
      }
      expect(pendingAtKill).toBeGreaterThan(0);
      expect(await queue.depth()).toBeLessThan(N);

      const second = startWorker();
      const secondLog = readLog(second);
      await waitFor(async () => (running(second), (await queue.depth()) === 0), 90_000, 100);
      second.kill('SIGTERM');
      expect(await exited(second)).toBe(0);
      // The killed worker had events read but not acknowledged: the new one re-claimed them.
      const stopped = secondLog.find((line) => line.msg === 'event sink stopped');
      expect(stopped?.reclaimedEvents).toBeGreaterThan(0);
    } finally {
      await queue.close();
    }

    const store = await openClickHouseEventStore({ chdbDir }, { ttlDays: 30 });
    try {
      expect((await getVideoSummary(store, 11)).totalViews).toBe(N);
      const [raw] = await store.query<{ distinct_events: string }>(
        'SELECT uniqExact(event_id) AS distinct_events FROM events WHERE video_id = 11',
      );
      expect(Number(raw!.distinct_events)).toBe(N);
    } finally {
      await store.close();
    }
  }, 180_000);
});
