// ONE contract suite for every EventStore adapter: insert, deduplication, the metric
// definitions on hand-built sessions with known answers, and every analytics question.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../../src/event-store.ts';
import { foldViewHours } from '../../src/fold-views.ts';
import { getDailyTotals } from '../../src/queries/videos/get-daily-totals.ts';
import { getQuizAnswers } from '../../src/queries/videos/get-quiz-answers.ts';
import { getRetentionCurve } from '../../src/queries/videos/get-retention-curve.ts';
import { getVideoSummary } from '../../src/queries/videos/get-video-summary.ts';
import { listInteractionEvents } from '../../src/queries/videos/list-interaction-events.ts';
import { NOW, buildEvent, buildSession, toRows } from './events.ts';

let nextVideo = 1000;
const newVideoId = () => nextVideo++;

export function describeEventStoreContract(name: string, open: () => Promise<EventStore>) {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store?.close());

    const insert = (events: Parameters<typeof toRows>[0], token = randomUUID()) =>
      store.insertRows(toRows(events), token);

    it('answers a ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('a session watching 0–60 s of a 100 s video adds 60 s watch time and no completion', async () => {
      const videoId = newVideoId();
      await insert(buildSession(videoId, 's1', { duration: 100, to: 60 }));
      expect(await getVideoSummary(store, videoId)).toMatchObject({
        totalViews: 1,
        sessions: 1,
        avgWatchTime: 60,
        completionRate: 0,
      });
    });

    it('a session reaching 95 % of the duration, or sending video_completed, completes', async () => {
      const videoId = newVideoId();
      await insert([
        ...buildSession(videoId, 'reached-95', { duration: 100, to: 95 }),
        ...buildSession(videoId, 'said-completed', { duration: 100, to: 10 }),
        buildEvent({ eventType: 'video_completed', videoId, sessionId: 'said-completed' }),
        ...buildSession(videoId, 'stopped-at-50', { duration: 100, to: 50 }),
        ...buildSession(videoId, 'left-at-once', { duration: 100, to: 0 }),
      ]);
      const summary = await getVideoSummary(store, videoId);
      expect(summary).toMatchObject({ totalViews: 4, sessions: 4, completionRate: 50 });
      expect(summary.avgWatchTime).toBe(38.8); // (95 + 10 + 50 + 0) / 4, one decimal
    });

    it('watch time never exceeds the duration', async () => {
      const videoId = newVideoId();
      await insert(buildSession(videoId, 's', { duration: 12, to: 15 }));
      expect((await getVideoSummary(store, videoId)).avgWatchTime).toBe(12);
    });

    it('a resent event (same eventId, another batch) is counted once', async () => {
      const videoId = newVideoId();
      const events = [
        ...buildSession(videoId, 'a', { duration: 100, to: 30 }),
        ...buildSession(videoId, 'b', { duration: 100, to: 100 }),
      ];
      await insert(events);
      const first = await getVideoSummary(store, videoId);
      // A client resend arrives later, with a new receive time.
      await insert(events.map((e) => ({ ...e, receivedAt: e.receivedAt + 3_600_000 })));
      await insert(events);
      expect(await getVideoSummary(store, videoId)).toEqual(first);
      expect(first).toMatchObject({
        totalViews: 2,
        sessions: 2,
        avgWatchTime: 65,
        completionRate: 50,
      });
    });

    it('folds finished hours of views (a command with parameters) and still counts each view once', async () => {
      const videoId = newVideoId();
      const at = NOW - 2 * 86_400_000;
      const views = [1, 2, 3].map((i) =>
        buildEvent({ eventType: 'view', videoId, timestamp: at + i, receivedAt: at + i }),
      );
      await insert(views);
      await foldViewHours(store, { insertMarginMs: 0 });
      await insert(views.slice(0, 1)); // a resend after the fold
      expect((await getVideoSummary(store, videoId)).totalViews).toBe(3);
      const [folded] = await store.query<{ views: string }>(
        'SELECT argMax(views, folded_at) AS views FROM folded_hourly_views WHERE video_id = {videoId:UInt32}',
        { videoId },
      );
      expect(Number(folded?.views)).toBe(3);
    });

    it('an insert retried with the same token lands once in the raw table', async () => {
      const videoId = newVideoId();
      const rows = toRows(buildSession(videoId, 's', { duration: 100, to: 20 }));
      await store.insertRows(rows, 'retry-token-' + videoId);
      await store.insertRows(rows, 'retry-token-' + videoId);
      const [count] = await store.query<{ n: string }>(
        'SELECT count() AS n FROM events WHERE video_id = {videoId:UInt32}',
        { videoId },
      );
      expect(Number(count!.n)).toBe(5);
    });

    it('stores hostile text exactly, and no other row (chDB appends the rows to the INSERT text)', async () => {
      const videoId = newVideoId();
      const neighbourVideoId = newVideoId();
      const hostile: Record<string, string> = {
        newlines: 'a\nb\r\nc\n\n',
        quotes: `'"\`); DROP TABLE events; --`,
        backslashes: '\\ \\n \\" \\u0000 \\',
        controls: '\u0001\u0002\u0008\u001f\u007f\u0085',
        separators: '\u2028\u2029\ufeff\u200b',
        loneSurrogates: '\ud800 \udfff x\ud83d',
        // What an appended row would look like, and the end of the INSERT's row format.
        rowLike: `"]\n["00000000-0000-0000-0000-000000000000","view",${neighbourVideoId},"forged"]`,
        settingsLike: ' SETTINGS max_threads = 1; SELECT 1 FORMAT JSON',
        mebibyte: 'x'.repeat(1024 * 1024),
      };
      const events = Object.entries(hostile).map(([name, text]) =>
        buildEvent({
          eventType: 'view',
          videoId,
          sessionId: `${name} '"\\\n`,
          referrerHost: name === 'mebibyte' ? 'example.com' : text,
          metadata: { [name]: text, [`${name} key "\\\n\u0001`]: [text] },
        }),
      );
      const neighbour = buildEvent({ eventType: 'view', videoId: neighbourVideoId });
      const countAll = async () =>
        Number((await store.query<{ n: string }>('SELECT count() AS n FROM events'))[0]!.n);
      const before = await countAll();

      await insert([...events, neighbour]);

      expect(await countAll()).toBe(before + events.length + 1);
      const read = (id: number) =>
        store.query<{
          event_id: string;
          session_id: string;
          referrer_host: string;
          metadata: string;
        }>(
          `SELECT toString(event_id) AS event_id, session_id, referrer_host, metadata
           FROM events WHERE video_id = {id:UInt32} ORDER BY event_id`,
          { id },
        );
      const stored = (await read(videoId)).map((row) => ({
        eventId: row.event_id,
        sessionId: row.session_id,
        referrerHost: row.referrer_host,
        metadata: JSON.parse(row.metadata) as unknown,
      }));
      // A lone surrogate in a String column is stored as U+FFFD (event-row.ts); in metadata, exactly.
      const sent = events
        .map(({ eventId, sessionId, referrerHost, metadata }) => ({
          eventId,
          sessionId,
          referrerHost: referrerHost.replace(/[\ud800-\udfff]/g, '\ufffd'),
          metadata,
        }))
        .sort((a, b) => a.eventId.localeCompare(b.eventId));
      expect(stored).toEqual(sent);
      const neighbours = await read(neighbourVideoId);
      expect(neighbours.map((row) => [row.event_id, row.session_id])).toEqual([
        [neighbour.eventId, neighbour.sessionId],
      ]);
    });

    it('quiz and survey completion rates are completions ÷ shown, once per session and element', async () => {
      const videoId = newVideoId();
      const quiz = (eventType: 'quiz_shown' | 'quiz_completed', sessionId: string, metadata = {}) =>
        buildEvent({ eventType, videoId, sessionId, elementId: '7', metadata });
      await insert([
        quiz('quiz_shown', 'a'),
        quiz('quiz_shown', 'b'),
        quiz('quiz_shown', 'c'),
        quiz('quiz_shown', 'd'),
        // The player and the server both report a's answer: one completion.
        quiz('quiz_completed', 'a'),
        quiz('quiz_completed', 'a', { answer: 'Paris', isCorrect: true, source: 'server' }),
        quiz('quiz_completed', 'b', { answer: 'Lyon', isCorrect: false, source: 'server' }),
        // A client's own completion, with no answer the server stored: none.
        quiz('quiz_completed', 'c'),
        buildEvent({ eventType: 'survey_shown', videoId, sessionId: 'a', elementId: '3' }),
        buildEvent({ eventType: 'survey_shown', videoId, sessionId: 'b', elementId: '3' }),
        buildEvent({ eventType: 'survey_shown', videoId, sessionId: 'c', elementId: '3' }),
        buildEvent({
          eventType: 'survey_completed',
          videoId,
          sessionId: 'a',
          elementId: '3',
          metadata: { source: 'server' },
        }),
        buildEvent({ eventType: 'survey_completed', videoId, sessionId: 'b', elementId: '3' }),
        ...buildSession(videoId, 'a', { duration: 100, to: 100 }),
      ]);
      const summary = await getVideoSummary(store, videoId);
      expect(summary).toMatchObject({
        quizCompletionRate: 50,
        surveyCompletionRate: 33.3,
        completionRate: 100,
      });
      expect(summary.engagementScore).toBe(Math.round((100 + 50 + 33.3) / 3));
    });

    it('a video without events has zero figures', async () => {
      expect(await getVideoSummary(store, newVideoId())).toEqual({
        totalViews: 0,
        sessions: 0,
        avgWatchTime: 0,
        completionRate: 0,
        quizCompletionRate: 0,
        surveyCompletionRate: 0,
        engagementScore: 0,
      });
    });

    it('the retention curve is the share of sessions watching each bucket of the video', async () => {
      const videoId = newVideoId();
      await insert([
        ...buildSession(videoId, 'short', { duration: 100, to: 60 }),
        ...buildSession(videoId, 'full', { duration: 100, to: 100 }),
      ]);
      const curve = await getRetentionCurve(store, videoId, 100);
      expect(curve.sessions).toBe(2);
      expect(curve.duration).toBe(100);
      expect(curve.buckets).toHaveLength(100);
      expect(curve.buckets.slice(0, 60).every((b) => b.share === 100)).toBe(true);
      expect(curve.buckets.slice(60).every((b) => b.share === 50)).toBe(true);
      expect(curve.buckets[0]).toEqual({ start: 0, end: 1, share: 100 });
    });

    it('views and watch time per day fill the window, oldest first', async () => {
      const videoId = newVideoId();
      const day = 86_400_000;
      await insert([
        ...buildSession(videoId, 'today', { duration: 100, to: 20, at: NOW }),
        ...buildSession(videoId, 'two-days-ago', { duration: 100, to: 40, at: NOW - 2 * day }),
        ...buildSession(videoId, 'too-old', { duration: 100, to: 40, at: NOW - 8 * day }),
      ]);
      const daily = await getDailyTotals(store, videoId, 7, 'UTC', NOW);
      expect(daily.points).toHaveLength(7);
      const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      expect(daily.points[6]).toEqual({ day: isoDay(NOW), views: 1, watchTime: 20 });
      expect(daily.points[4]).toEqual({ day: isoDay(NOW - 2 * day), views: 1, watchTime: 40 });
      expect(daily.points.reduce((sum, p) => sum + p.views, 0)).toBe(2);
    });

    it('counts answers and correctness per quiz', async () => {
      const videoId = newVideoId();
      const answer = (
        sessionId: string,
        quizId: string,
        value: string,
        isCorrect: boolean | null,
      ) =>
        buildEvent({
          eventType: 'quiz_completed',
          videoId,
          sessionId,
          elementId: quizId,
          metadata: { answer: value, isCorrect },
        });
      const events = [
        answer('a', '1', 'Paris', true),
        answer('b', '1', 'Paris', true),
        answer('c', '1', 'Lyon', false),
        answer('a', '2', 'blue', null),
      ];
      await insert(events);
      await insert(events); // a resend changes nothing
      expect(await getQuizAnswers(store, videoId)).toEqual([
        {
          quizId: '1',
          responses: 3,
          correct: 2,
          incorrect: 1,
          answers: [
            { answer: 'Paris', count: 2 },
            { answer: 'Lyon', count: 1 },
          ],
        },
        {
          quizId: '2',
          responses: 1,
          correct: 0,
          incorrect: 0,
          answers: [{ answer: 'blue', count: 1 }],
        },
      ]);
    });

    it('lists recent events newest first, paged, each eventId once', async () => {
      const videoId = newVideoId();
      const events = Array.from({ length: 5 }, (_, i) =>
        buildEvent({
          eventType: 'video_seek',
          videoId,
          timecode: i,
          receivedAt: NOW + i * 1000,
          metadata: { n: i },
        }),
      );
      await insert(events);
      await insert([events[4]!]);
      const first = await listInteractionEvents(store, videoId, { page: 1, pageSize: 2 });
      expect(first.hasMore).toBe(true);
      expect(first.events.map((e) => e.timecode)).toEqual([4, 3]);
      expect(first.events[0]).toMatchObject({
        eventType: 'video_seek',
        metadata: { n: 4 },
        receivedAt: new Date(NOW + 4000).toISOString(),
        elementId: null,
      });
      const last = await listInteractionEvents(store, videoId, { page: 3, pageSize: 2 });
      expect(last).toMatchObject({ hasMore: false, page: 3 });
      expect(last.events.map((e) => e.timecode)).toEqual([0]);
    });
  });
}
