// bench:ingest — the ingest against a bare Fastify route in the same run (same connections and
// pipelining), the rate at half the bare rate, batch ingest and drain into ClickHouse; embedded
// and with Redis (REDIS_URL, default redis://127.0.0.1:6379/0); then Redis Streams vs BullMQ
// as the event queue.
import { randomBytes } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { openRedisEventQueue } from '@lumen/workers';
import {
  counterUuid,
  fmt,
  runCannon,
  startBareServer,
  startServer,
  redisAvailable,
} from './bench-support.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PIPELINING = Number(process.env.BENCH_PIPELINING ?? 1);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const BATCH = 500;
const SETTLE_MS = 8000;

async function videoIds(url: string): Promise<number[]> {
  const videos = (await (await fetch(`${url}/api/videos`)).json()) as { id: number }[];
  return videos.map((v) => v.id);
}

async function views(url: string, videoId: number): Promise<number> {
  return (
    (await (await fetch(`${url}/api/videos/${videoId}/analytics`)).json()) as { totalViews: number }
  ).totalViews;
}

async function benchMode(name: string, env: Record<string, string>) {
  console.log(
    `\n=== ${name} (${CONNECTIONS} connections, pipelining ${PIPELINING}, ${DURATION} s per run) ===`,
  );
  // No demo sessions: the seed would still be sending its 3,000 through the same ingest while
  // the runs measure it.
  const server = await startServer({ DEMO_SESSIONS: '0', ...env });
  const bare = await startBareServer();
  try {
    const [single, batchVideo] = await videoIds(server.url);
    const event = JSON.stringify({
      eventId: counterUuid(1, 1),
      sessionId: 'bench',
      eventType: 'video_play',
      videoId: single,
      timecode: 3,
      metadata: { page: '/watch/1' },
      timestamp: Date.now(),
    });
    const base = { connections: CONNECTIONS, pipelining: PIPELINING, body: event };
    await runCannon({ ...base, url: `${bare.url}/bare`, duration: 2 });
    await runCannon({ ...base, url: `${server.url}/api/track/interaction`, duration: 2 });

    // The server's own CPU per request: on a machine where the load generator shares the cores,
    // the rates also measure how the cores were shared; this measures the work.
    const cpuPerRequest = async (target: typeof bare, path: string) => {
      const before = target.cpuSeconds();
      const run = await runCannon({ ...base, url: `${target.url}${path}`, duration: DURATION });
      return { run, micros: ((target.cpuSeconds() - before) / run.total) * 1e6 };
    };
    const { run: bareRun, micros: bareMicros } = await cpuPerRequest(bare, '/bare');
    const { run: ingestRun, micros: ingestMicros } = await cpuPerRequest(
      server,
      '/api/track/interaction',
    );
    const halfRate = Math.round(bareRun.requestsPerSecond / 2);
    // The maximum-rate run left a backlog in the queue: let the sink drain it first, so that the
    // half-rate run measures the steady state rather than ingest competing with a catch-up.
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    // autocannon paces a rate by giving each connection fixed slots and skips a slot whose
    // previous answer is still out, so at ~2 ms answers 50 connections fall short of the rate
    // asked; twice the connections keep it.
    const halfRun = await runCannon({
      ...base,
      connections: CONNECTIONS * 2,
      url: `${server.url}/api/track/interaction`,
      duration: DURATION,
      overallRate: halfRate,
    });
    console.log(
      `bare Fastify 202:           ${fmt(bareRun.requestsPerSecond)} req/s, p99 ${bareRun.p99} ms`,
    );
    console.log(
      `POST /api/track/interaction: ${fmt(ingestRun.requestsPerSecond)} req/s, p99 ${ingestRun.p99} ms, non-2xx ${ingestRun.non2xx}, errors ${ingestRun.errors}`,
    );
    console.log(
      `  ratio to bare:            ${fmt((ingestRun.requestsPerSecond / bareRun.requestsPerSecond) * 100, 1)} %`,
    );
    console.log(
      `  server CPU per request:   bare ${fmt(bareMicros)} µs, ingest ${fmt(ingestMicros)} µs (bare/ingest ${fmt((bareMicros / ingestMicros) * 100, 1)} %)`,
    );
    console.log(
      `  at half the bare rate (${fmt(halfRate)} req/s, ${CONNECTIONS * 2} connections, after ${SETTLE_MS / 1000} s for the queued events to drain): achieved ${fmt(halfRun.requestsPerSecond)} req/s, p50 ${halfRun.p50} ms, p99 ${halfRun.p99} ms, non-2xx ${halfRun.non2xx}`,
    );

    // Batches of 500 distinct events; then wait until the analytics count every accepted one.
    let request = 0;
    const prefix = randomBytes(3).readUIntBE(0, 3);
    const now = Date.now();
    const makeBatch = () => {
      request++;
      const parts: string[] = [];
      for (let i = 0; i < BATCH; i++) {
        parts.push(
          `{"eventId":"${counterUuid(prefix, request * BATCH + i)}","sessionId":"s${request}-${i % 50}","eventType":"view","videoId":${batchVideo},"timestamp":${now}}`,
        );
      }
      return `[${parts.join(',')}]`;
    };
    const before = await views(server.url, batchVideo!);
    const started = Date.now();
    const batchRun = await runCannon({
      url: `${server.url}/api/track/batch`,
      connections: Math.min(CONNECTIONS, 16),
      pipelining: 1,
      duration: DURATION,
      body: makeBatch(),
      setupRequest: (req) => ({ ...req, body: makeBatch() }),
    });
    const accepted = batchRun.total2xx * BATCH;
    const acceptSeconds = (Date.now() - started) / 1000;
    let counted = 0;
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      counted = (await views(server.url, batchVideo!)) - before;
      if (counted >= accepted) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const drainSeconds = (Date.now() - started) / 1000;
    console.log(
      `POST /api/track/batch (${BATCH} events): ${fmt(batchRun.requestsPerSecond * BATCH)} events/s accepted (${fmt(batchRun.requestsPerSecond, 1)} req/s, p99 ${batchRun.p99} ms, non-2xx ${batchRun.non2xx})`,
    );
    console.log(
      `  drained into ClickHouse: ${fmt(counted)} of ${fmt(accepted)} accepted events counted after ${fmt(drainSeconds, 1)} s (load ran ${fmt(acceptSeconds, 1)} s) → ${fmt(counted / drainSeconds)} events/s, lost ${fmt(Math.max(0, accepted - counted))} (counted beyond the 2xx autocannon saw: batches answered after it stopped counting)`,
    );
  } finally {
    await bare.stop();
    await server.stop();
  }
}

