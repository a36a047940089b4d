// Migration 022: the rollups keyed by the days and hours of the site's analytics time zone. A
// change of zone re-keys what they hold from the raw events, so every figure is the zone's days
// exactly — a whole-hour zone, a half-hour zone, a DST change — before the folds, after them and
// when the folds of the old zone are still there; days older than the raw events keep their
// rows; a re-keying cut short is finished by the next call; and no view keys a rollup by the UTC
// clock any more.
import { dayIn, type AnalyticsPeriod, type TrackingEvent } from '@lumen/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  keyRollupsByTimeZone,
  readStoreTimeZone,
  UnknownTimeZoneError,
} from '../src/analytics-time-zone.ts';
import { wrapClient } from '../src/clickhouse-event-store.ts';
import type { EventStore } from '../src/event-store.ts';
import { foldFinished } from '../src/fold-finished.ts';
import { applyMigrations } from '../src/migrate.ts';
import { getAudience } from '../src/queries/videos/get-audience.ts';
import { getDailyTotals } from '../src/queries/videos/get-daily-totals.ts';
import { getQuestionAnswers } from '../src/queries/videos/get-question-answers.ts';
import { getVideoPeriod } from '../src/queries/videos/get-video-period.ts';
import { NOW, buildEvent, buildSession, toRows } from './support/events.ts';
import { chdbTestClient } from './support/chdb-client.ts';
import { busiestSlotIn, latestDstChange } from './support/time-zones.ts';

const client = chdbTestClient('analytics-time-zone');
const store = wrapClient(client, 'chdb');
await applyMigrations(client);

const DAY = 86_400_000;
const HOUR = 3_600_000;
const TTL_DAYS = 400;

let batch = 0;
const insert = (events: TrackingEvent[]) => store.insertRows(toRows(events), `batch-${batch++}`);
/** Folds every finished day and hour, counting every insert that began before it. */
const foldNow = () => foldFinished(store, { insertMarginMs: 0 });
const keyBy = (zone: string, on: EventStore = store, ttlDays = TTL_DAYS) =>
  keyRollupsByTimeZone(on, zone, { ttlDays });

afterEach(() => keyBy('UTC'));

/** A viewing session of `seconds` from `at`, with the server's judged answer to quiz 1. */
function session(videoId: number, id: string, at: number, seconds = 20): TrackingEvent[] {
  return [
    ...buildSession(videoId, id, { duration: 60, to: seconds, at }),
    buildEvent({
      eventType: 'quiz_completed',
      videoId,
      sessionId: id,
      elementId: '1',
      metadata: { answer: 'A', isCorrect: true, source: 'server' },
      timestamp: at,
      receivedAt: at,
    }),
  ];
}

const periodOf = (from: string, to: string): AnalyticsPeriod => ({
  from,
  to,
  days: Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1,
});

/** Views, sessions and watch time per day of the week before today, as the tab reads them. */
async function days(videoId: number, zone: string) {
  const to = dayIn(zone, NOW);
  const from = dayIn(zone, NOW - 6 * DAY);
  const previous = dayIn(zone, NOW - 13 * DAY);
  const read = await getVideoPeriod(
    store,
    videoId,
    periodOf(from, to),
    periodOf(previous, dayIn(zone, NOW - 7 * DAY)),
    'day',
    zone,
  );
  return {
    series: read.series.filter((p) => p.views > 0 || p.sessions > 0),
    busiestSlot: read.busiestSlot,
  };
}

/** The same figures from the events themselves, by the zone's clock (Intl). */
function truth(events: TrackingEvent[], zone: string) {
  const byDay = new Map<string, { views: number; sessions: Set<string>; watched: Set<string> }>();
  for (const e of events) {
    const day = dayIn(zone, e.timestamp);
    const found = byDay.get(day) ?? { views: 0, sessions: new Set(), watched: new Set() };
    if (e.eventType === 'view') found.views++;
    if (e.eventType === 'view' || e.eventType === 'progress') found.sessions.add(e.sessionId);
    if (e.eventType === 'progress') found.watched.add(`${e.sessionId}/${e.timecode}`);
    byDay.set(day, found);
  }
  return [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([start, d]) => ({
      start,
      views: d.views,
      watchTime: d.watched.size * 5,
      sessions: d.sessions.size,
    }));
}

const viewTimes = (events: TrackingEvent[]) =>
  events.filter((e) => e.eventType === 'view').map((e) => e.timestamp);

