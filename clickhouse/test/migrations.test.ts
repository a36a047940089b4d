// Upgrading a store that already holds events: a later migration's rollups must include them.
import { expect, it } from 'vitest';
import { wrapClient } from '../src/clickhouse-event-store.ts';
import { formatEventRow } from '../src/event-row.ts';
import { applyMigrations, readMigrations } from '../src/migrate.ts';
import { getAudience } from '../src/queries/videos/get-audience.ts';
import { getRetentionCurve } from '../src/queries/videos/get-retention-curve.ts';
import { getVideoSummary } from '../src/queries/videos/get-video-summary.ts';
import { NOW, buildEvent, buildSession, insertBefore010 } from './support/events.ts';
import { chdbTestClient } from './support/chdb-client.ts';

const client = chdbTestClient('migrations');

it('migration 007 counts the events stored before it (duration and video_completed sessions)', async () => {
  const before007 = readMigrations().filter((m) => m.version < 7);
  await applyMigrations(client, before007);
  const store = wrapClient(client, 'chdb');
  const videoId = 7;
  await insertBefore010(client, [
    ...buildSession(videoId, 'watched-all', { duration: 100, to: 100 }),
    ...buildSession(videoId, 'said-completed', { duration: 100, to: 20 }),
    buildEvent({ eventType: 'video_completed', videoId, sessionId: 'said-completed' }),
    ...buildSession(videoId, 'left', { duration: 100, to: 30 }),
  ]);

  const upTo007 = readMigrations().filter((m) => m.version <= 7);
  expect(await applyMigrations(client, upTo007)).toEqual(['007_video_rollup.sql']);
  // Today's summary also reads later rollups (013's hours of views): they come next.
  expect(await applyMigrations(client)).toContain('013_folded_views.sql');
  expect(await getVideoSummary(store, videoId)).toMatchObject({
    totalViews: 3,
    sessions: 3,
    avgWatchTime: 50,
    completionRate: 66.7,
  });
  expect((await getRetentionCurve(store, videoId, 10)).duration).toBe(100);
  // Applied once: a second start changes nothing.
  expect(await applyMigrations(client)).toEqual([]);
});

it('after migration 010, a row queued before it (without the device field) still inserts', async () => {
  await applyMigrations(client);
  const store = wrapClient(client, 'chdb');
  const videoId = 10;
  const old = buildEvent({
    eventType: 'view',
    videoId,
    sessionId: 'queued-before',
    surface: 'embed',
    referrerHost: 'learn.example.org',
  });
  const oldRow = JSON.stringify((JSON.parse(formatEventRow(old)) as unknown[]).slice(0, 14));
  const fresh = buildEvent({ eventType: 'view', videoId, sessionId: 'after', device: 'mobile' });
  await store.insertRows([oldRow, formatEventRow(fresh)].join('\n'), 'across-010');
  const rows = await store.query<{ session_id: string; device: string }>(
    'SELECT session_id, device FROM events WHERE video_id = {videoId:UInt32} ORDER BY session_id',
    { videoId },
  );
  expect(rows).toEqual([
    { session_id: 'after', device: 'mobile' },
    { session_id: 'queued-before', device: '' },
  ]);
  const day = new Date(NOW).toISOString().slice(0, 10);
  const audience = await getAudience(store, videoId, { from: day, to: day, days: 1 });
  expect(audience.devices).toEqual([
    { name: '', views: 1, sessions: 1 },
    { name: 'mobile', views: 1, sessions: 1 },
  ]);
  expect(audience.embedHosts.map((h) => [h.name, h.views])).toEqual([['learn.example.org', 1]]);
});
