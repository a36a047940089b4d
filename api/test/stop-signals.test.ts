// `npm start` (embedded shape) stopped by Ctrl-C, SIGTERM or SIGKILL to its whole process group
// while events are on their way to ClickHouse, then restarted on the same DATA_DIR: every event
// answered 202 is counted exactly once.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROOT,
  START_COMMAND,
  freePort,
  signalGroup,
  startRealServer,
  stopRealServer,
  type RealServer,
} from './support/real-server.ts';
import { startViewLoad, totalViews } from './support/view-load.ts';

const EVENTS = 5000;
const IN_FLIGHT = 50;
const VIDEO_ID = 1;

async function waitForViews(base: string, expected: number, timeoutMs = 60_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  let views = await totalViews(base, VIDEO_ID);
  while (views < expected && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    views = await totalViews(base, VIDEO_ID);
  }
  return views;
}

describe('npm start stopped by a signal to its process group', () => {
  // One seeded DATA_DIR, started and stopped once; each test runs on a copy of it.
  const template = mkdtempSync(join(tmpdir(), 'lumen-signals-template-'));
  const dirs: string[] = [template];
  const servers: RealServer[] = [];
  // No demo viewing sessions: the test counts exactly the views it sent.
  const env = { TRACK_RATE_LIMIT_PER_MINUTE: '0', DEMO_SESSIONS: '0' };

  beforeAll(async () => {
    const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    // The test runs what `npm start` runs after the web build, the same way (npm → sh → tsx →
    // node → the chDB child), and reuses the web build CI made before the tests.
    expect(rootPackage.scripts.start.endsWith(`&& ${START_COMMAND}`)).toBe(true);
    const server = await startRealServer({
      dataDir: template,
      port: await freePort(),
      env,
      asNpmStart: true,
    });
    await signalGroup(server, 'SIGTERM');
  }, 150_000);

  afterAll(async () => {
    for (const server of servers) await stopRealServer(server).catch(() => {});
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.each(['SIGINT', 'SIGTERM', 'SIGKILL'] as const)(
    `${EVENTS} events answered 202, then %s to the group: after a restart each is counted once`,
    async (signal) => {
      const dataDir = mkdtempSync(join(tmpdir(), `lumen-${signal}-`));
      dirs.push(dataDir);
      cpSync(template, dataDir, { recursive: true });
      const port = await freePort();
      const start = () => startRealServer({ dataDir, port, env, asNpmStart: true });

      const first = await start();
      servers.push(first);
      const load = startViewLoad(first.base, {
        videoId: VIDEO_ID,
        inFlight: IN_FLIGHT,
        count: EVENTS,
      });
      await load.done;
      // At once after the last 202: the latest events are still on their way to ClickHouse.
      await signalGroup(first, signal);
      expect(load.statuses.filter((status) => status === 202)).toHaveLength(EVENTS);

      const second = await start();
      servers.push(second);
      expect(await waitForViews(second.base, EVENTS)).toBe(EVENTS);
      await signalGroup(second, 'SIGTERM');
    },
    120_000,
  );
});
