// bench:lag — time from a POST being accepted to the event being counted by the analytics
// query, at a steady background load (BENCH_RATE events/s, default 2,000), embedded and with
// Redis (when it answers).
import { randomBytes, randomUUID } from 'node:crypto';
import {
  counterUuid,
  fmt,
  percentile,
  runCannon,
  startServer,
  redisAvailable,
} from './bench-support.ts';
import { BROWSER_HEADERS } from '@lumen/contract/test-viewer';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const PROBE_EVERY_MS = 100;

async function measureLag(name: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const videos = (await (await fetch(`${server.url}/api/videos`)).json()) as { id: number }[];
    const [loadVideo, probeVideo] = [videos[0]!.id, videos[1]!.id];
    let n = 0;
    const prefix = randomBytes(3).readUIntBE(0, 3);
    const load = runCannon({
      url: `${server.url}/api/track/interaction`,
      connections: 20,
      pipelining: 1,
      duration: DURATION,
      overallRate: RATE,
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({
          eventId: counterUuid(prefix, n++),
          sessionId: `s${n % 500}`,
          eventType: 'progress',
          videoId: loadVideo,
          timecode: (n % 100) * 5,
          duration: 600,
        }),
      }),
    });

    const postedAt: number[] = [];
    const lags: number[] = [];
    let counted = 0;
    let probing = true;
    const prober = (async () => {
      await new Promise((r) => setTimeout(r, 2000)); // let the load settle
      while (probing) {
        const response = await fetch(`${server.url}/api/track/interaction`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...BROWSER_HEADERS },
          body: JSON.stringify({
            eventId: randomUUID(),
            sessionId: randomUUID(),
            eventType: 'view',
            videoId: probeVideo,
          }),
        });
        if (response.status === 202) postedAt.push(Date.now());
        await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
      }
    })();
    const poller = (async () => {
      while (probing || counted < postedAt.length) {
        const summary = (await (
          await fetch(`${server.url}/api/videos/${probeVideo}/analytics`)
        ).json()) as { totalViews: number };
        const now = Date.now();
        for (let i = counted; i < Math.min(summary.totalViews, postedAt.length); i++)
          lags.push(now - postedAt[i]!);
        counted = Math.max(counted, Math.min(summary.totalViews, postedAt.length));
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const loadResult = await load;
    probing = false;
    await prober;
    await poller;
    console.log(
      `${name}: background ${fmt(loadResult.requestsPerSecond)} events/s (non-2xx ${loadResult.non2xx}); ${lags.length} probes; lag p50 ${fmt(percentile(lags, 50))} ms, p95 ${fmt(percentile(lags, 95))} ms, max ${fmt(Math.max(...lags))} ms`,
    );
  } finally {
    await server.stop();
  }
}

console.log(
  `=== lag: accepted → counted by GET /api/videos/:id/analytics, at ${fmt(RATE)} events/s for ${DURATION} s (EVENT_LINGER_MS default 1000) ===`,
);
await measureLag('embedded (in-process queue, chDB)', { REDIS_URL: '', CLICKHOUSE_URL: '' });
if (await redisAvailable(REDIS_URL)) {
  await measureLag('Redis Streams queue, chDB', {
    REDIS_URL,
    REDIS_PREFIX: `bench-lag:${randomBytes(3).toString('hex')}:`,
    RUN_WORKERS: 'true',
  });
} else {
  console.warn(`!!! Redis at ${REDIS_URL} does not answer: only the embedded mode is measured.`);
}
process.exit(0);
