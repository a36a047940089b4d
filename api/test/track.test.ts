import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BATCH_EVENTS } from '@lumen/contract';
import { insertVideo } from '@lumen/db';
import { deriveUuid } from '../src/services/derived-uuid.ts';
import { startInsideOneWindow } from './support/rate-window.ts';
import { createHarness, type Harness } from './support/harness.ts';
import { queueKinds } from './support/event-pipeline.ts';

const view = (videoId: number, extra: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  sessionId: randomUUID(),
  eventType: 'view',
  videoId,
  metadata: {},
  timestamp: Date.now(),
  ...extra,
});

async function createVideo(h: Harness): Promise<number> {
  const response = await h.asAdmin({
    method: 'POST',
    url: '/api/videos',
    payload: { title: 'Tracked', sourceUrl: 'https://cdn.example.com/t.mp4', duration: 100 },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const summary = async (h: Harness, videoId: number) => {
  await h.events!.drain();
  const response = await h.request({ method: 'GET', url: `/api/videos/${videoId}/analytics` });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe.each(queueKinds)('tracking ingest over the %s queue', (queueKind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite', { events: queueKind });
  });
  afterAll(() => h?.close());

  it('N events posted are exactly N counted', async () => {
    const videoId = await createVideo(h);
    for (let i = 0; i < 20; i++) {
      const r = await h.request({
        method: 'POST',
        url: '/api/track/interaction',
        payload: view(videoId),
      });
      expect(r.statusCode).toBe(202);
      expect(r.json()).toEqual({ accepted: 1 });
    }
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await h.request({
            method: 'POST',
            url: `/api/videos/${videoId}/track-view`,
            payload: { source: 'modal', eventId: randomUUID(), sessionId: `v${i}` },
          })
        ).statusCode,
      ).toBe(202);
    }
    const batch = Array.from({ length: 300 }, () => view(videoId));
    const r = await h.request({ method: 'POST', url: '/api/track/batch', payload: batch });
    expect(r.statusCode).toBe(202);
    expect(r.json()).toEqual({ accepted: 300 });
    expect((await summary(h, videoId)).totalViews).toBe(330);
  });

  it('the same events posted twice are still counted once', async () => {
    const videoId = await createVideo(h);
    const batch = Array.from({ length: 100 }, () => view(videoId));
    for (let round = 0; round < 2; round++) {
      expect(
        (await h.request({ method: 'POST', url: '/api/track/batch', payload: batch })).statusCode,
      ).toBe(202);
      for (const event of batch.slice(0, 10)) {
        expect(
          (await h.request({ method: 'POST', url: '/api/track/interaction', payload: event }))
            .statusCode,
        ).toBe(202);
      }
    }
    expect((await summary(h, videoId)).totalViews).toBe(100);
  });

  it('an old client without eventId and sessionId is accepted, and its resend counts once', async () => {
    const videoId = await createVideo(h);
    const old = { eventType: 'view', videoId, metadata: { userAgent: 'x' }, timestamp: Date.now() };
    const headers = { 'user-agent': 'Mozilla/5.0 Chrome/120.0' };
    expect(
      (await h.request({ method: 'POST', url: '/api/track/interaction', payload: old, headers }))
        .statusCode,
    ).toBe(202);
    expect(
      (await h.request({ method: 'POST', url: '/api/track/interaction', payload: old, headers }))
        .statusCode,
    ).toBe(202);
    expect((await summary(h, videoId)).totalViews).toBe(1);
  });

  it('events without eventId: different events in one millisecond all count, a resend once', async () => {
    const videoId = await createVideo(h);
    const timestamp = Date.now();
    const headers = { 'user-agent': 'Mozilla/5.0 Chrome/120.0' };
    // The spec client's shape: no eventId, no sessionId; 35 volume changes in one millisecond.
    const volumeChanges = Array.from({ length: 35 }, (_, i) => ({
      eventType: 'volume_change',
      videoId,
      timecode: 12,
      metadata: { volume: i / 35 },
      timestamp,
    }));
    for (const event of [...volumeChanges, ...volumeChanges.slice(0, 10)]) {
      const r = await h.request({
        method: 'POST',
        url: '/api/track/interaction',
        payload: event,
        headers,
      });
      expect(r.statusCode).toBe(202);
    }
    await h.events!.drain();
    const listed = await h.asAdmin({
      method: 'GET',
      url: `/api/videos/${videoId}/interaction-events?pageSize=100`,
    });
    expect(listed.statusCode).toBe(200);
    const volumes = listed
      .json()
      .events.filter((e: { eventType: string }) => e.eventType === 'volume_change')
      .map((e: { metadata: { volume: number } }) => e.metadata.volume)
      .sort((a: number, b: number) => a - b);
    expect(volumes).toEqual(volumeChanges.map((e) => e.metadata.volume));
  });

  it('progress reports make watch time and completion', async () => {
    const videoId = await createVideo(h);
    const progress = (sessionId: string, currentTime: number) =>
      h.request({
        method: 'POST',
        url: `/api/videos/${videoId}/track-progress`,
        payload: { sessionId, currentTime, duration: 100, eventId: randomUUID() },
      });
    await h.request({
      method: 'POST',
      url: `/api/videos/${videoId}/track-view`,
      payload: { sessionId: 'half' },
    });
    await h.request({
      method: 'POST',
      url: `/api/videos/${videoId}/track-view`,
      payload: { sessionId: 'whole' },
    });
    for (let t = 5; t <= 60; t += 5) expect((await progress('half', t)).statusCode).toBe(202);
    for (let t = 5; t <= 100; t += 5) await progress('whole', t);
    expect(await summary(h, videoId)).toMatchObject({
      totalViews: 2,
      avgWatchTime: 80,
      completionRate: 50,
    });
  });

  it('quiz and survey responses emit completion events that count in the rates; a client’s own do not', async () => {
    const videoId = await createVideo(h);
    const quiz = (
      await h.asAdmin({
        method: 'POST',
        url: `/api/videos/${videoId}/quizzes`,
        payload: {
          title: 'Q',
          question: 'Capital of France?',
          questionType: 'single_choice',
          options: ['Paris', 'Lyon'],
          correctAnswer: 'Paris',
          timecode: 10,
        },
      })
    ).json();
    const survey = (
      await h.asAdmin({
        method: 'POST',
        url: `/api/videos/${videoId}/surveys`,
        payload: {
          title: 'S',
          timecode: 20,
          questions: [{ id: 'q1', text: 'Like it?', type: 'yes_no' }],
        },
      })
    ).json();
    for (const sessionId of ['a', 'b']) {
      await h.request({
        method: 'POST',
        url: '/api/track/interaction',
        payload: {
          eventType: 'quiz_shown',
          videoId,
          sessionId,
          elementId: quiz.id,
          eventId: randomUUID(),
        },
      });
      await h.request({
        method: 'POST',
        url: '/api/track/interaction',
        payload: {
          eventType: 'survey_shown',
          videoId,
          sessionId,
          elementId: survey.id,
          eventId: randomUUID(),
        },
      });
    }
    expect(
      (
        await h.request({
          method: 'POST',
          url: `/api/quizzes/${quiz.id}/responses`,
          payload: { answer: 'Paris', sessionId: 'a' },
        })
      ).statusCode,
    ).toBe(201);
    // The player also reports the completions it saw, and a client may claim ones the server
    // never stored: only the server's events count.
    const clientCompleted = (eventType: string, sessionId: string, elementId: number) =>
      h.request({
        method: 'POST',
        url: '/api/track/interaction',
        payload: { eventType, videoId, sessionId, elementId, eventId: randomUUID() },
      });
    await clientCompleted('quiz_completed', 'a', quiz.id);
    await clientCompleted('quiz_completed', 'b', quiz.id);
    await clientCompleted('survey_completed', 'a', survey.id);
    const surveyResponse = await h.request({
      method: 'POST',
      url: `/api/surveys/${survey.id}/responses`,
      payload: { responses: { q1: 'yes' }, sessionId: 'b' },
    });
    expect(surveyResponse.statusCode).toBe(201);
    const surveyResponseId = surveyResponse.json().id as number;
    expect(await summary(h, videoId)).toMatchObject({
      quizCompletionRate: 50,
      surveyCompletionRate: 50,
    });
    // The survey is anonymous (the default): its answer's event names no session or visitor,
    // and its id is not the one derived from the stored response.
    const surveyEvents = await h.events!.store.query<{
      session: string;
      visitor: string;
      id: string;
    }>(
      `SELECT session_id AS session, visitor_id AS visitor, toString(event_id) AS id FROM events
       WHERE video_id = {videoId:UInt32} AND event_type = 'survey_completed'
         AND JSONExtractString(metadata, 'source') = 'server'`,
      { videoId },
    );
    expect(surveyEvents).toEqual([{ session: '', visitor: '', id: expect.any(String) }]);
    expect(surveyEvents[0]!.id).not.toBe(deriveUuid(`survey-response:${surveyResponseId}`));

    const answers = await h.asAdmin({
      method: 'GET',
      url: `/api/videos/${videoId}/analytics/quizzes`,
    });
    expect(answers.json()).toEqual([
      {
        quizId: String(quiz.id),
        responses: 1,
        correct: 1,
        incorrect: 0,
        answers: [{ answer: 'Paris', count: 1 }],
      },
    ]);
  });

  it('51 malformed bodies get a 4xx each, change nothing, and the server stays healthy', async () => {
    const videoId = await createVideo(h);
    const good = view(videoId);
    const bad: {
      url: string;
      payload?: unknown;
      body?: string;
      headers?: Record<string, string>;
    }[] = [];
    const interaction = '/api/track/interaction';
    const variants: unknown[] = [
      null,
      42,
      'text',
      [],
      {},
      { ...good, eventType: 'explode' },
      { ...good, eventType: undefined },
      { ...good, videoId: 0 },
      { ...good, videoId: -3 },
      { ...good, videoId: 2 ** 31 },
      { ...good, videoId: 'abc' },
      { ...good, videoId: 1.5 },
      { ...good, eventId: 'not-a-uuid' },
      { ...good, sessionId: '' },
      { ...good, sessionId: 'x'.repeat(65) },
      { ...good, timestamp: -1 },
      { ...good, timestamp: 'yesterday' },
      { ...good, timestamp: 1e20 },
      { ...good, timecode: -1 },
      { ...good, timecode: 'ten' },
      { ...good, metadata: 'flat' },
      { ...good, metadata: [1, 2] },
      { ...good, metadata: { blob: 'x'.repeat(5000) } },
      // Only the server's own answer events may say so (the quiz figures trust their verdicts).
      {
        ...good,
        eventType: 'quiz_completed',
        elementId: 1,
        metadata: { answer: 'A', isCorrect: true, source: 'server' },
      },
      { ...good, metadata: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i])) },
      { ...good, elementId: { a: 1 } },
      { ...good, duration: 1e9 },
      { ...good, visitorId: 12 },
      { ...good, elementId: -1 },
      { ...good, metadata: { ['k'.repeat(70)]: 1 } },
    ];
    for (const payload of variants) bad.push({ url: interaction, payload });
    bad.push({
      url: interaction,
      body: '{"eventType":',
      headers: { 'content-type': 'application/json' },
    });
    bad.push({
      url: interaction,
      body: 'eventType=view',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    bad.push({
      url: interaction,
      body: JSON.stringify({ ...good, metadata: { pad: 'x'.repeat(20_000) } }),
      headers: { 'content-type': 'application/json' },
    });
    bad.push({ url: '/api/track/batch', payload: [] });
    bad.push({ url: '/api/track/batch', payload: good });
    bad.push({
      url: '/api/track/batch',
      payload: Array.from({ length: MAX_BATCH_EVENTS + 1 }, () => view(videoId)),
    });
    bad.push({ url: '/api/track/batch', payload: [view(videoId), { ...good, eventType: 'nope' }] });
    bad.push({ url: '/api/track/batch', payload: [null] });
    bad.push({
      url: '/api/track/batch',
      body: '[' + '{"a":1},'.repeat(200_000) + '{}]',
      headers: { 'content-type': 'application/json' },
    });
    bad.push({ url: `/api/videos/abc/track-view`, payload: {} });
    bad.push({ url: `/api/videos/0/track-view`, payload: {} });
    bad.push({ url: `/api/videos/${videoId}/track-view`, payload: { source: 5 } });
    bad.push({ url: `/api/videos/${videoId}/track-view`, payload: { source: 'x'.repeat(100) } });
    bad.push({ url: `/api/videos/${videoId}/track-view`, payload: [] });
    bad.push({ url: `/api/videos/${videoId}/track-progress`, payload: {} });
    bad.push({ url: `/api/videos/${videoId}/track-progress`, payload: { currentTime: 5 } });
    bad.push({
      url: `/api/videos/${videoId}/track-progress`,
      payload: { currentTime: -5, duration: 10 },
    });
    bad.push({
      url: `/api/videos/${videoId}/track-progress`,
      payload: { currentTime: '5', duration: 10 },
    });
    bad.push({
      url: `/api/videos/99999999999/track-progress`,
      payload: { currentTime: 5, duration: 10 },
    });
    bad.push({
      url: `/api/videos/${videoId}/track-progress`,
      payload: { currentTime: 5, duration: 10, eventId: 7 },
    });
    bad.push({
      url: `/api/videos/${videoId}/track-progress`,
      payload: { currentTime: 5, duration: 10, metadata: 'm' },
    });
    expect(bad).toHaveLength(51);
    for (const b of bad) {
      const response = await h.request({
        method: 'POST',
        url: b.url,
        ...(b.body !== undefined
          ? { body: b.body, headers: b.headers }
          : { payload: b.payload as object }),
      });
      expect(
        response.statusCode,
        `${b.url} ${String(JSON.stringify(b.payload ?? b.body)).slice(0, 80)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
    expect((await h.request({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      status: 'ok',
      checks: { content: 'ok', events: 'ok', queue: 'ok' },
    });
    expect((await summary(h, videoId)).totalViews).toBe(0);
  });

  it('events for a video that does not exist are refused (404), nothing of the call queued', async () => {
    const videoId = await createVideo(h);
    const unknown = videoId + 100_000;
    const refused = [
      { url: '/api/track/interaction', payload: view(unknown) },
      { url: '/api/track/batch', payload: [view(videoId), view(unknown)] },
      { url: `/api/videos/${unknown}/track-view`, payload: {} },
      { url: `/api/videos/${unknown}/track-progress`, payload: { currentTime: 5, duration: 10 } },
    ];
    // Sent together: a miss waits for one re-read of the known videos, shared by the calls.
    const responses = await Promise.all(
      refused.map((call) => h.request({ method: 'POST', ...call })),
    );
    responses.forEach((response, i) => {
      expect(response.statusCode, refused[i]!.url).toBe(404);
      expect(response.json().message).toMatch(/video/i);
    });
    // A video made by another api process (straight into the database) is trackable soon.
    const elsewhere = await insertVideo(h.content.db, {
      title: 'Made elsewhere',
      sourceUrl: 'https://cdn.example.com/e.mp4',
      sourceType: 'direct',
    });
    const tracked = await h.request({
      method: 'POST',
      url: '/api/track/interaction',
      payload: view(elsewhere.id),
    });
    expect(tracked.statusCode).toBe(202);
    expect((await summary(h, videoId)).totalViews).toBe(0);
    expect((await summary(h, elsewhere.id)).totalViews).toBe(1);
    const stored = await h.events!.store.query<{ n: string }>(
      'SELECT count() AS n FROM events WHERE video_id = {unknown:UInt32}',
      { unknown },
    );
    expect(Number(stored[0]!.n)).toBe(0);
  });

  it("views dated 2001 and 2099 move no period's figures: they count when received, flagged", async () => {
    const videoId = await createVideo(h);
    const dated = [Date.UTC(2001, 2, 1, 12), Date.UTC(2099, 2, 1, 12)];
    for (const timestamp of dated) {
      const r = await h.request({
        method: 'POST',
        url: '/api/track/interaction',
        payload: view(videoId, { timestamp }),
      });
      expect(r.statusCode).toBe(202);
    }
    // A client clock inside the window is kept.
    const lateButFine = Date.now() - 3_600_000;
    await h.request({
      method: 'POST',
      url: '/api/track/interaction',
      payload: view(videoId, { timestamp: lateButFine }),
    });
    await h.events!.drain();
    const viewsOn = async (day: string) => {
      const response = await h.asAdmin({
        method: 'GET',
        url: `/api/videos/${videoId}/analytics/period?from=${day}&to=${day}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json().current.views as number;
    };
    expect(await viewsOn('2001-03-01')).toBe(0);
    expect(await viewsOn('2099-03-01')).toBe(0);
    expect((await summary(h, videoId)).totalViews).toBe(3);
    const stored = await h.events!.store.query<{ flagged: number; at: string }>(
      `SELECT JSONExtractBool(metadata, 'clientClockRejected') AS flagged, toString(client_ts) AS at
       FROM events WHERE video_id = {videoId:UInt32} ORDER BY client_ts`,
      { videoId },
    );
    expect(stored.map((row) => Number(row.flagged)).sort()).toEqual([0, 1, 1]);
    for (const row of stored)
      expect(Date.parse(`${row.at}Z`)).toBeGreaterThan(Date.UTC(2020, 0, 1));
  });

  it("a view's source comes from the allow-list: 'server' or an unknown name is refused", async () => {
    const videoId = await createVideo(h);
    for (const source of ['server', 'crawler', '']) {
      const response = await h.request({
        method: 'POST',
        url: `/api/videos/${videoId}/track-view`,
        payload: { source, eventId: randomUUID() },
      });
      expect(response.statusCode, source).toBe(400);
    }
    const accepted = await h.request({
      method: 'POST',
      url: `/api/videos/${videoId}/track-view`,
      payload: { source: 'related', eventId: randomUUID() },
    });
    expect(accepted.statusCode).toBe(202);
    expect((await summary(h, videoId)).totalViews).toBe(1);
  });

  it("a headless browser's and an HTTP library's views are in the bots row, not in the figures", async () => {
    const videoId = await createVideo(h);
    const bots = [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'curl/8.5.0',
      'node',
    ];
    for (const userAgent of bots) {
      const sessionId = randomUUID();
      const response = await h.request({
        method: 'POST',
        url: '/api/track/batch',
        headers: { 'user-agent': userAgent },
        payload: [
          view(videoId, { sessionId }),
          view(videoId, { eventType: 'video_play', sessionId }),
        ],
      });
      expect(response.statusCode, userAgent).toBe(202);
    }
    // No user agent at all is no person's browser either.
    const bare = await h.app.inject({
      method: 'POST',
      url: '/api/track/interaction',
      headers: { 'user-agent': '' },
      payload: view(videoId),
    });
    expect(bare.statusCode).toBe(202);
    expect(
      (await h.request({ method: 'POST', url: '/api/track/interaction', payload: view(videoId) }))
        .statusCode,
    ).toBe(202);
    const figures = await summary(h, videoId);
    expect(figures.totalViews).toBe(1);
    expect(figures.sessions).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    const audience = await h.asAdmin({
      method: 'GET',
      url: `/api/videos/${videoId}/analytics/audience?from=${today}&to=${today}`,
    });
    expect(audience.statusCode).toBe(200);
    expect(audience.json().bots).toEqual({ views: 5, sessions: 5 });
    expect(audience.json().browsers).toEqual([{ name: 'Chrome', views: 1, sessions: 1 }]);
  });
});

