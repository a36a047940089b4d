// The Analytics tab's period endpoints against generated viewing sessions of known truth: which
// 5-second intervals each session watched (with seeks back to rewatch), completions, quiz and
// survey outcomes, on different days (some in the previous period, some sessions across
// midnight), sent through the real ingest shuffled and partly resent. Every figure is compared
// with what this file computes from its own records.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dayIn,
  liveViewersSchema,
  periodRetentionSchema,
  questionAnalyticsSchema,
  siteAnalyticsSchema,
  videoPeriodAnalyticsSchema,
  SERVER_EVENT_SOURCE,
  type EventType,
  type PeriodFigures,
} from '@lumen/contract';
import { formatEventRow, foldFinished } from '@lumen/clickhouse';
import { clockWindow, stampEvent, type RequestFacts } from '../src/services/tracking-events.ts';
import { createHarness, type Harness } from './support/harness.ts';
import { busiestSlotIn, latestDstChange } from '../../clickhouse/test/support/time-zones.ts';

const DAY = 86_400_000;
/** The sessions span five weeks: the ingest takes their clocks (TRACK_CLOCK_WINDOW_HOURS). */
const HISTORY_HOURS = 40 * 24;
const SERVER_FACTS: RequestFacts = {
  ip: '127.0.0.1',
  userAgent: '',
  userAgentFamily: 'Unknown',
  device: '',
  isBot: false,
  surface: 'site',
};
const TODAY = Math.floor(Date.now() / DAY) * DAY;
/**
 * The latest a generated session starts: its last event (a few minutes of playback later) is
 * then before the end of the ingest's clock window, five minutes after the receive time.
 */
const LATEST_START = Date.now() - 5 * 60_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const PERIOD = { from: isoDay(TODAY - 13 * DAY), to: isoDay(TODAY), days: 14 };
const PREVIOUS = { from: isoDay(TODAY - 27 * DAY), to: isoDay(TODAY - 14 * DAY), days: 14 };

/** Mulberry32: the same sessions on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Sent {
  eventId: string;
  eventType: EventType;
  videoId: number;
  sessionId: string;
  timestamp: number;
  timecode?: number;
  duration?: number;
  elementId?: number;
  metadata?: Record<string, unknown>;
}

/** A server-judged answer sent through POST /api/quizzes/:id/responses (today). */
interface Answer {
  sessionId: string;
  answer: string;
  correct: boolean;
}

const PLAYBACK = new Set(['view', 'progress', 'video_play', 'video_pause', 'video_completed']);

/** The test's own arithmetic of every figure, from the events it sent (days of `dayOf`). */
function truth(
  events: Sent[],
  answers: Answer[],
  video: { id: number; duration: number; quizId?: number; surveyId?: number },
  from: string,
  to: string,
  dayOf: (ms: number) => string = isoDay,
) {
  const inRange = (ms: number) => dayOf(ms) >= from && dayOf(ms) <= to;
  const mine = events.filter((e) => e.videoId === video.id && inRange(e.timestamp));
  const answersToday = inRange(Date.now()) ? answers : [];
  const sessions = new Set(mine.filter((e) => PLAYBACK.has(e.eventType)).map((e) => e.sessionId));
  const intervals = new Map<string, Set<number>>();
  const reports = new Map<number, number>();
  for (const e of mine.filter((x) => x.eventType === 'progress' && x.timecode! > 0)) {
    const interval = Math.ceil(e.timecode! / 5);
    const set = intervals.get(e.sessionId) ?? new Set<number>();
    set.add(interval);
    intervals.set(e.sessionId, set);
    reports.set(interval, (reports.get(interval) ?? 0) + 1);
  }
  const seconds = (i: number) => Math.max(0, Math.min(5, video.duration - 5 * (i - 1)));
  let watched = 0;
  for (const set of intervals.values()) for (const i of set) watched += seconds(i);
  const threshold = Math.ceil((0.95 * video.duration) / 5);
  const completed = [...sessions].filter(
    (s) =>
      [...(intervals.get(s) ?? [])].some((i) => i >= threshold) ||
      mine.some((e) => e.sessionId === s && e.eventType === 'video_completed'),
  ).length;
  // A completion is the server's answer event; the player's own completions count nowhere.
  const counted = (e: Sent) =>
    !e.eventType.endsWith('_completed') || e.metadata?.source === SERVER_EVENT_SOURCE;
  const pairs = (type: string) =>
    new Set([
      ...mine
        .filter((e) => e.eventType === type && counted(e))
        .map((e) => `${e.sessionId}/${e.elementId}`),
      ...(type === 'quiz_completed' && video.quizId
        ? answersToday.map((a) => `${a.sessionId}/${video.quizId}`)
        : []),
    ]).size;
  const judged = [
    ...mine
      .filter((e) => e.eventType === 'quiz_completed' && e.metadata?.isCorrect !== undefined)
      .map((e) => e.metadata!.isCorrect === true),
    ...(video.quizId ? answersToday.map((a) => a.correct) : []),
  ];
  return {
    views: mine.filter((e) => e.eventType === 'view').length,
    sessions: sessions.size,
    watched,
    completed,
    quizShown: pairs('quiz_shown'),
    quizCompleted: pairs('quiz_completed'),
    surveyShown: pairs('survey_shown'),
    surveyCompleted: pairs('survey_completed'),
    right: judged.filter(Boolean).length,
    judged: judged.length,
    sessionsAt: (i: number) => [...intervals.values()].filter((set) => set.has(i)).length,
    reportsAt: (i: number) => reports.get(i) ?? 0,
  };
}

