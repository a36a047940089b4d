// Migration 021's playback figures on chDB: playing time per rendition, speed and captions, the
// rebuffer ratio, exits before video start, quality switches and caption use are the exact
// figures of the events stored, whatever is resent; a fold of finished days changes no answer,
// before or after a late or resent event. Also: quality rows stored before 021 still read.
import type { AudienceAnalytics, TrackingEvent } from '@lumen/contract';
import { expect, it } from 'vitest';
import { wrapClient } from '../src/clickhouse-event-store.ts';
import { foldPlaybackTimeDays } from '../src/fold-playback-time.ts';
import { applyMigrations, readMigrations } from '../src/migrate.ts';
import { getAudience } from '../src/queries/videos/get-audience.ts';
import { NOW, buildEvent, toRows } from './support/events.ts';
import { chdbTestClient } from './support/chdb-client.ts';

const client = chdbTestClient('playback-time');
const store = wrapClient(client, 'chdb');

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const VIDEO = 31;

type Entry = { height: number; rate: number; captions: string; ms: number };
const event = (
  eventType: TrackingEvent['eventType'],
  sessionId: string,
  at: number,
  metadata: Record<string, unknown> = {},
) => buildEvent({ eventType, videoId: VIDEO, sessionId, timestamp: at, receivedAt: at, metadata });
const summary = (sessionId: string, at: number, played: Entry[]) =>
  event('playback_summary', sessionId, at, { played, url: 'https://videos.example.com/watch/31' });
const stall = (sessionId: string, at: number, stallMs: number) =>
  event('playback_stalled', sessionId, at, { stallMs });
const switched = (sessionId: string, at: number, mode: 'auto' | 'chosen') =>
  event('quality_switched', sessionId, at, { fromHeight: 360, toHeight: 720, mode });

let batch = 0;
const insert = (events: TrackingEvent[]) => store.insertRows(toRows(events), `batch-${batch++}`);
const foldNow = () => foldPlaybackTimeDays(store, { insertMarginMs: 0 });

async function quality(days = 10): Promise<AudienceAnalytics['quality']> {
  const audience = await getAudience(store, VIDEO, {
    from: isoDay(NOW - (days - 1) * DAY),
    to: isoDay(NOW),
    days,
  });
  return audience.quality;
}

it('rows of the quality rollup stored before 021 still count; the new figures start empty', async () => {
  await applyMigrations(
    client,
    readMigrations().filter((m) => m.version < 21),
  );
  await insert([
    event('video_play', 'old', NOW - 3 * DAY),
    event('playback_started', 'old', NOW - 3 * DAY + 500, { startupMs: 500 }),
    stall('old', NOW - 3 * DAY + 9000, 800),
  ]);
  expect(await applyMigrations(client)).toEqual(
    readMigrations()
      .filter((m) => m.version >= 21)
      .map((m) => m.name),
  );
  const before = await quality();
  expect(before).toMatchObject({
    sessionsMeasured: 1,
    startupP50Ms: 500,
    playingSeconds: 0,
    stalledSeconds: 0,
    rebufferPercent: null,
    sessionsAskedToPlay: 0,
    exitsBeforeStart: 0,
    exitBeforeStartRate: 0,
    switches: { auto: 0, chosen: 0 },
    renditions: [],
    rates: [],
    captions: { playingSessions: 0, sessionsWithCaptions: 0, share: 0, languages: [] },
  });
});

// Yesterday: session a plays 60 s at 720p (40 s with English captions, 20 s at 1.5× without),
// then 20 s at 360p after an automatic switch, stalls 2 s; b plays 30 s at 1080p with French
// captions after choosing it; c asks to play and leaves before the first frame; d asks and
// fails; e asks, starts and plays 10 s at an unknown height. Every event of a and b is sent
// twice.
const A_SUMMARY_1 = summary('a', NOW - DAY + 60_000, [
  { height: 720, rate: 1, captions: 'en', ms: 40_000 },
  { height: 720, rate: 1.5, captions: '', ms: 20_000 },
]);
const A_SUMMARY_2 = summary('a', NOW - DAY + 90_000, [
  { height: 360, rate: 1, captions: '', ms: 20_000 },
]);
const yesterday = [
  event('video_play', 'a', NOW - DAY),
  event('playback_started', 'a', NOW - DAY + 400, { startupMs: 400 }),
  A_SUMMARY_1,
  switched('a', NOW - DAY + 61_000, 'auto'),
  stall('a', NOW - DAY + 70_000, 2000),
  A_SUMMARY_2,
  event('video_play', 'b', NOW - DAY),
  event('playback_started', 'b', NOW - DAY + 600, { startupMs: 600 }),
  switched('b', NOW - DAY + 1000, 'chosen'),
  summary('b', NOW - DAY + 31_000, [{ height: 1080, rate: 1, captions: 'fr', ms: 30_000 }]),
];
const others = [
  event('video_play', 'c', NOW - DAY),
  event('video_play', 'd', NOW - DAY),
  event('playback_error', 'd', NOW - DAY + 3000, { code: 2 }),
  event('video_play', 'e', NOW - DAY),
  event('playback_started', 'e', NOW - DAY + 900, { startupMs: 900 }),
  summary('e', NOW - DAY + 11_000, [{ height: 0, rate: 1, captions: '', ms: 10_000 }]),
];

