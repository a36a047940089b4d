// Migration 015's folded days of the session sets: the site overview and the per-video tab read
// finished days as their sizes and overlaps with the day before, and their sessions, watch time
// and completion — the tab's daily and weekly series too — stay what the sets give before a
// fold, after it, when a late event arrives for a folded day or for the day before one, and for
// a session that runs across midnight. Also: the days stored before the migration are folded at
// the first fold, and a day without sessions of its own (the day after a video's last day) is
// never read from the sets.
import type { TrackingEvent } from '@lumen/contract';
import { expect, it } from 'vitest';
import { wrapClient } from '../src/clickhouse-event-store.ts';
import { foldSessionDays } from '../src/fold-sessions.ts';
import { applyMigrations, readMigrations } from '../src/migrate.ts';
import { getSiteFigures } from '../src/queries/site/get-site-figures.ts';
import { findStaleKeys, SESSION_DAYS } from '../src/queries/stale-keys.ts';
import { getVideoPeriod } from '../src/queries/videos/get-video-period.ts';
import { NOW, buildEvent, buildSession, toRows } from './support/events.ts';
import { chdbTestClient } from './support/chdb-client.ts';

const client = chdbTestClient('folded-sessions');
const store = wrapClient(client, 'chdb');

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const VIDEO = 31;
const period = { from: isoDay(NOW - 9 * DAY), to: isoDay(NOW), days: 10 };
const previous = { from: isoDay(NOW - 19 * DAY), to: isoDay(NOW - 10 * DAY), days: 10 };

let batch = 0;
const insert = (events: TrackingEvent[]) => store.insertRows(toRows(events), `batch-${batch++}`);
/** A fold as of now, counting every insert that began before it. */
const foldNow = () => foldSessionDays(store, { insertMarginMs: 0 });
/** Days folded with members (a fold also writes the day after a changed one, empty or not). */
const foldedDays = async () =>
  Number(
    (
      await store.query<{ n: string }>(
        'SELECT uniqExact(video_id, day) AS n FROM folded_session_days WHERE members > 0',
      )
    )[0]!.n,
  );

// Weeks from 10 days ago: days A and B below lie in its second week.
const weeks = { from: isoDay(NOW - 10 * DAY), to: isoDay(NOW), days: 11 };
const weeksBefore = { from: isoDay(NOW - 21 * DAY), to: isoDay(NOW - 11 * DAY), days: 11 };

/** The tab's daily or weekly series: sessions and watch time per bucket that has any. */
async function series(bucket: 'day' | 'week') {
  const { series } =
    bucket === 'day'
      ? await getVideoPeriod(store, VIDEO, period, previous, bucket, 'UTC')
      : await getVideoPeriod(store, VIDEO, weeks, weeksBefore, bucket, 'UTC');
  return series
    .filter((point) => point.sessions > 0)
    .map(({ start, sessions, watchTime }) => ({ start, sessions, watchTime }));
}

/**
 * The site overview's sessions, watch time and completion, checked against the per-video tab's;
 * with the tab's series (compared before and after a fold: before it, every day is its sets).
 */
async function figures() {
  const site = (await getSiteFigures(store, period, [{ videoId: VIDEO, title: 'v' }], 'UTC'))
    .videos[0]!;
  const tab = (await getVideoPeriod(store, VIDEO, period, previous, 'day', 'UTC')).current;
  const overview = {
    sessions: site.sessions,
    watchTime: site.watchTime,
    completionRate: site.completionRate,
  };
  expect(overview, 'the site overview against the video tab').toEqual({
    sessions: tab.sessions,
    watchTime: tab.watchTime,
    completionRate: tab.completionRate,
  });
  return { ...overview, daily: await series('day'), weekly: await series('week') };
}

// Three days ago (A), two days ago (B), yesterday (C).
const A = NOW - 3 * DAY;
const B = NOW - 2 * DAY;
const session = (id: string, at: number, to: number) =>
  buildSession(VIDEO, id, { duration: 60, to, at });

