// The distributed shape's processes against stores that are down, starting or restarting: api and
// `npm run workers` processes on real Postgres (behind a switch that can cut it off), a
// redis-server of this test's own (AOF, fsync always) and the ClickHouse HTTP emulator, each of
// them stopped and started again under the processes. No process may exit for it, and their logs
// stay JSON lines, the stores' errors rate-limited.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJobQueue, openRedisEventQueue } from '@lumen/workers';
import { createTestDatabase, type TestDatabase } from '../../db/test/support/test-database.ts';
import { enqueueInEntries, viewRows } from '../../workers/test/support/events.ts';
import { testPrefix } from '../../workers/test/support/redis.ts';
import {
  createStoreSwitch,
  startOwnRedis,
  type OwnRedis,
  type StoreSwitch,
} from './support/own-stores.ts';
import {
  WORKER_MAIN,
  queryClickHouse,
  startClickHouseEmulator,
  startProcess,
  type Process,
} from './support/processes.ts';
import { freePort } from './support/real-server.ts';
import { startViewLoad, totalViews, waitUntil } from './support/view-load.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if ((!databaseUrl || !hasRedisServer) && process.env.CI)
  throw new Error('TEST_DATABASE_URL and redis-server are needed under CI: refusing to skip.');

const API_MAIN = 'api/src/main.ts';
/** How often a process may log a store's errors while it is away (store-error-log.ts). */
const STORE_ERROR_INTERVAL_MS = 10_000;
const WAIT_MS = 120_000;

/** The lines of a process's output that are not JSON (a raw stack trace, a library's own print). */
function nonJsonLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
}

const linesWith = (output: string, text: string) =>
  output.split('\n').filter((line) => line.includes(text)).length;

const alive = (process: Process) =>
  process.child.exitCode === null && process.child.signalCode === null;

/** For a wait: a process that exited ends it at once, with its output. */
function stillRunning(process: Process): true {
  if (!alive(process)) throw new Error(`a process exited:\n${process.output()}`);
  return true;
}

async function isReady(base: string): Promise<boolean> {
  const response = await fetch(`${base}/api/ready`).catch(() => null);
  return response?.status === 200;
}