const pct = (part: number, whole: number) =>
  whole > 0 ? Math.round(Math.min(100, (part / whole) * 100) * 10) / 10 : 0;
const oneDecimal = (x: number) => Math.round(x * 10) / 10;

function expectedFigures(t: ReturnType<typeof truth>, duration: number): PeriodFigures {
  const completionRate = pct(t.completed, t.sessions);
  const quizCompletionRate = pct(t.quizCompleted, t.quizShown);
  const surveyCompletionRate = pct(t.surveyCompleted, t.surveyShown);
  return {
    views: t.views,
    sessions: t.sessions,
    watchTime: t.watched,
    avgWatchTime: t.sessions ? oneDecimal(t.watched / t.sessions) : 0,
    avgPercentWatched: pct(t.watched / duration, t.sessions),
    completionRate,
    quizCompletionRate,
    surveyCompletionRate,
    engagementScore: Math.round((completionRate + quizCompletionRate + surveyCompletionRate) / 3),
    quizScore: t.judged ? pct(t.right, t.judged) : null,
  };
}

/**
 * Sessions of one video: a view, progress reports every 5 s of playback up to where the viewer
 * left (slightly before each 5-second mark, as players report), sometimes a seek back and the
 * same stretch again, the player's video_completed, and the quiz and survey on the way.
 */
