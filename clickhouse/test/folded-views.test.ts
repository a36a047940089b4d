// Migration 013's folded hours of views: a fold turns finished hours into numbers, which the
// readers then use, and every answer stays the exact count of the sets — before a fold, after
// it, when a late view arrives for a folded hour, when a folded view is resent, and for the hour
// still running. The summary, the cards' counts and the period figures agree throughout. Also:
// the views stored before the migration (in 008's hourly table, or only in event_counts) are in.
import type { TrackingEvent } from '@lumen/contract';
import { expect, it } from 'vitest';
import { wrapClient } from '../src/clickhouse-event-store.ts';
import { foldViewHours } from '../src/fold-views.ts';
import { applyMigrations, readMigrations } from '../src/migrate.ts';
import { getVideoPeriod } from '../src/queries/videos/get-video-period.ts';
import { getVideoSummary } from '../src/queries/videos/get-video-summary.ts';
import { getViewCounts } from '../src/queries/videos/get-view-counts.ts';
import { NOW, buildEvent, insertBefore010, toRows } from './support/events.ts';
import { chdbTestClient } from './support/chdb-client.ts';

const client = chdbTestClient('folded');
const store = wrapClient(client, 'chdb');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const VIDEO = 13;
const view = (at: number, videoId = VIDEO) =>
  buildEvent({ eventType: 'view', videoId, timestamp: at, receivedAt: at });

/** The video's views as every reader of them answers; they must agree. */
async function views(videoId = VIDEO): Promise<number> {
  const summary = (await getVideoSummary(store, videoId)).totalViews;
  const card = (await getViewCounts(store, [videoId])).get(videoId);
  const period = { from: isoDay(NOW - 9 * DAY), to: isoDay(Date.now()), days: 10 };
  const previous = { from: isoDay(NOW - 19 * DAY), to: isoDay(NOW - 10 * DAY), days: 10 };
  const figures = await getVideoPeriod(store, videoId, period, previous, 'day', 'UTC');
  expect(card, 'the card').toBe(summary);
  expect(figures.current.views, 'the period').toBe(summary);
  return summary;
}

const foldedHours = async () =>
  Number(
    (await store.query<{ n: string }>('SELECT count() AS n FROM folded_hourly_views FINAL'))[0]!.n,
  );
/** A fold as of now, counting every insert that began before it. */
const foldNow = () => foldViewHours(store, { insertMarginMs: 0 });

let batch = 0;
const insert = (events: TrackingEvent[]) => store.insertRows(toRows(events), `batch-${batch++}`);

it('carries the views stored before it: from 008 hourly sets and from event_counts alone', async () => {
  await applyMigrations(
    client,
    readMigrations().filter((m) => m.version < 8),
  );
  // Before 008 (in event_counts and the raw events): two views four days ago.
  await insertBefore010(client, [view(NOW - 4 * DAY + HOUR), view(NOW - 4 * DAY + 2 * HOUR)]);
  await applyMigrations(
    client,
    readMigrations().filter((m) => m.version < 13),
  );
  // As if their raw events had passed their TTL before 008 back-filled: only event_counts has
  // them. One more view, three days ago, reaches 008's hourly table.
  await client.command({ query: 'TRUNCATE TABLE hourly_views' });
  await insert([view(NOW - 3 * DAY + HOUR)]);
  expect(await applyMigrations(client)).toContain('013_folded_views.sql');
  expect(await views()).toBe(3);
});

it('a fold turns finished hours into numbers and changes no answer', async () => {
  // Five views yesterday in two hours, each sent twice; two in the hour now running.
  const yesterday = [1, 2, 3, 4, 5].map((i) => view(NOW - DAY + (i % 2) * HOUR + i * 1000));
  await insert(yesterday);
  await insert(yesterday);
  await insert([view(Date.now()), view(Date.now())]);
  expect(await views()).toBe(10);

  await foldNow();
  // The four finished hours (four and three days ago, two yesterday); not the running one.
  expect(await foldedHours()).toBe(4);
  expect(await views()).toBe(10);
});

it('a late view for a folded hour counts at once; a resent folded view never twice', async () => {
  await foldNow();
  await insert([view(NOW - DAY + 10_000)]);
  expect(await views()).toBe(11);
  const resent = view(NOW - DAY + 20_000);
  await insert([resent]);
  await insert([{ ...resent }]);
  expect(await views()).toBe(12);

  // The next fold folds that hour again (2 views + the late one + the resent one).
  await foldNow();
  await insert([{ ...resent }]);
  expect(await views()).toBe(12);
  const [hour] = await store.query<{ views: string }>(
    `SELECT argMax(views, folded_at) AS views FROM folded_hourly_views
     WHERE video_id = {videoId:UInt32} AND hour = fromUnixTimestamp64Milli({at:Int64}, 'UTC')`,
    { videoId: VIDEO, at: NOW - DAY },
  );
  expect(Number(hour!.views)).toBe(4);
  expect(await foldedHours()).toBe(4);
});

it('reads the folded number while no view arrived after the fold, the set once one did', async () => {
  const other = VIDEO + 1;
  await insert([view(NOW - 2 * DAY, other)]);
  await foldNow();
  expect(await views(other)).toBe(1);
  // A set changed behind the fold's back (no view arrived): the folded number is what is read.
  await client.command({
    query: `INSERT INTO hourly_view_sets SELECT ${other}, fromUnixTimestamp64Milli(${NOW - 2 * DAY}, 'UTC'), uniqExactState(generateUUIDv4())`,
  });
  expect(await views(other)).toBe(1);
  // A view arrives for that hour: its set is read again (the real views and the one put in).
  await insert([view(NOW - 2 * DAY + 1000, other)]);
  expect(await views(other)).toBe(3);
});

it('with more stale hours than a literal set holds, the read checks them itself (before a first fold)', async () => {
  const many = 1000 + VIDEO;
  // 6,000 views, one per hour of the 250 days before yesterday: every hour is stale until folded.
  const hours = Array.from({ length: 6_000 }, (_, i) => view(NOW - 2 * DAY - i * HOUR, many));
  await insert(hours);
  expect((await getViewCounts(store, [many])).get(many)).toBe(6_000);
  expect((await getVideoSummary(store, many)).totalViews).toBe(6_000);
  await foldNow();
  // Folded: the few hours still stale are named as a literal set.
  await insert([view(NOW - 3 * DAY + 30_000, many)]);
  expect((await getViewCounts(store, [many])).get(many)).toBe(6_001);
  expect((await getVideoSummary(store, many)).totalViews).toBe(6_001);
});