it('folds the days stored before it at the first fold', async () => {
  await applyMigrations(
    client,
    readMigrations().filter((m) => m.version < 15),
  );
  await insert(session('s1', A + 3_600_000, 20)); // 20 s on day A
  expect(await applyMigrations(client)).toContain('015_folded_session_days.sql');
  const before = await figures();
  expect(before).toMatchObject({ sessions: 1, watchTime: 20, completionRate: 0 });
  expect(before.daily).toEqual([{ start: isoDay(A), sessions: 1, watchTime: 20 }]);
  await foldNow();
  expect(await foldedDays()).toBe(1);
  expect(await figures()).toEqual(before);
});

it('counts a session that runs across midnight once, before and after a fold', async () => {
  // s2 from 10 s before midnight A→B to 50 s after it; s3 all of the video on day B.
  await insert(session('s2', B - 10_000, 60));
  await insert(session('s3', B + 3_600_000, 60));
  const before = await figures();
  expect(before.sessions).toBe(3);
  // s2 is in both days' series, once in the week's.
  expect(before.daily.map((point) => point.sessions)).toEqual([2, 2]);
  expect(before.weekly.map((point) => point.sessions)).toEqual([3]);
  await foldNow();
  expect(await foldedDays()).toBe(2);
  expect(await figures()).toEqual(before);
});

it('a late event for a folded day, or for the day before one, counts at once', async () => {
  await foldNow();
  // s2 watches one more interval on day A: A changes, and so does B's overlap with it.
  await insert([
    buildEvent({
      eventType: 'progress',
      videoId: VIDEO,
      sessionId: 's2',
      timecode: 55,
      duration: 60,
      timestamp: B - 5_000,
      receivedAt: B - 5_000,
    }),
  ]);
  const late = await figures();
  expect(late.sessions).toBe(3);
  // A new session runs across midnight B→C after both days were folded.
  await insert(session('s4', B + DAY - 10_000, 30));
  const unfolded = await figures();
  expect(unfolded.sessions).toBe(4);
  await foldNow();
  expect(await figures()).toEqual(unfolded);
});

it('reads the folded numbers while nothing arrived, the sets once an event did', async () => {
  await foldNow();
  const folded = await getSiteFigures(store, period, [{ videoId: VIDEO, title: 'v' }], 'UTC');
  // A set changed behind the fold's back (no event arrived): the overview reads the fold.
  await client.command({
    query: `INSERT INTO daily_session_sets SELECT ${VIDEO}, toDate('${isoDay(B)}'), 0, uniqCombined64State(15)('behind-the-fold')`,
  });
  const after = await getSiteFigures(store, period, [{ videoId: VIDEO, title: 'v' }], 'UTC');
  expect(after.videos[0]!.sessions).toBe(folded.videos[0]!.sessions);
  // An event arrives for day A, the day before B: B's overlap is read from the sets again, and
  // B's own set with it.
  await insert(session('s5', A + 7_200_000, 10));
  expect((await figures()).sessions).toBe(folded.videos[0]!.sessions + 2);
});

it("leaves out a day without sessions of its own: the day after a video's last day merges no sets", async () => {
  const C = NOW - DAY;
  // The stale days' keys, in order (the query names no order).
  const staleDays = async () => {
    const { params } = await findStaleKeys(
      store,
      { days: { rollup: SESSION_DAYS, filter: `video_id = ${VIDEO}` } },
      { since: period.from, to: period.to },
    );
    return (params.staleSessionDays as number[]).sort((a, b) => a - b);
  };
  const dayKey = (ms: number) => VIDEO * 65_536 + ms / DAY;
  await foldNow();
  const before = await figures();
  await insert(session('s6', C + 3_600_000, 30));
  // Day C changed; today, the day after it, has no session of its own and is not stale.
  expect(await staleDays()).toEqual([dayKey(C)]);
  const unfolded = await figures();
  expect(unfolded.sessions).toBe(before.sessions + 1);
  const dayC = (f: typeof before) => f.daily.find((point) => point.start === isoDay(C));
  expect(dayC(unfolded)).toEqual({
    start: isoDay(C),
    sessions: (dayC(before)?.sessions ?? 0) + 1,
    watchTime: (dayC(before)?.watchTime ?? 0) + 30,
  });
  // A session today makes today stale too (its overlap with C is read from both days' sets).
  await insert(session('s7', NOW + 60_000, 10));
  expect(await staleDays()).toEqual([dayKey(C), dayKey(NOW)]);
  expect((await figures()).sessions).toBe(before.sessions + 2);
});