function generateSessions(
  next: () => number,
  video: { id: number; duration: number; quizId?: number; surveyId?: number },
  count: number,
  forced: { dayOffset: number; hour: number; end: number }[] = [],
) {
  const events: Sent[] = [];
  const answerToday: string[] = [];
  for (let n = 0; n < count; n++) {
    const plan = forced[n] ?? {
      dayOffset: -Math.floor(next() * 35),
      hour: Math.floor(next() * 24),
      end: 5 * (1 + Math.floor(next() * (video.duration / 5))),
    };
    const sessionId = `v${video.id}-s${n}`;
    // Every seventh session starts a minute before midnight and goes on into the next day.
    const planned =
      n % 7 === 3
        ? TODAY + plan.dayOffset * DAY - 60_000
        : TODAY + plan.dayOffset * DAY + plan.hour * 3_600_000 + Math.floor(next() * 3_000_000);
    // A session planned for a time of today not yet reached happens as late today as it can
    // (the ingest would date a future event at its arrival instead).
    const start = planned > LATEST_START ? Math.max(TODAY, LATEST_START) : planned;
    let clock = start;
    const send = (e: Omit<Sent, 'eventId' | 'videoId' | 'sessionId' | 'timestamp'>) =>
      events.push({ eventId: randomUUID(), videoId: video.id, sessionId, timestamp: clock, ...e });
    send({ eventType: 'view' });
    send({ eventType: 'video_play', timecode: 0 });
    const marks: number[] = [];
    for (let t = 5; t <= plan.end; t += 5) marks.push(t);
    if (plan.end >= 20 && next() < 0.35) {
      const back = 5 * (1 + Math.floor(next() * (plan.end / 5 - 2)));
      send({ eventType: 'video_seek', timecode: back });
      for (let t = back + 5; t <= Math.min(plan.end, back + 20); t += 5) marks.push(t);
    }
    for (const mark of marks) {
      clock += 5000;
      send({ eventType: 'progress', timecode: mark - 0.25, duration: video.duration });
      if (
        video.quizId &&
        mark === 30 &&
        !events.some((e) => e.sessionId === sessionId && e.eventType === 'quiz_shown')
      ) {
        send({ eventType: 'quiz_shown', elementId: video.quizId, timecode: 30 });
        const outcome = next();
        if (plan.dayOffset === 0 && outcome < 0.7) answerToday.push(sessionId);
        else if (outcome < 0.4)
          send({
            eventType: 'quiz_completed',
            elementId: video.quizId,
            metadata: { answer: 'Paris', isCorrect: true, source: SERVER_EVENT_SOURCE },
          });
        else if (outcome < 0.7)
          send({
            eventType: 'quiz_completed',
            elementId: video.quizId,
            metadata: { answer: 'Lyon', isCorrect: false, source: SERVER_EVENT_SOURCE },
          });
        else send({ eventType: 'quiz_skipped', elementId: video.quizId, timecode: 30 });
        // The player's own quiz_completed for an answer: the same (session, quiz), counted once.
        if (outcome < 0.2)
          send({ eventType: 'quiz_completed', elementId: video.quizId, timecode: 30 });
      }
      if (video.surveyId && mark === 65) {
        send({ eventType: 'survey_shown', elementId: video.surveyId, timecode: 62 });
        const outcome = next();
        // A named survey's answer: the server's event names the session.
        if (outcome < 0.5)
          send({
            eventType: 'survey_completed',
            elementId: video.surveyId,
            metadata: { source: SERVER_EVENT_SOURCE },
          });
        else if (outcome < 0.75) send({ eventType: 'survey_skipped', elementId: video.surveyId });
      }
    }
    if (plan.end === video.duration || next() < 0.1)
      send({ eventType: 'video_completed', timecode: plan.end });
    else send({ eventType: 'video_pause', timecode: plan.end });
  }
  return { events, answerToday };
}