/** Judged answers and views of the day, read from the question and audience rollups. */
async function dayCounts(videoId: number, day: string) {
  const period = periodOf(day, day);
  const [questions, audience] = await Promise.all([
    getQuestionAnswers(store, videoId, period),
    getAudience(store, videoId, period),
  ]);
  return {
    answered: questions.get('1')?.responses ?? 0,
    views: audience.surfaces.reduce((n, s) => n + s.views, 0),
  };
}

describe('the rollups in the analytics time zone', () => {
  it('a view at 23:30 UTC lands on the next day in UTC+2, before and after the folds', async () => {
    const video = 1;
    const late = NOW - 3 * DAY + 23.5 * HOUR;
    const events = [
      ...session(video, 'late', late),
      ...session(video, 'noon', NOW - 3 * DAY + 12 * HOUR),
    ];
    await insert(events);
    await foldNow();
    expect((await days(video, 'UTC')).series).toEqual(truth(events, 'UTC'));

    // The folds of the UTC days are still there until the fold job runs again.
    await keyBy('Etc/GMT-2');
    expect(await readStoreTimeZone(store)).toMatchObject({ zone: 'Etc/GMT-2', rekeyed: true });
    const plusTwo = truth(events, 'Etc/GMT-2');
    expect(plusTwo.map((d) => d.start)).toEqual([
      dayIn('UTC', late - HOUR),
      dayIn('UTC', late + HOUR),
    ]);
    expect((await days(video, 'Etc/GMT-2')).series).toEqual(plusTwo);
    expect(await dayCounts(video, dayIn('UTC', late + HOUR))).toEqual({ answered: 1, views: 1 });
    await foldNow();
    expect((await days(video, 'Etc/GMT-2')).series).toEqual(plusTwo);
    expect(await dayCounts(video, dayIn('UTC', late + HOUR))).toEqual({ answered: 1, views: 1 });
    // The busiest slot by the zone's clock.
    expect((await days(video, 'Etc/GMT-2')).busiestSlot).toEqual(
      busiestSlotIn('Etc/GMT-2', viewTimes(events)),
    );

    // Events after the change are keyed by the zone as they arrive.
    const after = session(video, 'after', NOW - 2 * DAY + 23 * HOUR);
    await insert(after);
    expect((await days(video, 'Etc/GMT-2')).series).toEqual(
      truth([...events, ...after], 'Etc/GMT-2'),
    );

    // And back: the UTC days again.
    await keyBy('UTC');
    expect((await days(video, 'UTC')).series).toEqual(truth([...events, ...after], 'UTC'));
  });

  it('a half-hour zone and a DST change: the days and hours of the zone', async () => {
    const video = 2;
    // Either side of midnight in Kolkata (UTC+5:30): 18:20 and 18:40 UTC.
    const kolkata = [
      ...session(video, 'before-midnight', NOW - 4 * DAY + 18 * HOUR + 20 * 60_000, 10),
      ...session(video, 'after-midnight', NOW - 4 * DAY + 18 * HOUR + 40 * 60_000, 10),
    ];
    // Berlin's latest DST change: a day of 23 or 25 hours, its first and last hour.
    const change = latestDstChange('Europe/Berlin', NOW, 300);
    const berlin = [
      ...session(video, 'dst-first', change.start + 10 * 60_000, 10),
      ...session(video, 'dst-last', change.end - 10 * 60_000, 10),
      ...session(video, 'dst-next', change.end + 10 * 60_000, 10),
    ];
    await insert([...kolkata, ...berlin]);
    await foldNow();

    await keyBy('Asia/Kolkata');
    const kolkataDays = truth(kolkata, 'Asia/Kolkata');
    expect(kolkataDays).toHaveLength(2);
    const read = await getVideoPeriod(
      store,
      video,
      periodOf(kolkataDays[0]!.start, kolkataDays[1]!.start),
      periodOf('2000-01-01', '2000-01-02'),
      'day',
      'Asia/Kolkata',
    );
    expect(read.series).toEqual(kolkataDays);
    // 18:20 UTC is 23:50 in Kolkata, 18:40 is 00:10 the next day.
    expect(read.busiestSlot).toEqual(busiestSlotIn('Asia/Kolkata', viewTimes(kolkata)));
    await foldNow();
    expect((await days(video, 'Asia/Kolkata')).series).toEqual(
      truth([...kolkata, ...berlin], 'Asia/Kolkata').filter(
        (d) => d.start >= dayIn('Asia/Kolkata', NOW - 6 * DAY),
      ),
    );

    await keyBy('Europe/Berlin');
    const berlinDays = truth(berlin, 'Europe/Berlin');
    expect(berlinDays.map((d) => [d.start, d.sessions])).toEqual([
      [change.day, 2],
      [dayIn('Europe/Berlin', change.end + HOUR), 1],
    ]);
    for (const folded of [false, true]) {
      if (folded) await foldNow();
      const dst = await getVideoPeriod(
        store,
        video,
        periodOf(change.day, berlinDays[1]!.start),
        periodOf('2000-01-01', '2000-01-02'),
        'day',
        'Europe/Berlin',
      );
      expect(dst.series).toEqual(berlinDays);
      const daily = await getDailyTotals(store, video, 300, 'Europe/Berlin');
      expect(daily.points.find((p) => p.day === change.day)).toMatchObject({ views: 2 });
    }
  });

  it('leaves the days older than the raw events kept in the zone they were counted in', async () => {
    const video = 3;
    const old = session(video, 'old', NOW - 20 * DAY + 23.5 * HOUR);
    const recent = session(video, 'recent', NOW - 2 * DAY + 23.5 * HOUR);
    await insert([...old, ...recent]);
    // Raw events kept 10 days: the sessions of the day 20 days ago stay on their UTC day, the
    // recent ones move. (Views are counted per hour, so they are the zone's days either way.)
    await keyBy('Etc/GMT-2', store, 10);
    const read = await getVideoPeriod(
      store,
      video,
      periodOf(dayIn('UTC', NOW - 25 * DAY), dayIn('UTC', NOW)),
      periodOf('2000-01-01', '2000-01-02'),
      'day',
      'Etc/GMT-2',
    );
    const daysWith = (figure: 'views' | 'sessions') =>
      read.series.filter((p) => p[figure] > 0).map((p) => p.start);
    expect(daysWith('sessions')).toEqual([dayIn('UTC', NOW - 20 * DAY), dayIn('UTC', NOW - DAY)]);
    expect(daysWith('views')).toEqual([dayIn('UTC', NOW - 19 * DAY), dayIn('UTC', NOW - DAY)]);
  });

  it('finishes a re-keying cut short, also when the next change is to another zone', async () => {
    const video = 4;
    const events = [
      ...session(video, 'a', NOW - 5 * DAY + 23.5 * HOUR),
      ...session(video, 'b', NOW - 5 * DAY + 1.5 * HOUR),
    ];
    await insert(events);
    await foldNow();
    for (const next of ['Etc/GMT-2', 'America/New_York']) {
      await expect(keyBy('Etc/GMT-2', failingAfter(store, 5))).rejects.toThrow('cut short');
      expect(await readStoreTimeZone(store)).toMatchObject({ zone: 'Etc/GMT-2', rekeyed: false });
      await keyBy(next);
      expect(await readStoreTimeZone(store)).toMatchObject({ zone: next, rekeyed: true });
      expect((await days(video, next)).series).toEqual(truth(events, next));
      await foldNow();
      expect((await days(video, next)).series).toEqual(truth(events, next));
      await keyBy('UTC');
    }
  });

  it('refuses a zone ClickHouse does not know, changing nothing', async () => {
    await expect(keyBy('Mars/Olympus_Mons')).rejects.toBeInstanceOf(UnknownTimeZoneError);
    expect(await readStoreTimeZone(store)).toMatchObject({ zone: 'UTC', rekeyed: true });
  });

  it('no view keys a rollup by the UTC clock: every day and hour is the zone column', async () => {
    const views = await store.query<{ name: string; query: string }>(
      `SELECT name, as_select AS query FROM system.tables
       WHERE database = currentDatabase() AND engine = 'MaterializedView'
         AND name IN (SELECT arrayJoin(dependencies_table) FROM system.tables
                      WHERE database = currentDatabase() AND name IN ('events', 'bot_events'))`,
    );
    expect(views.length).toBeGreaterThan(20);
    for (const view of views)
      expect(view.query, view.name).not.toMatch(/to(Date|StartOf\w+)\(client_ts/);
    expect(views.filter((v) => /\bzone_(day|hour)\b/.test(v.query)).length).toBe(23);
  });
});

/** The store, but every statement after the first `statements` re-keying inserts fails. */
function failingAfter(inner: EventStore, statements: number): EventStore {
  let inserts = 0;
  return {
    ...inner,
    async command(sql, params) {
      if (sql.includes('additional_table_filters') && ++inserts > statements)
        throw new Error('cut short');
      return inner.command(sql, params);
    },
  };
}