describe.each(queueKinds)('ingest limits over the %s queue', (queueKind) => {
  let h: Harness;
  let videoId: number;
  beforeAll(async () => {
    // No sink: the queue only fills.
    h = await createHarness('pglite', {
      events: queueKind,
      startSink: false,
      env: { EVENT_QUEUE_MAX_DEPTH: '100', TRACK_RATE_LIMIT_PER_MINUTE: '0' },
    });
    videoId = await createVideo(h);
  });
  afterAll(() => h?.close());

  it('a full queue answers 503 with Retry-After instead of growing', async () => {
    const batch = Array.from({ length: 100 }, () => view(videoId));
    expect(
      (await h.request({ method: 'POST', url: '/api/track/batch', payload: batch })).statusCode,
    ).toBe(202);
    const heapBefore = process.memoryUsage().heapUsed;
    for (let i = 0; i < 300; i++) {
      const response = await h.request({ method: 'POST', url: '/api/track/batch', payload: batch });
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await h.events!.queue.depth()).toBe(100);
    // 30,000 refused events (≈ 5 MB of rows) were not kept.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(40 * 1024 * 1024);
  });
});

describe('ingest over a full embedded log', () => {
  let h: Harness;
  let videoId: number;
  beforeAll(async () => {
    // No sink: the log only fills, up to its byte bound (1 MiB).
    h = await createHarness('pglite', {
      events: 'log',
      startSink: false,
      env: { EVENT_QUEUE_MAX_BYTES: String(1024 * 1024), TRACK_RATE_LIMIT_PER_MINUTE: '0' },
    });
    videoId = await createVideo(h);
  });
  afterAll(() => h?.close());

  it('answers 503 with Retry-After once the log holds EVENT_QUEUE_MAX_BYTES', async () => {
    const batch = () =>
      Array.from({ length: 100 }, () => view(videoId, { metadata: { pad: 'x'.repeat(500) } }));
    let accepted = 0;
    let refused: Awaited<ReturnType<Harness['request']>> | null = null;
    for (let i = 0; i < 100 && !refused; i++) {
      const response = await h.request({
        method: 'POST',
        url: '/api/track/batch',
        payload: batch(),
      });
      if (response.statusCode === 202) accepted += 100;
      else refused = response;
    }
    expect(refused?.statusCode).toBe(503);
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    // Everything answered 202 is in the log, and the log stayed within its bound.
    expect(accepted).toBeGreaterThan(0);
    expect(await h.events!.queue.depth()).toBe(accepted);
    expect(accepted * 500).toBeLessThan(1024 * 1024);
  });
});