function shuffle<T>(items: T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('period analytics endpoints', () => {
  let h: Harness;
  const sent: Sent[] = [];
  const answers: Answer[] = [];
  let one: { id: number; duration: number; quizId: number; surveyId: number };
  let two: { id: number; duration: number };
  let idle: number;

  beforeAll(async () => {
    h = await createHarness('pglite', {
      events: 'log',
      env: { TRACK_RATE_LIMIT_PER_MINUTE: '0', TRACK_CLOCK_WINDOW_HOURS: String(HISTORY_HOURS) },
    });
    const createVideo = async (title: string, duration: number) =>
      (
        await h.asAdmin({
          method: 'POST',
          url: '/api/videos',
          payload: { title, sourceUrl: `https://cdn.example.com/${title}.mp4`, duration },
        })
      ).json<{ id: number }>().id;
    const oneId = await createVideo('One', 100);
    // 58 s: its last interval (55–58 s) counts 3 s.
    two = { id: await createVideo('Two', 58), duration: 58 };
    idle = await createVideo('Idle', 30);
    const quiz = (
      await h.asAdmin({
        method: 'POST',
        url: `/api/videos/${oneId}/quizzes`,
        payload: {
          title: 'Capital',
          question: 'What is the capital of France?',
          questionType: 'single_choice',
          options: ['Paris', 'Lyon'],
          correctAnswer: 'Paris',
          timecode: 30,
        },
      })
    ).json<{ id: number }>();
    const survey = (
      await h.asAdmin({
        method: 'POST',
        url: `/api/videos/${oneId}/surveys`,
        payload: {
          title: 'Feedback',
          timecode: 62,
          questions: [{ id: 'q1', text: 'Was it clear?', type: 'yes_no' }],
        },
      })
    ).json<{ id: number }>();
    one = { id: oneId, duration: 100, quizId: quiz.id, surveyId: survey.id };

    const next = random(11);
    // The first sessions are today and watch past the quiz, so some answer it through the
    // real response route.
    // (The last leaves at 65 s, so the survey's "just after" interval differs from its own.)
    const today = Array.from({ length: 6 }, (_, i) => ({
      dayOffset: 0,
      hour: 1,
      end: i < 5 ? 100 : 65,
    }));
    const a = generateSessions(next, one, 70, today);
    const b = generateSessions(next, two, 25, [{ dayOffset: -1, hour: 5, end: 60 }]);
    sent.push(...a.events, ...b.events);

    // Shuffled, with about one event in six sent twice, in batches.
    const deliveries = shuffle([...sent, ...sent.filter(() => next() < 0.17)], next);
    // The server's answer events of past days (backdated history) go straight into the queue,
    // as the response route's own do: a client may not claim source 'server'.
    const fromServer = deliveries.filter((e) => e.metadata?.source === SERVER_EVENT_SOURCE);
    const fromClients = deliveries.filter((e) => e.metadata?.source !== SERVER_EVENT_SOURCE);
    await h.events!.queue.enqueue(
      fromServer
        .map((e) =>
          formatEventRow(stampEvent(e, SERVER_FACTS, Date.now(), clockWindow(HISTORY_HOURS))),
        )
        .join('\n'),
      fromServer.length,
    );
    for (let i = 0; i < fromClients.length; i += 250) {
      const response = await h.request({
        method: 'POST',
        url: '/api/track/batch',
        payload: fromClients.slice(i, i + 250),
      });
      expect(response.statusCode).toBe(202);
    }
    for (const [i, sessionId] of a.answerToday.entries()) {
      const answer = i % 3 === 2 ? 'Lyon' : 'Paris';
      const response = await h.request({
        method: 'POST',
        url: `/api/quizzes/${quiz.id}/responses`,
        payload: { answer, sessionId },
      });
      expect(response.statusCode).toBe(201);
      answers.push({ sessionId, answer, correct: answer === 'Paris' });
    }
    await h.events!.drain();
  }, 120_000);
  afterAll(() => h?.close());

  const get = async (url: string) => {
    const response = await h.asAdmin({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  };
  const range = `from=${PERIOD.from}&to=${PERIOD.to}`;

  it('the generated traffic covers what the figures distinguish', () => {
    const t = truth(sent, answers, one, PERIOD.from, PERIOD.to);
    expect(t.sessions).toBeGreaterThan(15);
    expect(t.completed).toBeGreaterThan(0);
    expect(t.judged).toBeGreaterThan(t.right);
    expect(t.right).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(0);
    expect(t.surveyCompleted).toBeGreaterThan(0);
    expect([...Array(20).keys()].some((i) => t.reportsAt(i + 1) > t.sessionsAt(i + 1))).toBe(true);
    expect(truth(sent, answers, one, PREVIOUS.from, PREVIOUS.to).sessions).toBeGreaterThan(5);
    expect(truth(sent, answers, two, PERIOD.from, PERIOD.to).sessionsAt(12)).toBeGreaterThan(0);
  });

  it('the period and the previous one: every figure as the sessions sent it', async () => {
    const body = videoPeriodAnalyticsSchema.parse(
      await get(`/api/videos/${one.id}/analytics/period?${range}`),
    );
    expect(body.period).toEqual(PERIOD);
    expect(body.previousPeriod).toEqual(PREVIOUS);
    expect(body.current).toEqual(
      expectedFigures(truth(sent, answers, one, PERIOD.from, PERIOD.to), one.duration),
    );
    expect(body.previous).toEqual(
      expectedFigures(truth(sent, answers, one, PREVIOUS.from, PREVIOUS.to), one.duration),
    );
  });

  it('views, watch time and sessions per day and per week, and the busiest slot', async () => {
    for (const bucket of ['day', 'week'] as const) {
      const width = bucket === 'day' ? 1 : 7;
      const body = videoPeriodAnalyticsSchema.parse(
        await get(`/api/videos/${one.id}/analytics/period?${range}&bucket=${bucket}`),
      );
      expect(body.bucket).toBe(bucket);
      const first = Date.parse(`${PERIOD.from}T00:00:00Z`);
      expect(body.series).toEqual(
        Array.from({ length: 14 / width }, (_, i) => {
          const start = first + i * width * DAY;
          const t = truth(sent, answers, one, isoDay(start), isoDay(start + (width - 1) * DAY));
          return {
            start: isoDay(start),
            views: t.views,
            watchTime: t.watched,
            sessions: t.sessions,
          };
        }),
      );
    }
    const slots = new Map<number, number>();
    for (const e of sent.filter(
      (x) => x.videoId === one.id && x.eventType === 'view' && isoDay(x.timestamp) >= PERIOD.from,
    )) {
      const at = new Date(e.timestamp);
      const slot = ((at.getUTCDay() + 6) % 7) * 12 + Math.floor(at.getUTCHours() / 2);
      slots.set(slot, (slots.get(slot) ?? 0) + 1);
    }
    const [slot, views] = [...slots].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]!;
    const body = videoPeriodAnalyticsSchema.parse(
      await get(`/api/videos/${one.id}/analytics/period?${range}`),
    );
    expect(body.busiestSlot).toEqual({
      weekday: Math.floor(slot / 12),
      startHour: (slot % 12) * 2,
      views,
    });
  });

  it('without from/to: the last 30 days with today, and a video without events is all zeros', async () => {
    const body = videoPeriodAnalyticsSchema.parse(
      await get(`/api/videos/${idle}/analytics/period`),
    );
    expect(body.period).toEqual({
      from: isoDay(TODAY - 29 * DAY),
      to: isoDay(TODAY),
      days: 30,
    });
    expect(body.series).toHaveLength(30);
    expect(body.series.every((p) => p.views === 0 && p.sessions === 0)).toBe(true);
    expect(body.current).toMatchObject({ views: 0, sessions: 0, watchTime: 0, quizScore: null });
    expect(body.busiestSlot).toBeNull();
  });

  it('the retention curve, rewatch intensity and the markers of the quiz and the survey', async () => {
    const body = periodRetentionSchema.parse(
      await get(`/api/videos/${one.id}/analytics/period-retention?${range}&buckets=20`),
    );
    const t = truth(sent, answers, one, PERIOD.from, PERIOD.to);
    expect(body.duration).toBe(100);
    expect(body.sessions).toBe(t.sessions);
    expect(body.buckets).toEqual(
      Array.from({ length: 20 }, (_, i) => ({
        start: i * 5,
        end: (i + 1) * 5,
        share: pct(t.sessionsAt(i + 1), t.sessions),
        rewatch: t.sessionsAt(i + 1)
          ? Math.round(Math.max(0, t.reportsAt(i + 1) / t.sessionsAt(i + 1) - 1) * 100) / 100
          : 0,
      })),
    );
    const share = (i: number) =>
      i === 0 ? pct(t.sessions, t.sessions) : pct(t.sessionsAt(i), t.sessions);
    const marker = (before: number, after: number) => ({
      retentionBefore: share(before),
      retentionAfter: share(after),
      dropOff: oneDecimal(share(before) - share(after)),
    });
    expect(body.markers).toEqual([
      {
        elementType: 'quiz',
        elementId: one.quizId,
        title: 'Capital',
        timecode: 30,
        // Before: the interval ending at 30 s (25–30); after: the one starting there (30–35).
        ...marker(6, 7),
        shown: t.quizShown,
        answered: t.quizCompleted,
        correctRate: pct(t.right, t.judged),
      },
      {
        elementType: 'survey',
        elementId: one.surveyId,
        title: 'Feedback',
        timecode: 62,
        // Before: 55–60 s; after: the first interval starting after 62 s (65–70).
        ...marker(12, 14),
        shown: t.surveyShown,
        answered: t.surveyCompleted,
        correctRate: null,
      },
    ]);
  });

  it('one figure per element: the marker, its breakdown and the completion bars agree', async () => {
    const retention = periodRetentionSchema.parse(
      await get(`/api/videos/${one.id}/analytics/period-retention?${range}`),
    );
    const questions = questionAnalyticsSchema.parse(
      await get(`/api/videos/${one.id}/analytics/questions?${range}`),
    );
    const figures = videoPeriodAnalyticsSchema.parse(
      await get(`/api/videos/${one.id}/analytics/period?${range}`),
    ).current;
    const quiz = questions.quizzes.find((q) => q.quizId === one.quizId)!;
    const survey = questions.surveys.find((s) => s.surveyId === one.surveyId)!;
    const markerOf = (type: string, id: number) =>
      retention.markers.find((m) => m.elementType === type && m.elementId === id)!;
    expect(quiz.shown).toBeGreaterThan(0);
    expect(survey.shown).toBeGreaterThan(0);
    expect(markerOf('quiz', one.quizId)).toMatchObject({
      shown: quiz.shown,
      answered: quiz.answered,
    });
    expect(markerOf('survey', one.surveyId)).toMatchObject({
      shown: survey.shown,
      answered: survey.responses,
    });
    // One quiz and one survey on the video: the bars are their answered ÷ shown.
    expect(figures.quizCompletionRate).toBe(pct(quiz.answered, quiz.shown));
    expect(figures.surveyCompletionRate).toBe(pct(survey.responses, survey.shown));
  });

  it('the site overview: every video, the idle one as zeros, and the totals', async () => {
    const body = siteAnalyticsSchema.parse(await get(`/api/analytics/videos?${range}`));
    const videos = [
      { ...one, title: 'One' },
      { ...two, title: 'Two' },
      { id: idle, duration: 30, title: 'Idle' },
    ];
    const truths = videos.map((v) => truth(sent, answers, v, PERIOD.from, PERIOD.to));
    expect(body.period).toEqual(PERIOD);
    expect(body.videos).toEqual(
      videos
        .map((v, i) => {
          const t = truths[i]!;
          return {
            videoId: v.id,
            title: v.title,
            views: t.views,
            sessions: t.sessions,
            watchTime: t.watched,
            avgWatchTime: t.sessions ? oneDecimal(t.watched / t.sessions) : 0,
            completionRate: pct(t.completed, t.sessions),
            quizScore: t.judged ? pct(t.right, t.judged) : null,
          };
        })
        .sort((x, y) => y.views - x.views || x.videoId - y.videoId),
    );
    const sum = (key: keyof (typeof truths)[number]) =>
      truths.reduce((total, t) => total + (t[key] as number), 0);
    const sessions = sum('sessions');
    expect(body.totals).toEqual({
      views: sum('views'),
      sessions,
      watchTime: sum('watched'),
      avgWatchTime: oneDecimal(sum('watched') / sessions),
      avgPercentWatched: pct(
        truths.reduce((total, t, i) => total + t.watched / videos[i]!.duration, 0),
        sessions,
      ),
      completionRate: pct(sum('completed'), sessions),
      quizScore: pct(sum('right'), sum('judged')),
    });
  });

  it('live viewers: the sessions whose events arrived in the last five minutes', async () => {
    const body = liveViewersSchema.parse(await get(`/api/videos/${two.id}/analytics/live`));
    expect(body.viewers).toBe(
      new Set(sent.filter((e) => e.videoId === two.id).map((e) => e.sessionId)).size,
    );
    expect(body.windowMinutes).toBe(5);
    expect(Math.abs(Date.parse(body.at) - Date.now())).toBeLessThan(60_000);
    expect(liveViewersSchema.parse(await get(`/api/videos/${idle}/analytics/live`)).viewers).toBe(
      0,
    );
  });

  it('bad periods and parameters are a 400 with a clear message', async () => {
    const cases: [string, string][] = [
      [`from=${PERIOD.to}&to=${PERIOD.from}`, 'to cannot be before from'],
      ['from=2026-02-30&to=2026-03-05', 'from must be a real date'],
      ['from=2026-01-01&to=2026-13-01', 'to must be a real date'],
      ['from=yesterday&to=2026-01-01', 'from must be a date as YYYY-MM-DD'],
      ['from=2025-01-01&to=2026-01-02', 'a period covers at most 366 days'],
      [`from=${PERIOD.from}`, 'from and to go together'],
      [`to=${PERIOD.to}`, 'from and to go together'],
    ];
    for (const path of [
      `/api/videos/${one.id}/analytics/period`,
      `/api/videos/${one.id}/analytics/period-retention`,
      '/api/analytics/videos',
    ])
      for (const [query, message] of cases) {
        const response = await h.asAdmin({ method: 'GET', url: `${path}?${query}` });
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toEqual({ message });
      }
    const bucket = await h.asAdmin({
      method: 'GET',
      url: `/api/videos/${one.id}/analytics/period?bucket=month`,
    });
    expect([bucket.statusCode, bucket.json()]).toEqual([
      400,
      { message: 'bucket must be day or week' },
    ]);
    const buckets = await h.asAdmin({
      method: 'GET',
      url: `/api/videos/${one.id}/analytics/period-retention?buckets=0`,
    });
    expect([buckets.statusCode, buckets.json()]).toEqual([
      400,
      { message: 'buckets must be at least 1' },
    ]);
    // A full 366-day period is fine.
    expect(
      (
        await h.asAdmin({
          method: 'GET',
          url: '/api/analytics/videos?from=2024-01-01&to=2024-12-31',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('admins only (401, 403), and an unknown video is a 404', async () => {
    const paths = [
      `/api/videos/${one.id}/analytics/period`,
      `/api/videos/${one.id}/analytics/period-retention`,
      `/api/videos/${one.id}/analytics/live`,
      '/api/analytics/videos',
    ];
    for (const url of paths) {
      expect((await h.request({ method: 'GET', url })).statusCode).toBe(401);
      expect((await h.asViewer({ method: 'GET', url })).statusCode).toBe(403);
    }
    for (const path of ['period', 'period-retention', 'live']) {
      const response = await h.asAdmin({
        method: 'GET',
        url: `/api/videos/999999/analytics/${path}`,
      });
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'Video not found' }]);
    }
  });

  // Last: it closes the event store.
  it('the event store being away is a 503 with retry-after, never a 500', async () => {
    await h.events!.store.close();
    for (const url of [
      `/api/videos/${one.id}/analytics/period`,
      `/api/videos/${one.id}/analytics/period-retention`,
      `/api/videos/${one.id}/analytics/live`,
      '/api/analytics/videos',
    ]) {
      const response = await h.asAdmin({ method: 'GET', url });
      expect([response.statusCode, response.json()], url).toEqual([
        503,
        { message: 'Analytics are unavailable right now' },
      ]);
      expect(response.headers['retry-after']).toBe('5');
    }
  });
});

describe('period analytics in the site analytics time zone', () => {
  let h: Harness;
  let video: { id: number; duration: number };
  const sent: Sent[] = [];
  const HOUR = 3_600_000;
  /** Berlin's latest change of clock: its day's first and last hour, and the next day's first. */
  const dst = latestDstChange('Europe/Berlin', TODAY);
  /** A view at 23:30 UTC two days ago (a week earlier when the change of clock is near), and one at noon that day. */
  const base =
    Math.abs(dst.start - (TODAY - 2 * DAY)) < 4 * DAY ? TODAY - 10 * DAY : TODAY - 2 * DAY;
  const late = base + 23.5 * HOUR;
  const noon = base + 12 * HOUR;
  const starts = [
    late,
    noon,
    dst.start - 10 * 60_000,
    dst.start + 10 * 60_000,
    dst.end - 10 * 60_000,
    dst.end + 10 * 60_000,
  ];

  beforeAll(async () => {
    h = await createHarness('pglite', { events: 'log' });
    const created = await h.asAdmin({
      method: 'POST',
      url: '/api/videos',
      payload: { title: 'Zoned', sourceUrl: 'https://cdn.example.com/zoned.mp4', duration: 100 },
    });
    video = { id: created.json<{ id: number }>().id, duration: 100 };
    // A minute each: a view, progress every 5 s, the player's completion for every other one.
    for (const [n, start] of starts.entries()) {
      const at = (s: number, e: Omit<Sent, 'eventId' | 'videoId' | 'sessionId' | 'timestamp'>) =>
        sent.push({
          eventId: randomUUID(),
          videoId: video.id,
          sessionId: `zoned-${n}`,
          timestamp: start + s * 1000,
          ...e,
        });
      at(0, { eventType: 'view' });
      for (let t = 5; t <= 60; t += 5)
        at(t, { eventType: 'progress', timecode: t - 0.25, duration: 100 });
      at(61, { eventType: n % 2 ? 'video_completed' : 'video_pause', timecode: 60 });
    }
    // Months old (the DST change): queued as the ingest stamps them, with a window that keeps
    // their clocks.
    const window = clockWindow(400 * 24);
    await h.events!.queue.enqueue(
      sent.map((e) => formatEventRow(stampEvent(e, SERVER_FACTS, Date.now(), window))).join('\n'),
      sent.length,
    );
    await h.events!.drain();
  }, 120_000);
  afterAll(() => h?.close());

  const get = async (url: string) => {
    const response = await h.asAdmin({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  };
  const setZone = async (zone: string) => {
    const settings = (await get('/api/admin/settings')) as Record<string, unknown>;
    const { privacyUpdatedAt: _p, cookiesUpdatedAt: _c, ...editable } = settings;
    return h.asAdmin({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...editable, analyticsTimeZone: zone },
    });
  };
  const foldNow = () =>
    foldFinished(h.events!.store, { now: Date.now() + 60 * 60_000, insertMarginMs: 0 });

  /** The period endpoint's figures, series and busiest slot against the truth of the zone. */
  async function expectZoneFigures(zone: string, from: string, to: string) {
    const dayOf = (ms: number) => dayIn(zone, ms);
    const body = videoPeriodAnalyticsSchema.parse(
      await get(`/api/videos/${video.id}/analytics/period?from=${from}&to=${to}`),
    );
    expect(body.current).toEqual(
      expectedFigures(truth(sent, [], video, from, to, dayOf), video.duration),
    );
    expect(body.series).toEqual(
      Array.from({ length: body.period.days }, (_, i) => {
        const day = addDays(from, i);
        const t = truth(sent, [], video, day, day, dayOf);
        return { start: day, views: t.views, watchTime: t.watched, sessions: t.sessions };
      }),
    );
    const views = sent
      .filter(
        (e) => e.eventType === 'view' && dayOf(e.timestamp) >= from && dayOf(e.timestamp) <= to,
      )
      .map((e) => e.timestamp);
    expect(body.busiestSlot).toEqual(busiestSlotIn(zone, views));
    const site = siteAnalyticsSchema.parse(
      await get(`/api/analytics/videos?from=${from}&to=${to}`),
    );
    expect(site.videos[0]).toMatchObject({
      views: body.current.views,
      sessions: body.current.sessions,
      watchTime: body.current.watchTime,
    });
    return body;
  }

  it('a view at 23:30 UTC is on the next day in UTC+2, before and after the folds', async () => {
    const day = (ms: number) => dayIn('UTC', ms);
    // In UTC both views are on one day.
    const utc = await expectZoneFigures('UTC', day(noon), day(late + DAY));
    expect(utc.series.map((p) => p.views)).toEqual([2, 0]);

    expect((await setZone('Africa/Johannesburg')).statusCode).toBe(200);
    for (const folded of [false, true]) {
      if (folded) await foldNow();
      const body = await expectZoneFigures('Africa/Johannesburg', day(noon), day(late + DAY));
      expect(body.series.map((p) => [p.start, p.views])).toEqual([
        [day(noon), 1],
        [day(late + DAY), 1],
      ]);
    }
    // Without from/to: the last 30 days up to today in the zone.
    const recent = videoPeriodAnalyticsSchema.parse(
      await get(`/api/videos/${video.id}/analytics/period`),
    );
    expect(recent.period.to).toBe(dayIn('Africa/Johannesburg', Date.now()));
  });

  it('a change of clock (Europe/Berlin): the day of 23 or 25 hours, before and after the folds', async () => {
    expect((await setZone('Europe/Berlin')).statusCode).toBe(200);
    for (const folded of [false, true]) {
      if (folded) await foldNow();
      const body = await expectZoneFigures(
        'Europe/Berlin',
        addDays(dst.day, -1),
        addDays(dst.day, 1),
      );
      expect(body.series.map((p) => p.sessions)).toEqual([1, 2, 1]);
    }
  });

  // Last: it closes the event store.
  it('a new zone is refused while the event store is away (503), and nothing is saved', async () => {
    await h.events!.store.close();
    const response = await setZone('Asia/Kolkata');
    expect([response.statusCode, response.headers['retry-after']]).toEqual([503, '5']);
    expect(
      ((await get('/api/admin/settings')) as { analyticsTimeZone: string }).analyticsTimeZone,
    ).toBe('Europe/Berlin');
  });
});
