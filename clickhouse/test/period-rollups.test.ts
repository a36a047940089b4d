// Migration 008's daily rollups: events stored before it are back-filled, events after it flow
// through its views, resends change nothing, and the period queries read them.
import { expect, it } from 'vitest';
import { wrapClient } from '../src/clickhouse-event-store.ts';
import { applyMigrations, readMigrations } from '../src/migrate.ts';
import { intervalSeconds, intervalSecondsSql } from '../src/metrics.ts';
import { getLiveViewers } from '../src/queries/videos/get-live-viewers.ts';
import { getPeriodRetention } from '../src/queries/videos/get-period-retention.ts';
import { getVideoPeriod } from '../src/queries/videos/get-video-period.ts';
import { getSiteFigures } from '../src/queries/site/get-site-figures.ts';
import { NOW, buildEvent, buildSession, insertBefore010, toRows } from './support/events.ts';
import { chdbTestClient } from './support/chdb-client.ts';

const client = chdbTestClient('period');

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const videoId = 8;
const quiz = (eventType: 'quiz_shown' | 'quiz_skipped', sessionId: string, at: number) =>
  buildEvent({ eventType, videoId, sessionId, elementId: '5', timestamp: at, receivedAt: at });

it('back-fills the events stored before it and counts new ones once, per period', async () => {
  await applyMigrations(
    client,
    readMigrations().filter((m) => m.version < 8),
  );
  const store = wrapClient(client, 'chdb');
  const d0 = NOW - 3 * DAY;
  const d1 = NOW - DAY;
  // Before 008: a watches 0–50 s, b all of it (completes), both three days ago; one session a
  // week before (the previous period) watches 0–20 s.
  await insertBefore010(client, [
    ...buildSession(videoId, 'a', { duration: 100, to: 50, at: d0 }),
    ...buildSession(videoId, 'b', { duration: 100, to: 100, at: d0 }),
    ...buildSession(videoId, 'old', { duration: 100, to: 20, at: NOW - 6 * DAY }),
    quiz('quiz_shown', 'a', d0),
    quiz('quiz_skipped', 'a', d0),
  ]);
  expect(await applyMigrations(client)).toContain('008_daily_rollups.sql');

  // After: c watches 0–30 s yesterday, seeks back and watches 10–20 s again, answers the quiz
  // right; every event of c is sent twice.
  const c = [
    ...buildSession(videoId, 'c', { duration: 100, to: 30, at: d1 }),
    ...buildSession(videoId, 'c', { duration: 100, from: 15, to: 20, at: d1 + 60_000 }).slice(1),
    quiz('quiz_shown', 'c', d1),
    buildEvent({
      eventType: 'quiz_completed',
      videoId,
      sessionId: 'c',
      elementId: '5',
      metadata: { answer: 'B', isCorrect: true, source: 'server' },
      timestamp: d1,
      receivedAt: d1,
    }),
  ];
  await store.insertRows(toRows(c), 'c-1');
  await store.insertRows(toRows(c), 'c-2');

  const period = { from: day(d0), to: day(NOW), days: 4 };
  const previous = { from: day(d0 - 4 * DAY), to: day(d0 - DAY), days: 4 };
  const figures = await getVideoPeriod(store, videoId, period, previous, 'day', 'UTC');
  expect(figures.current).toEqual({
    views: 3,
    sessions: 3,
    watchTime: 180,
    avgWatchTime: 60,
    avgPercentWatched: 60,
    completionRate: 33.3,
    quizCompletionRate: 50,
    surveyCompletionRate: 0,
    engagementScore: 28,
    quizScore: 100,
  });
  expect(figures.previous).toMatchObject({ views: 1, sessions: 1, watchTime: 20 });

  expect(figures.series).toEqual([
    { start: day(d0), views: 2, watchTime: 150, sessions: 2 },
    { start: day(d0 + DAY), views: 0, watchTime: 0, sessions: 0 },
    { start: day(d1), views: 1, watchTime: 30, sessions: 1 },
    { start: day(NOW), views: 0, watchTime: 0, sessions: 0 },
  ]);
  const weekday = (new Date(d0).getUTCDay() + 6) % 7;
  expect(figures.busiestSlot).toEqual({ weekday, startHour: 0, views: 2 });

  const retention = await getPeriodRetention(store, videoId, period, 20, [
    { elementType: 'quiz', elementId: 5, title: 'Q', timecode: 30 },
  ]);
  expect(retention.sessions).toBe(3);
  // Bucket 2 = 10–15 s: a, b and c, c twice.
  expect(retention.buckets[2]).toEqual({ start: 10, end: 15, share: 100, rewatch: 0.33 });
  expect(retention.buckets[6]).toMatchObject({ share: 66.7, rewatch: 0 });
  expect(retention.markers[0]).toMatchObject({
    retentionBefore: 100,
    retentionAfter: 66.7,
    dropOff: 33.3,
    shown: 2,
    answered: 1,
    correctRate: 100,
  });

  const site = await getSiteFigures(
    store,
    period,
    [
      { videoId, title: 'Eight' },
      { videoId: 9, title: 'Nine' },
    ],
    'UTC',
  );
  // The tab's figures but quiz and survey completion (the overview shows neither).
  const { views, sessions, watchTime, avgWatchTime, avgPercentWatched, completionRate, quizScore } =
    figures.current;
  expect(site.totals).toEqual({
    views,
    sessions,
    watchTime,
    avgWatchTime,
    avgPercentWatched,
    completionRate,
    quizScore,
  });
  expect(site.videos.map((v) => [v.title, v.views, v.watchTime])).toEqual([
    ['Eight', 3, 180],
    ['Nine', 0, 0],
  ]);
  // Applied once.
  expect(await applyMigrations(client)).toEqual([]);
});