describe.skipIf(!databaseUrl || !hasRedisServer)('processes while their stores go away', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'lumen-outages-'));
  const clickhouseDir = join(tmp, 'clickhouse');
  const processes: Process[] = [];
  let database: TestDatabase;
  let redis: OwnRedis;
  let postgres: StoreSwitch;
  let clickhousePort: number;
  let clickhouse: Process;
  const clickhouseUrl = () => `http://127.0.0.1:${clickhousePort}`;
  const postgresUrl = () => {
    const url = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = String(postgres.port);
    return url.toString();
  };
  const startClickHouse = async () => {
    clickhouse = (await startClickHouseEmulator(clickhouseDir, clickhousePort)).process;
    processes.push(clickhouse);
  };
  const stores = {
    postgres: { down: () => postgres.down(), up: () => postgres.up() },
    redis: { down: () => redis.kill(), up: () => redis.start() },
    clickhouse: { down: () => clickhouse.kill(), up: startClickHouse },
  };

  beforeAll(async () => {
    database = await createTestDatabase(databaseUrl!);
    postgres = createStoreSwitch(await freePort(), new URL(databaseUrl!));
    await postgres.up();
    redis = await startOwnRedis(await freePort(), tmp, 'always');
    clickhousePort = await freePort();
    await startClickHouse();
  }, WAIT_MS);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    await redis?.kill();
    await postgres?.down();
    await database?.drop();
    rmSync(tmp, { recursive: true, force: true });
  });

  const startApi = (port: number, prefix: string, env: Record<string, string> = {}) => {
    const api = startProcess([API_MAIN], {
      DATA_DIR: join(tmp, 'api'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: postgresUrl(),
      REDIS_URL: redis.url,
      REDIS_PREFIX: prefix,
      CLICKHOUSE_URL: clickhouseUrl(),
      SEED: 'none',
      DEMO_SESSIONS: '0',
      TRACK_RATE_LIMIT_PER_MINUTE: '0',
      // Warnings only: one line per request would drown the output under load.
      LOG_LEVEL: 'warn',
      ...env,
    });
    processes.push(api);
    return { process: api, base: `http://127.0.0.1:${port}` };
  };
  const startWorker = (prefix: string) => {
    const worker = startProcess([WORKER_MAIN], {
      DATABASE_URL: postgresUrl(),
      REDIS_URL: redis.url,
      REDIS_PREFIX: prefix,
      CLICKHOUSE_URL: clickhouseUrl(),
      EVENT_LINGER_MS: '0',
    });
    processes.push(worker);
    return worker;
  };

  it('two api processes and a worker under load: the worker and Redis SIGKILLed, a worker started while Redis is down, Redis back, an api restarted: each view answered 2xx counted once', async () => {
    const prefix = testPrefix();
    const videoId = 1; // the demo content's first video
    const [portA, portB] = [await freePort(), await freePort()];
    const demo = { SEED: 'demo' };
    let a = startApi(portA, prefix, demo);
    const b = startApi(portB, prefix, demo);
    await waitUntil(
      'both api processes ready',
      async () => (await isReady(a.base)) && (await isReady(b.base)),
      WAIT_MS,
    );
    const firstWorker = startWorker(prefix);
    const loads = [a.base, b.base].map((base) => startViewLoad(base, { videoId, inFlight: 10 }));
    const accepted = () => loads.reduce((sum, load) => sum + load.accepted.length, 0);
    const refused = () =>
      loads.reduce((sum, load) => sum + load.statuses.filter((s) => s === 503).length, 0);

    await waitUntil('views accepted', () => accepted() >= 500, WAIT_MS);
    await waitUntil(
      'the worker draining',
      () => firstWorker.output().includes('"worker started"'),
      WAIT_MS,
    );
    await firstWorker.kill();
    await waitUntil('views accepted with no worker', () => accepted() >= 1000, WAIT_MS);

    await redis.kill();
    const refusedBefore = refused();
    await waitUntil(
      'the ingest refusing while Redis is down',
      () => refused() > refusedBefore + 20,
    );
    const worker = startWorker(prefix);
    await waitUntil(
      'the new worker waiting for Redis',
      () => stillRunning(worker) && worker.output().includes('queue is not ready; retrying'),
      WAIT_MS,
    );
    await redis.start();
    const acceptedAfterRedis = accepted();
    await waitUntil('views accepted again', () => accepted() >= acceptedAfterRedis + 500, WAIT_MS);

    await a.process.signal('SIGTERM');
    expect(a.process.child.exitCode).toBe(0);
    a = startApi(portA, prefix, demo);
    await waitUntil('the restarted api ready', () => isReady(a.base), WAIT_MS);
    const acceptedAfterRestart = accepted();
    await waitUntil(
      'views accepted by both',
      () => accepted() >= acceptedAfterRestart + 500,
      WAIT_MS,
    );
    await Promise.all(loads.map((load) => load.stop()));

    const statuses = loads.flatMap((load) => load.statuses);
    expect(statuses.filter((status) => ![0, 202, 503].includes(status))).toEqual([]);
    const answered = new Set(loads.flatMap((load) => load.accepted));
    const stored = () =>
      queryClickHouse<{ id: string; n: string | number }>(
        clickhouseUrl(),
        `SELECT toString(event_id) AS id, count() AS n FROM events WHERE video_id = ${videoId} GROUP BY id`,
      );
    await waitUntil(
      'every view answered 2xx in ClickHouse',
      async () => (await stored()).filter((row) => answered.has(row.id)).length === answered.size,
      WAIT_MS,
    );
    // A request cut off by a kill may have been queued unanswered: such a view may be here too,
    // but nothing twice.
    const rows = await stored();
    expect(rows.filter((row) => Number(row.n) !== 1)).toEqual([]);
    expect(await totalViews(b.base, videoId)).toBe(rows.length);

    // The worker started during the outage is the one that drained it, and it is still running.
    expect(alive(worker)).toBe(true);
    for (const p of [a.process, b.process, worker]) expect(nonJsonLines(p.output())).toEqual([]);
    await Promise.all([a.process, b.process, worker].map((p) => p.signal('SIGTERM')));
  }, 300_000);

  /** The line each process logs while it waits for the store at start. */
  const waiting = {
    postgres: { api: 'postgres is not ready; retrying', worker: 'content store is not ready' },
    redis: { api: 'queue is not ready; retrying', worker: 'job queue is not ready; retrying' },
    clickhouse: { api: 'clickhouse is not ready; retrying', worker: 'event store is not ready' },
  };

  it.each(Object.keys(stores) as (keyof typeof stores)[])(
    'an api and a worker started while %s is down wait for it, start once it is up, and survive its restart',
    async (name) => {
      const started = Date.now();
      const store = stores[name];
      const prefix = testPrefix();
      const videoId = 100 + Object.keys(stores).indexOf(name);
      await store.down();
      const api = startApi(await freePort(), prefix);
      const worker = startWorker(prefix);
      await waitUntil(
        'both waiting for the store',
        () =>
          stillRunning(api.process) &&
          stillRunning(worker) &&
          api.process.output().includes(waiting[name].api) &&
          worker.output().includes(waiting[name].worker),
        WAIT_MS,
      );
      await store.up();
      await waitUntil('the api ready', () => isReady(api.base), WAIT_MS);
      await waitUntil(
        'the worker running both roles',
        () =>
          worker.output().includes('"job workers started"') &&
          worker.output().includes('"worker started"'),
        WAIT_MS,
      );

      await store.down();
      await waitUntil(
        'the api not ready without it',
        async () => !(await isReady(api.base)),
        WAIT_MS,
      );
      await store.up();
      await waitUntil('the api ready again', () => isReady(api.base), WAIT_MS);

      // The worker drains events and runs jobs again.
      const queue = await openRedisEventQueue({ url: redis.url, prefix, maxDepth: 10_000 });
      await enqueueInEntries(queue, viewRows(videoId, 100), 50).finally(() => queue.close());
      await waitUntil(
        'the events in ClickHouse',
        async () => {
          const [row] = await queryClickHouse<{ n: string }>(
            clickhouseUrl(),
            `SELECT uniqExact(event_id) AS n FROM events WHERE video_id = ${videoId}`,
          ).catch(() => []);
          return Number(row?.n) === 100;
        },
        WAIT_MS,
      );
      const jobs = await openJobQueue({ redisUrl: redis.url, prefix });
      try {
        const jobId = await jobs.add('extract-durations', {});
        await jobs.waitForResult('extract-durations', jobId, WAIT_MS);
      } finally {
        await jobs.close();
      }

      expect(alive(api.process)).toBe(true);
      expect(alive(worker)).toBe(true);
      const errorLinesAllowed = Math.ceil((Date.now() - started) / STORE_ERROR_INTERVAL_MS) + 2;
      for (const output of [api.process.output(), worker.output()]) {
        expect(nonJsonLines(output)).toEqual([]);
        expect(linesWith(output, `"${name}: error"`)).toBeLessThanOrEqual(errorLinesAllowed);
      }
      await Promise.all([api.process, worker].map((p) => p.signal('SIGTERM')));
      expect(api.process.child.exitCode).toBe(0);
      expect(worker.child.exitCode).toBe(0);
    },
    240_000,
  );
});
