// GET /api/videos/:id/analytics/audience against generated sessions with known truth, sent
// through the real ingest (each with its own browser, page and surface), shuffled and partly
// resent, before and after the finished days are folded; plus the ingest's new facts (browser
// and device family, page host) and its checks of the playback events' metadata on their own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceAnalyticsSchema, interactionEventPageSchema, type Quiz } from '@lumen/contract';
import { foldFinished } from '@lumen/clickhouse';
import { generateViewingSessions, type ViewingSession } from '../src/demo/viewing-sessions.ts';
import { normalisePageHost } from '../src/services/tracking-events.ts';
import { createUserAgentReader, parseUserAgent } from '../src/services/user-agent.ts';
import { EXPECTED_USER_AGENTS, audienceTruth } from './support/audience-truth.ts';
import { ORIGIN, createHarness, type Harness } from './support/harness.ts';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DURATION = 100;

/** A deterministic shuffle (the test's own, so a failure can be replayed). */
function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const headersOf = (session: ViewingSession) => ({
  'user-agent': session.userAgent,
  referer:
    session.surface === 'embed'
      ? `${ORIGIN}/embed/${session.videoId}`
      : `${ORIGIN}/watch/${session.videoId}`,
});

describe('GET /api/videos/:id/analytics/audience', () => {
  let h: Harness;
  let videoId: number;
  let sessions: ViewingSession[];
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const period = { from: isoDay(today - 89 * DAY_MS), to: isoDay(today) };
  const audienceUrl = (query: string) => `/api/videos/${videoId}/analytics/audience${query}`;

  beforeAll(async () => {
    h = await createHarness('pglite', {
      events: 'log',
      env: {
        TRACK_RATE_LIMIT_PER_MINUTE: '0',
        RESPONSE_RATE_LIMIT_PER_MINUTE: '0',
        // The sessions span 90 days: the ingest takes their clocks.
        TRACK_CLOCK_WINDOW_HOURS: String(91 * 24),
      },
    });
    videoId = (
      await h.asAdmin({
        method: 'POST',
        url: '/api/videos',
        payload: { title: 'Audience', sourceUrl: 'https://cdn.example.com/a.mp4', duration: 100 },
      })
    ).json().id;
    const quiz = (
      await h.asAdmin({
        method: 'POST',
        url: `/api/videos/${videoId}/quizzes`,
        payload: {
          title: 'Check',
          question: 'Two plus two?',
          questionType: 'single_choice',
          options: ['3', '4', '5'],
          correctAnswer: '4',
          timecode: 20,
        },
      })
    ).json<Quiz>();
    // ≤ 128 sessions: every sketch of the rollups is exact at this size (migration 010).
    sessions = generateViewingSessions({
      videos: [{ id: videoId, duration: DURATION, quizzes: [quiz], surveys: [] }],
      sessions: 110,
      seed: 7,
      now: Date.now(),
      days: 60,
    });

    // Each session's events from its own browser and page, sessions and events in a shuffled
    // order, and a third of the sessions sent a second time in part.
    const sends = shuffle(sessions, 1).flatMap((session, i) => {
      const events = shuffle(session.events, i + 2);
      return i % 3 === 0
        ? [
            { session, events },
            { session, events: events.slice(0, 7) },
          ]
        : [{ session, events }];
    });
    for (const { session, events } of shuffle(sends, 99)) {
      const response = await h.request({
        method: 'POST',
        url: '/api/track/batch',
        headers: headersOf(session),
        payload: events,
      });
      expect(response.statusCode).toBe(202);
    }
    for (const session of sessions) {
      for (const given of session.quizAnswers) {
        const response = await h.request({
          method: 'POST',
          url: `/api/quizzes/${given.quizId}/responses`,
          headers: headersOf(session),
          payload: {
            answer: given.answer,
            sessionId: session.sessionId,
            pageHost: session.pageHost || undefined,
          },
        });
        expect(response.statusCode).toBe(201);
      }
    }
    await h.events!.drain();
  }, 120_000);
  afterAll(() => h?.close());

  it('the generated sessions cover what the figures are about', () => {
    const truth = audienceTruth(sessions, DURATION);
    expect(truth.embedHosts.map((r) => r.name).sort()).toEqual([
      'blog.example.com',
      'learn.example.org',
    ]);
    expect(truth.browsers.length).toBeGreaterThanOrEqual(5);
    expect(truth.quality.sessionsWithError).toBeGreaterThan(0);
    expect(truth.quality.stallsPerSession).toBeGreaterThan(0);
    expect(sessions.some((s) => s.rewatchedIntervals.length > 0)).toBe(true);
    expect(sessions.flatMap((s) => s.quizAnswers).some((a) => a.correct === false)).toBe(true);
    const { quality } = truth;
    expect(quality.exitsBeforeStart).toBeGreaterThan(0);
    expect(quality.rebufferPercent).toBeGreaterThan(0);
    expect(quality.switches.auto).toBeGreaterThan(0);
    expect(quality.switches.chosen).toBeGreaterThan(0);
    expect(quality.renditions.length).toBeGreaterThanOrEqual(2);
    expect(quality.rates.length).toBeGreaterThanOrEqual(2);
    expect(quality.captions.languages.length).toBeGreaterThanOrEqual(2);
    // Some sessions send more than one summary, and some a summary of more than one rendition.
    const summaries = (s: ViewingSession) =>
      s.events.filter((e) => e.eventType === 'playback_summary').length;
    expect(sessions.some((s) => summaries(s) > 1)).toBe(true);
    expect(sessions.some((s) => s.played.length > summaries(s))).toBe(true);
  });

  it('every figure equals the truth of the sessions sent, whatever the order and resends', async () => {
    const response = await h.asAdmin({
      method: 'GET',
      url: audienceUrl(`?from=${period.from}&to=${period.to}`),
    });
    expect(response.statusCode).toBe(200);
    const audience = audienceAnalyticsSchema.parse(response.json());
    expect(audience).toEqual({
      period: { ...period, days: 90 },
      ...audienceTruth(sessions, DURATION),
    });
  });

  it('the same figures once the finished days are folded into numbers', async () => {
    await foldFinished(h.events!.store, { now: Date.now() + 60 * 60_000, insertMarginMs: 0 });
    const folded = await h.events!.store.query<{ days: string }>(
      'SELECT uniqExact(day) AS days FROM folded_playback_time_days WHERE video_id = {videoId:UInt32}',
      { videoId },
    );
    expect(Number(folded[0]!.days)).toBeGreaterThan(30);
    const response = await h.asAdmin({
      method: 'GET',
      url: audienceUrl(`?from=${period.from}&to=${period.to}`),
    });
    expect(audienceAnalyticsSchema.parse(response.json())).toEqual({
      period: { ...period, days: 90 },
      ...audienceTruth(sessions, DURATION),
    });
  });

  it('a period counts the views of its own days only; without from/to, the last 30 days', async () => {
    const from = isoDay(today - 20 * DAY_MS);
    const inPeriod = (s: ViewingSession) => s.startedAt >= Date.parse(`${from}T00:00:00Z`);
    const audience = audienceAnalyticsSchema.parse(
      (
        await h.asAdmin({ method: 'GET', url: audienceUrl(`?from=${from}&to=${period.to}`) })
      ).json(),
    );
    const views = (surface: string) =>
      sessions.filter((s) => s.surface === surface && inPeriod(s)).length;
    expect(audience.surfaces.map((s) => s.views)).toEqual([views('site'), views('embed'), 0]);

    const recent = audienceAnalyticsSchema.parse(
      (await h.asAdmin({ method: 'GET', url: audienceUrl('') })).json(),
    );
    expect(recent.period).toEqual({ from: isoDay(today - 29 * DAY_MS), to: period.to, days: 30 });
    const since = today - 29 * DAY_MS;
    expect(recent.surfaces.reduce((sum, s) => sum + s.views, 0)).toBe(
      sessions.filter((s) => s.startedAt >= since).length,
    );
  });

  it('admin only: 401 for visitors, 403 for viewers; 404 for an unknown video', async () => {
    expect((await h.request({ method: 'GET', url: audienceUrl('') })).statusCode).toBe(401);
    expect((await h.asViewer({ method: 'GET', url: audienceUrl('') })).statusCode).toBe(403);
    expect(
      (await h.asAdmin({ method: 'GET', url: '/api/videos/999999/analytics/audience' })).statusCode,
    ).toBe(404);
  });

  it('a bad period is a 400 with a message', async () => {
    for (const query of [
      '?from=2026-01-01',
      '?from=2026-02-01&to=2026-01-01',
      '?from=2025-01-01&to=2026-12-31',
      '?from=2026-02-30&to=2026-03-01',
      '?from=yesterday&to=today',
    ]) {
      const response = await h.asAdmin({ method: 'GET', url: audienceUrl(query) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});

describe('the ingest stamps browser, device and page host', () => {
  let h: Harness;
  let videoId: number;
  beforeAll(async () => {
    h = await createHarness('pglite', { events: 'log' });
    videoId = (
      await h.asAdmin({
        method: 'POST',
        url: '/api/videos',
        payload: { title: 'Hosts', sourceUrl: 'https://cdn.example.com/h.mp4' },
      })
    ).json().id;
  });
  afterAll(() => h?.close());

  it('the page host the client sent, normalised, replaces the Referer host; junk becomes none', async () => {
    const sent: [string | undefined, string][] = [
      ['Learn.Example.ORG', 'learn.example.org'],
      ['https://blog.example.com:8443/post?x=1', 'blog.example.com'],
      ['blog.example.com.', 'blog.example.com'],
      ['user:pw@evil.example', 'evil.example'],
      ['bücher.example', 'xn--bcher-kva.example'],
      ['javascript:alert(1)', ''],
      ['<script>alert(1)</script>', ''],
      ['a b.example', ''],
      ['', ''],
      [undefined, ''],
    ];
    const events = sent.map(([pageHost], i) => ({
      eventType: 'video_pause',
      videoId,
      sessionId: 'hosts',
      eventId: randomUUID(),
      timecode: i,
      ...(pageHost === undefined ? {} : { pageHost }),
    }));
    const response = await h.request({
      method: 'POST',
      url: '/api/track/batch',
      headers: {
        referer: `${ORIGIN}/embed/${videoId}`,
        'user-agent': Object.keys(EXPECTED_USER_AGENTS)[2]!,
      },
      payload: events,
    });
    expect(response.statusCode).toBe(202);
    await h.events!.drain();
    const page = interactionEventPageSchema.parse(
      (
        await h.asAdmin({
          method: 'GET',
          url: `/api/videos/${videoId}/interaction-events?pageSize=50`,
        })
      ).json(),
    );
    const byTimecode = new Map(page.events.map((e) => [e.timecode, e]));
    sent.forEach(([, expected], i) => {
      expect(byTimecode.get(i)?.referrerHost, String(sent[i]![0])).toBe(expected);
      expect(byTimecode.get(i)?.surface).toBe('embed');
      expect(byTimecode.get(i)?.userAgentFamily).toBe('Mobile Safari');
    });
  });

  it('a page host longer than 255 characters or holding a NUL is refused (400), nothing queued', async () => {
    for (const pageHost of ['a'.repeat(256), 'evil\u0000.example']) {
      const response = await h.request({
        method: 'POST',
        url: '/api/track/interaction',
        payload: { eventType: 'view', videoId, pageHost },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('playback events whose figures a client could spoil are refused whole (400), nothing queued', async () => {
    const depth = await h.events!.queue.depth();
    const fine = {
      eventType: 'playback_summary',
      videoId,
      eventId: randomUUID(),
      metadata: { played: [{ height: 720, rate: 1, captions: 'en', ms: 5000 }] },
    };
    const spoilers = [
      { ...fine, metadata: { played: [{ height: 720, rate: 1, captions: 'en', ms: 1e12 }] } },
      { ...fine, metadata: { played: [{ height: 720, rate: 9, captions: 'en', ms: 5000 }] } },
      { ...fine, metadata: { played: 'a lot' } },
      { ...fine, eventType: 'quality_switched', metadata: { fromHeight: 1, toHeight: 2 } },
      { ...fine, eventType: 'playback_stalled', metadata: { stallMs: -1 } },
    ];
    for (const spoiler of spoilers) {
      const response = await h.request({
        method: 'POST',
        url: '/api/track/batch',
        payload: [fine, spoiler],
      });
      expect(response.statusCode, JSON.stringify(spoiler.metadata)).toBe(400);
      expect(response.json().message).toContain(`${spoiler.eventType} metadata`);
    }
    expect(await h.events!.queue.depth()).toBe(depth);
    const accepted = await h.request({
      method: 'POST',
      url: '/api/track/interaction',
      payload: fine,
    });
    expect(accepted.statusCode).toBe(202);
  });

  it('with the event store away the audience answers 503 with Retry-After, never a 500', async () => {
    // As the store answers while its process is down: every call fails at once.
    const store = h.events!.store;
    const query = store.query.bind(store);
    store.query = () => Promise.reject(new Error('event store process is down'));
    try {
      const response = await h.asAdmin({
        method: 'GET',
        url: `/api/videos/${videoId}/analytics/audience`,
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      store.query = query;
    }
  });

  it('normalisePageHost keeps host names only', () => {
    expect(normalisePageHost('EXAMPLE.com')).toBe('example.com');
    expect(normalisePageHost('192.168.0.10:3000')).toBe('192.168.0.10');
    expect(normalisePageHost('[::1]:8080')).toBe('[::1]');
    expect(normalisePageHost('a..b')).toBe('');
    expect(normalisePageHost('-start.example')).toBe('');
    expect(normalisePageHost('%00.example')).toBe('');
    expect(normalisePageHost(`${'a'.repeat(250)}.example`)).toBe('');
    expect(normalisePageHost(null)).toBe('');
  });
});

describe('user-agent parsing (ua-parser-js)', () => {
  it('names browser and device family of real user agents', () => {
    for (const [userAgent, expected] of Object.entries(EXPECTED_USER_AGENTS))
      expect(parseUserAgent(userAgent), userAgent).toEqual({ ...expected, isBot: false });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      ),
    ).toEqual({ family: 'Opera', device: 'desktop', isBot: false });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ family: 'Chrome', device: 'tablet', isBot: false });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
      ),
    ).toEqual({ family: 'Samsung Internet', device: 'smarttv', isBot: false });
    // Not a person's browser: bots, headless browsers, HTTP libraries, and no user agent at all.
    expect(parseUserAgent('curl/8.5.0')).toEqual({
      family: 'Other',
      device: 'desktop',
      isBot: true,
    });
    expect(parseUserAgent('')).toEqual({ family: 'Unknown', device: '', isBot: true });
    for (const bot of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'node',
      'undici',
      'lightMyRequest',
    ])
      expect(parseUserAgent(bot).isBot, bot).toBe(true);
  });

  it('the cache answers as the parser does and keeps at most its size', () => {
    const read = createUserAgentReader(2);
    const agents = Object.keys(EXPECTED_USER_AGENTS);
    for (const userAgent of [...agents, ...agents])
      expect(read(userAgent)).toEqual({ ...EXPECTED_USER_AGENTS[userAgent], isBot: false });
  });
});