it('live viewers are the sessions with an event received in the last five minutes', async () => {
  const store = wrapClient(client, 'chdb');
  const now = Date.now();
  await store.insertRows(
    toRows([
      buildEvent({ eventType: 'view', videoId: 11, sessionId: 'now-1', receivedAt: now - 1000 }),
      buildEvent({
        eventType: 'progress',
        videoId: 11,
        sessionId: 'now-1',
        timecode: 5,
        receivedAt: now,
      }),
      buildEvent({ eventType: 'view', videoId: 11, sessionId: 'now-2', receivedAt: now - 240_000 }),
      buildEvent({ eventType: 'view', videoId: 11, sessionId: 'gone', receivedAt: now - 360_000 }),
    ]),
    'live',
  );
  expect(await getLiveViewers(store, 11, now)).toMatchObject({ viewers: 2, windowMinutes: 5 });
});

it('an interval counts the same seconds in SQL and in TypeScript (period-counts.ts sums outside ClickHouse)', async () => {
  const cases = [0, 3, 5, 7, 12.5, 100, 101].flatMap((duration) =>
    [1, 2, 3, 20, 21, 22].map((i) => ({ i, duration })),
  );
  const result = await client.query({
    query: `SELECT ${intervalSecondsSql('i', 'duration')} AS seconds
      FROM (SELECT arrayJoin(arrayZip({i:Array(UInt32)}, {d:Array(Float64)})) AS c, c.1 AS i, c.2 AS duration)`,
    query_params: { i: cases.map((c) => c.i), d: cases.map((c) => c.duration) },
    format: 'JSONEachRow',
  });
  const inSql = (await result.json<{ seconds: number }>()).map((row) => Number(row.seconds));
  expect(inSql).toEqual(cases.map(({ i, duration }) => intervalSeconds(i, duration)));
  // A partial interval exists only when the duration is not a multiple of 5 s.
  expect(inSql.filter((s) => s > 0 && s < 5).length).toBeGreaterThan(0);
});
