// Migration 014's folded days of the audience: a fold turns finished days of its exact sets
// (views per surface, the embeds' judged and correct quiz answers) into numbers, and every answer
// stays the exact count of the sets — before a fold, after it, when a late event arrives for a
// folded day, when a folded event is resent, and for the day still running. Also: the days
// stored before the migration are folded at the first fold.
import type { AudienceAnalytics, TrackingEvent } from '@lumen/contract';
import { expect, it } from 'vitest';
import { wrapClient } from '../src/clickhouse-event-store.ts';
import { foldAudienceDays } from '../src/fold-audience.ts';
import { applyMigrations, readMigrations } from '../src/migrate.ts';
import { getAudience } from '../src/queries/videos/get-audience.ts';
import { NOW, buildEvent, toRows } from './support/events.ts';
import { chdbTestClient } from './support/chdb-client.ts';

const client = chdbTestClient('folded-audience');
const store = wrapClient(client, 'chdb');

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const VIDEO = 21;
const HOST = 'learn.example.org';

const view = (at: number, surface: 'site' | 'embed' = 'site') =>
  buildEvent({
    eventType: 'view',
    videoId: VIDEO,
    sessionId: `s-${at}-${surface}`,
    timestamp: at,
    receivedAt: at,
    surface,
    referrerHost: surface === 'embed' ? HOST : '',
  });
const answer = (at: number, isCorrect: boolean) =>
  buildEvent({
    eventType: 'quiz_completed',
    videoId: VIDEO,
    sessionId: `s-${at}-embed`,
    elementId: '1',
    // The server's judged answer (the per-site quiz score counts no client's own verdict).
    metadata: { answer: isCorrect ? 'A' : 'B', isCorrect, source: 'server' },
    timestamp: at,
    receivedAt: at,
    surface: 'embed',
    referrerHost: HOST,
  });

let batch = 0;
const insert = (events: TrackingEvent[]) => store.insertRows(toRows(events), `batch-${batch++}`);
/** A fold as of now, counting every insert that began before it. */
const foldNow = () => foldAudienceDays(store, { insertMarginMs: 0 });
const foldedDays = async () =>
  Number(
    (
      await store.query<{ n: string }>(
        'SELECT uniqExact(video_id, day) AS n FROM folded_audience_days',
      )
    )[0]!.n,
  );

/** The exact figures of the last ten days: views per surface, the site's judged and correct answers. */
async function figures() {
  const audience: AudienceAnalytics = await getAudience(store, VIDEO, {
    from: isoDay(NOW - 9 * DAY),
    to: isoDay(NOW),
    days: 10,
  });
  const surface = (name: string) => audience.surfaces.find((s) => s.surface === name)?.views ?? 0;
  const host = audience.embedHosts.find((h) => h.name === HOST);
  return {
    site: surface('site'),
    embed: surface('embed'),
    hostViews: host?.views ?? 0,
    quizScore: host?.quizScore ?? null,
  };
}

it('folds the days stored before it at the first fold', async () => {
  await applyMigrations(
    client,
    readMigrations().filter((m) => m.version < 14),
  );
  await insert([view(NOW - 3 * DAY), view(NOW - 3 * DAY + 1000, 'embed')]);
  expect(await applyMigrations(client)).toContain('014_folded_audience_days.sql');
  expect(await figures()).toEqual({ site: 1, embed: 1, hostViews: 1, quizScore: null });
  await foldNow();
  expect(await foldedDays()).toBe(1);
  expect(await figures()).toEqual({ site: 1, embed: 1, hostViews: 1, quizScore: null });
});

it('a fold turns finished days into numbers and changes no answer', async () => {
  // Yesterday: three site views and two embed views, each sent twice; three answers on the
  // embed (two right). Today (still running): one view of each.
  const yesterday = [
    view(NOW - DAY + 1000),
    view(NOW - DAY + 2000),
    view(NOW - DAY + 3000),
    view(NOW - DAY + 4000, 'embed'),
    view(NOW - DAY + 5000, 'embed'),
    answer(NOW - DAY + 6000, true),
    answer(NOW - DAY + 7000, true),
    answer(NOW - DAY + 8000, false),
  ];
  await insert(yesterday);
  await insert(yesterday);
  await insert([view(Date.now()), view(Date.now(), 'embed')]);
  const before = await figures();
  expect(before).toEqual({ site: 5, embed: 4, hostViews: 4, quizScore: 66.7 });

  await foldNow();
  // Three days ago and yesterday; not today, which is still running.
  expect(await foldedDays()).toBe(2);
  expect(await figures()).toEqual(before);
});

it('a late event for a folded day counts at once; a resent folded event never twice', async () => {
  await foldNow();
  await insert([view(NOW - DAY + 10_000, 'embed'), answer(NOW - DAY + 11_000, false)]);
  expect(await figures()).toEqual({ site: 5, embed: 5, hostViews: 5, quizScore: 50 });

  const resent = view(NOW - DAY + 20_000);
  await insert([resent]);
  await insert([{ ...resent }]);
  expect((await figures()).site).toBe(6);

  // The next fold folds that day again; a resend after it still counts once.
  await foldNow();
  await insert([{ ...resent }]);
  expect(await figures()).toEqual({ site: 6, embed: 5, hostViews: 5, quizScore: 50 });
  // The day's folded numbers: the embed surface's exact views, the site's judged answers.
  const folded = await store.query<{ dimension: string; views: string; judged: string }>(
    `SELECT dimension, argMax(views, folded_at) AS views, argMax(quiz_judged, folded_at) AS judged
     FROM folded_audience_days
     WHERE video_id = {videoId:UInt32} AND day = {day:Date}
       AND (dimension, name) IN (('surface', 'embed'), ('embed', {host:String}))
     GROUP BY dimension ORDER BY dimension`,
    { videoId: VIDEO, day: isoDay(NOW - DAY), host: HOST },
  );
  expect(folded.map((row) => [row.dimension, Number(row.views), Number(row.judged)])).toEqual([
    ['embed', 0, 4],
    ['surface', 3, 0],
  ]);
});

it('reads the folded numbers while no event arrived after the fold, the sets once one did', async () => {
  await foldNow();
  // A set changed behind the fold's back (no event arrived): the folded number is what is read.
  await client.command({
    query: `INSERT INTO audience_daily (video_id, day, dimension, name, views)
            SELECT ${VIDEO}, toDate('${isoDay(NOW - DAY)}'), 'surface', 'site', uniqExactState(generateUUIDv4())`,
  });
  expect((await figures()).site).toBe(6);
  // A view arrives for that day: its sets are read again (the real views and the one put in).
  await insert([view(NOW - DAY + 30_000)]);
  expect((await figures()).site).toBe(8);
});