const expected = {
  playingSeconds: 120,
  stalledSeconds: 2,
  rebufferPercent: Math.round((2 / 122) * 10_000) / 100,
  sessionsAskedToPlay: 5,
  exitsBeforeStart: 1,
  exitBeforeStartRate: 20,
  switches: { auto: 1, chosen: 1 },
  renditions: [
    { height: 1080, seconds: 30, share: 25 },
    { height: 720, seconds: 60, share: 50 },
    { height: 360, seconds: 20, share: 16.7 },
    { height: 0, seconds: 10, share: 8.3 },
  ],
  rates: [
    { rate: 1, seconds: 100, share: 83.3 },
    { rate: 1.5, seconds: 20, share: 16.7 },
  ],
  captions: {
    playingSessions: 3,
    sessionsWithCaptions: 2,
    share: 66.7,
    languages: [
      { language: 'en', sessions: 1, share: 33.3 },
      { language: 'fr', sessions: 1, share: 33.3 },
    ],
  },
};

it('every figure is the exact figure of the events stored, a resent event counted once', async () => {
  await insert([...yesterday, ...others]);
  await insert(yesterday);
  await insert([{ ...A_SUMMARY_1 }, { ...A_SUMMARY_2 }]);
  expect(await quality()).toMatchObject(expected);
  // The session stored before 021 has its startup time, and is not among those that asked to
  // play (it was stored before those sets existed).
  expect((await quality()).sessionsMeasured).toBe(4);
});

it('a period counts its own days: yesterday alone, and today alone', async () => {
  const audience = await getAudience(store, VIDEO, {
    from: isoDay(NOW - DAY),
    to: isoDay(NOW - DAY),
    days: 1,
  });
  expect(audience.quality).toMatchObject(expected);
  expect((await quality(1)).playingSeconds).toBe(0);
});

it('a fold turns finished days into numbers; a late or resent span counts once, at once', async () => {
  const today = summary('t', Date.now(), [{ height: 720, rate: 2, captions: '', ms: 5000 }]);
  await insert([today]);
  const before = await quality();
  expect(before.playingSeconds).toBe(125);

  await foldNow();
  const folded = await store.query<{ n: string }>(
    'SELECT uniqExact(video_id, day) AS n FROM folded_playback_time_days',
  );
  // Yesterday only: today is still running, three days ago had no spans.
  expect(Number(folded[0]!.n)).toBe(1);
  expect(await quality()).toEqual(before);

  // A late summary for the folded day counts at once; its resend, after the next fold too, never twice.
  const late = summary('a', NOW - DAY + 95_000, [{ height: 360, rate: 1, captions: '', ms: 4000 }]);
  await insert([late]);
  expect((await quality()).playingSeconds).toBe(129);
  await insert([{ ...late }]);
  await foldNow();
  await insert([{ ...late }]);
  const after = await quality();
  expect(after.playingSeconds).toBe(129);
  expect(after.renditions.find((r) => r.height === 360)?.seconds).toBe(24);
});

it('reads the folded numbers while nothing arrived after the fold, the spans once something did', async () => {
  await foldNow();
  // A span put in behind the fold's back (nothing arrived): the folded number is what is read.
  await client.command({
    query: `INSERT INTO playback_time_days (video_id, day, dimension, name, spans)
            SELECT ${VIDEO}, toDate('${isoDay(NOW - DAY)}'), 'rate', '1',
              groupUniqArrayState((generateUUIDv4(), toUInt8(1), toUInt32(7000)))`,
  });
  expect((await quality()).playingSeconds).toBe(129);
  // A stall arrives for that day: its spans are read again (the real ones and the one put in).
  await insert([stall('b', NOW - DAY + 40_000, 1000)]);
  const now = await quality();
  expect(now.playingSeconds).toBe(136);
  expect(now.stalledSeconds).toBe(3);
});