describe('ingest rate limit', () => {
  let h: Harness;
  let videoId: number;
  beforeAll(async () => {
    h = await createHarness('pglite', {
      events: 'log',
      // Behind one proxy: the address is the one that proxy saw.
      env: { TRACK_RATE_LIMIT_PER_MINUTE: '50', TRUST_PROXY: '1' },
    });
    videoId = await createVideo(h);
  });
  afterAll(() => h?.close());
  beforeEach(() => startInsideOneWindow());

  const viaProxy = (forwardedFor: string) =>
    h.request({
      method: 'POST',
      url: '/api/track/interaction',
      payload: view(1),
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('a sender over its allowance is refused before its body is parsed', async () => {
    const remoteAddress = '10.0.0.20';
    const batch = Array.from({ length: 50 }, () => view(1));
    const sent = await h.request({
      method: 'POST',
      url: '/api/track/batch',
      payload: batch,
      remoteAddress,
    });
    expect(sent.statusCode).toBe(202);
    // Malformed JSON would be a 400 once parsed: the 429 comes first.
    const refused = await h.request({
      method: 'POST',
      url: '/api/track/batch',
      payload: '[{',
      headers: { 'content-type': 'application/json' },
      remoteAddress,
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('behind one trusted hop, a spoofed X-Forwarded-For entry is ignored', async () => {
    // The client writes any leftmost entries it likes; the proxy appends the address it saw.
    const statuses = [];
    for (let i = 0; i < 51; i++)
      statuses.push((await viaProxy(`192.0.2.${i}, 203.0.113.50`)).statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(50);
    expect(statuses.at(-1)).toBe(429);
    // Another client through the same proxy has its own allowance.
    expect((await viaProxy('203.0.113.51')).statusCode).toBe(202);
  });

  it('an abusive sender gets 429 with Retry-After; a batch counts every event', async () => {
    expect(
      (
        await h.request({
          method: 'POST',
          url: '/api/track/batch',
          payload: Array.from({ length: 45 }, () => view(videoId)),
        })
      ).statusCode,
    ).toBe(202);
    const statuses = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await h.request({ method: 'POST', url: '/api/track/interaction', payload: view(videoId) }))
          .statusCode,
      );
    expect(statuses.filter((s) => s === 202)).toHaveLength(5);
    const limited = await h.request({
      method: 'POST',
      url: '/api/track/interaction',
      payload: view(videoId),
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (
        await h.request({
          method: 'POST',
          url: '/api/track/interaction',
          payload: view(videoId),
          remoteAddress: '10.0.0.9',
        })
      ).statusCode,
    ).toBe(202);
  });
});

describe('ingest logging', () => {
  it('writes no log line per accepted event, while site requests keep their request logs', async () => {
    const lines: string[] = [];
    const h = await createHarness('pglite', {
      events: 'log',
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    const videoId = await createVideo(h);
    try {
      for (let i = 0; i < 5; i++)
        expect(
          (
            await h.request({
              method: 'POST',
              url: '/api/track/interaction',
              payload: view(videoId),
            })
          ).statusCode,
        ).toBe(202);
      expect(
        (await h.request({ method: 'POST', url: `/api/videos/${videoId}/track-view`, payload: {} }))
          .statusCode,
      ).toBe(202);
      expect(lines.filter((line) => line.includes('/track'))).toEqual([]);
      expect((await h.request({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
      expect(lines.some((line) => line.includes('/api/categories'))).toBe(true);
    } finally {
      await h.close();
    }
  });
});
