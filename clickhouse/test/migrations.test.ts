// Upgrading a store that already holds events: a later migration's rollups must include them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@clickhouse/client';
import { createChdbConnection } from 'chdb/connection';
import { afterAll, expect, it } from 'vitest';
import { wrapClient } from '../src/clickhouse-event-store.ts';
import { applyMigrations, readMigrations } from '../src/migrate.ts';
import { getRetentionCurve } from '../src/queries/videos/get-retention-curve.ts';
import { getVideoSummary } from '../src/queries/videos/get-video-summary.ts';
import { buildEvent, buildSession, toRows } from './support/events.ts';

const dir = mkdtempSync(join(tmpdir(), 'lumen-chdb-migrations-'));
const client = createClient({
  connection: createChdbConnection({ path: dir }),
} as unknown as Parameters<typeof createClient>[0]);
afterAll(async () => {
  await client.close();
  rmSync(dir, { recursive: true, force: true });
});

it('migration 007 counts the events stored before it (duration and video_completed sessions)', async () => {
  const before007 = readMigrations().filter((m) => m.version < 7);
  const through007 = readMigrations().filter((m) => m.version <= 7);
  await applyMigrations(client, before007);
  const store = wrapClient(client, 'chdb');
  const videoId = 7;
  await store.insertRows(
    toRows([
      ...buildSession(videoId, 'watched-all', { duration: 100, to: 100 }),
      ...buildSession(videoId, 'said-completed', { duration: 100, to: 20 }),
      buildEvent({ eventType: 'video_completed', videoId, sessionId: 'said-completed' }),
      ...buildSession(videoId, 'left', { duration: 100, to: 30 }),
    ]),
    'before-007',
  );

  expect(await applyMigrations(client, through007)).toEqual(['007_video_rollup.sql']);
  expect(await getVideoSummary(store, videoId)).toMatchObject({
    totalViews: 3,
    sessions: 3,
    avgWatchTime: 50,
    completionRate: 66.7,
  });
  expect((await getRetentionCurve(store, videoId, 10)).duration).toBe(100);
  // Applied once: a second start changes nothing.
  expect(await applyMigrations(client, through007)).toEqual([]);
});