async function compareQueues() {
  const N = 100_000;
  const IN_FLIGHT = 200;
  const prefix = `bench-queues:${randomBytes(3).toString('hex')}:`;
  const row = JSON.stringify({
    event_id: counterUuid(1, 1),
    event_type: 'progress',
    video_id: 1,
    session_id: 's',
    metadata: '{}',
    timecode: 5,
    duration: 100,
  });
  const inParallel = async (task: (i: number) => Promise<unknown>) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < N) await task(next++);
      }),
    );
  };
  console.log(
    `\n=== event queue: Redis Streams vs BullMQ (${fmt(N)} single events, ${IN_FLIGHT} in flight) ===`,
  );

  const streams = await openRedisEventQueue({ url: REDIS_URL, prefix, maxDepth: 10_000_000 });
  let t = Date.now();
  await inParallel(() => streams.enqueue(row, 1));
  const streamsIn = N / ((Date.now() - t) / 1000);
  t = Date.now();
  for (;;) {
    const batch = await streams.read('bench', 10_000, 0);
    if (batch.count === 0) break;
    await streams.ack(batch);
  }
  const streamsOut = N / ((Date.now() - t) / 1000);
  await streams.close();

  const url = new URL(REDIS_URL);
  const connection = {
    host: url.hostname,
    port: Number(url.port || 6379),
    db: Number(url.pathname.slice(1) || 0),
  };
  const queue = new Queue('events', { connection, prefix });
  t = Date.now();
  await inParallel(() => queue.add('event', { row }, { removeOnComplete: true }));
  const bullIn = N / ((Date.now() - t) / 1000);
  t = Date.now();
  let done = 0;
  await new Promise<void>((resolve) => {
    const worker = new Worker(
      'events',
      async () => {
        if (++done === N) void worker.close().then(resolve);
      },
      { connection, prefix, concurrency: 500 },
    );
  });
  const bullOut = N / ((Date.now() - t) / 1000);
  await queue.obliterate({ force: true });
  await queue.close();
  const cleanup = new Redis(REDIS_URL);
  const keys = await cleanup.keys(`${prefix}*`);
  if (keys.length > 0) await cleanup.del(...keys);
  cleanup.disconnect();

  console.log(
    `Redis Streams driver (group commit: one XADD per event-loop turn; XREADGROUP + XACK/XDEL): enqueue ${fmt(streamsIn)} events/s, drain ${fmt(streamsOut)} events/s`,
  );
  console.log(
    `BullMQ (one job per event, worker concurrency 500):                                 enqueue ${fmt(bullIn)} events/s, drain ${fmt(bullOut)} events/s`,
  );
  console.log(
    `→ Streams is ${fmt(streamsIn / bullIn, 1)}× faster to enqueue and ${fmt(streamsOut / bullOut, 1)}× faster to drain: events use Streams, jobs use BullMQ.`,
  );
}

const hasRedis = await redisAvailable(REDIS_URL);
if (!hasRedis)
  console.warn(
    `\n!!! Redis at ${REDIS_URL} does not answer: only the embedded mode is measured.\n`,
  );
const modes = (process.env.BENCH_MODES ?? 'embedded,redis,queues').split(',');
if (modes.includes('embedded'))
  await benchMode('embedded (durable log, chDB)', { REDIS_URL: '', CLICKHOUSE_URL: '' });
if (hasRedis && modes.includes('redis')) {
  await benchMode('Redis queue (Streams), chDB, sink in the api process', {
    REDIS_URL,
    REDIS_PREFIX: `bench:${randomBytes(3).toString('hex')}:`,
    RUN_WORKERS: 'true',
  });
}
if (hasRedis && modes.includes('queues')) await compareQueues();
process.exit(0);
