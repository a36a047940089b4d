// The embedded shape with its chDB child killed under load: the ingest goes on accepting into the
// log, /api/health says degraded until the child is back, every event accepted before, during and
// after is counted once, and the server's memory stays bounded (the waiting events are on disk).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  anonymousMemory,
  findEventStoreProcess,
  freePort,
  startRealServer,
  stopRealServer,
  type RealServer,
} from './support/real-server.ts';
import { BROWSER_HEADERS } from '@lumen/contract/test-viewer';

const VIDEO_ID = 2;
const BATCH = 400;
const SENDERS = 4;
const MiB = 1024 * 1024;
/** The server runs with a V8 heap smaller than what it accepts during the test… */
const HEAP_LIMIT = 160 * MiB;
const ACCEPTED_AT_LEAST = 2 * HEAP_LIMIT;
/**
 * …and its anonymous memory (heap, buffers; not the mapped log) may grow this much at most: the
 * old space, the young generation's semi-spaces and request buffers (measured up to ~197 MiB),
 * well below what was accepted. Events held in memory, on the heap or in Buffers outside it,
 * would grow it by at least the 320 MiB accepted.
 */
const GROWTH_BOUND = HEAP_LIMIT + 96 * MiB;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function health(base: string): Promise<string> {
  const response = await fetch(`${base}/api/health`).catch(() => null);
  return response ? ((await response.json()) as { status: string }).status : 'no answer';
}

async function totalViews(base: string): Promise<number> {
  const response = await fetch(`${base}/api/videos/${VIDEO_ID}/analytics`);
  return response.ok ? ((await response.json()) as { totalViews: number }).totalViews : -1;
}

/** Batches of distinct view events near the contract's metadata bound (2 KiB each), until stopped. */
function startLoad(base: string) {
  let running = true;
  let accepted = 0;
  let acceptedBytes = 0;
  let refused = 0;
  let failure: unknown = null;
  const body = () =>
    JSON.stringify(
      Array.from({ length: BATCH }, () => ({
        eventId: randomUUID(),
        sessionId: randomUUID(),
        eventType: 'view',
        videoId: VIDEO_ID,
        metadata: { page: `/watch/${VIDEO_ID}`, note: randomUUID().repeat(45) },
        timestamp: Date.now(),
      })),
    );
  const senders = Array.from({ length: SENDERS }, async () => {
    while (running) {
      const batch = body();
      try {
        const response = await fetch(`${base}/api/track/batch`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...BROWSER_HEADERS },
          body: batch,
        });
        if (response.status === 202) {
          accepted += BATCH;
          acceptedBytes += batch.length;
        } else refused += BATCH;
      } catch (error) {
        failure = error; // the server went away
        running = false;
      }
    }
  });
  return {
    accepted: () => accepted,
    acceptedBytes: () => acceptedBytes,
    refused: () => refused,
    /** Resolves once `condition` holds; throws if the server stopped answering. */
    async until(condition: () => boolean | Promise<boolean>): Promise<void> {
      while (!(await condition())) {
        if (failure) throw new Error('the server stopped answering', { cause: failure });
        await sleep(20);
      }
    },
    async stop() {
      running = false;
      await Promise.all(senders);
    },
  };
}

describe('the chDB child killed under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-outage-'));
  let server: RealServer | null = null;
  afterAll(async () => {
    if (server) await stopRealServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('events accepted before, during and after are all counted once; health says degraded meanwhile; memory stays bounded', async () => {
    server = await startRealServer({
      dataDir,
      port: await freePort(),
      env: {
        TRACK_RATE_LIMIT_PER_MINUTE: '0',
        // No demo viewing sessions: the test counts exactly the views it sent.
        DEMO_SESSIONS: '0',
        NODE_OPTIONS: `--max-old-space-size=${HEAP_LIMIT / MiB}`,
      },
    });
    const { base, child } = server;
    const pid = child.pid!;
    const idleMemory = anonymousMemory(pid);
    let peakMemory = idleMemory;
    const sampler = setInterval(() => {
      if (child.exitCode === null) peakMemory = Math.max(peakMemory, anonymousMemory(pid));
    }, 50);

    const load = startLoad(base);
    const healthSeen: string[] = [];
    try {
      await load.until(() => load.acceptedBytes() >= ACCEPTED_AT_LEAST / 4);
      const eventStore = findEventStoreProcess(pid);
      expect(eventStore).toBeDefined();
      process.kill(eventStore!, 'SIGKILL');
      const acceptedAtKill = load.accepted();

      await load.until(async () => (await health(base)) === 'degraded');
      healthSeen.push('degraded');
      await load.until(async () => {
        const status = await health(base);
        if (status !== healthSeen.at(-1)) healthSeen.push(status);
        return status === 'ok';
      });
      expect(findEventStoreProcess(pid)).not.toBe(eventStore);
      // Accepted while the child was away, and on after it came back.
      expect(load.accepted()).toBeGreaterThan(acceptedAtKill);
      await load.until(() => load.acceptedBytes() >= ACCEPTED_AT_LEAST);
    } catch (error) {
      console.error(
        `server output:\n${server.output()}\nexit: ${child.exitCode} ${child.signalCode}`,
      );
      throw error;
    } finally {
      await load.stop();
    }
    expect(healthSeen).toEqual(['degraded', 'ok']);
    expect(load.refused()).toBe(0);

    const accepted = load.accepted();
    const until = Date.now() + 90_000;
    let views = await totalViews(base);
    while (views < accepted && Date.now() < until) {
      await sleep(200);
      views = await totalViews(base);
    }
    clearInterval(sampler);
    expect(views).toBe(accepted);
    expect(peakMemory - idleMemory).toBeLessThan(GROWTH_BOUND);
  }, 150_000);
});
