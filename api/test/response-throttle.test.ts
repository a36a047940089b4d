// Quiz and survey responses are anonymous writes: one address gets a bounded number a minute,
// and however many a session stores, the completion rates count one per session and element.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@lumen/db';
import { createHarness, type Harness } from './support/harness.ts';
import { startInsideOneWindow } from './support/rate-window.ts';
import { storeKinds } from './support/stores.ts';

describe.each(storeKinds)('response throttle on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { seed: 'demo', env: { RESPONSE_RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(() => h.close());
  beforeEach(() => startInsideOneWindow());

  const answerQuiz = (remoteAddress: string) =>
    h.request({
      method: 'POST',
      url: '/api/quizzes/1/responses',
      payload: { answer: '25' },
      remoteAddress,
    });
  const answerSurvey = (remoteAddress: string) =>
    h.request({
      method: 'POST',
      url: '/api/surveys/1/responses',
      payload: { responses: { pace: 'Just right' } },
      remoteAddress,
    });
  const stored = async () =>
    (await h.content.db.select().from(schema.quizResponses)).length +
    (await h.content.db.select().from(schema.surveyResponses)).length;

  it('refuses an address beyond the limit with 429 and Retry-After, storing nothing more', async () => {
    for (let i = 0; i < 3; i++) expect((await answerQuiz('203.0.113.1')).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await answerSurvey('203.0.113.1')).statusCode).toBe(201);
    expect(await stored()).toBe(5);

    for (const refused of [await answerQuiz('203.0.113.1'), await answerSurvey('203.0.113.1')]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many responses from this address; try again shortly',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect(await stored()).toBe(5);
  });

  it('a flood from one address leaves other addresses answering', async () => {
    const flood = await Promise.all(Array.from({ length: 50 }, () => answerQuiz('203.0.113.2')));
    const statuses = flood.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    expect((await answerQuiz('198.51.100.7')).statusCode).toBe(201);
  });
});

describe('repeated responses in the completion rates', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite', { seed: 'demo', events: 'log' });
  });
  afterAll(() => h?.close());

  it('count one completion per playback session and element, however many rows one stores', async () => {
    const quiz = (await h.request({ method: 'GET', url: '/api/videos/2/quizzes' })).json()[0];
    // A named survey: an anonymous one's answers name no session, so each counts on its own.
    const survey = (
      await h.asAdmin({
        method: 'POST',
        url: '/api/videos/2/surveys',
        payload: {
          title: 'Named',
          timecode: 20,
          isAnonymous: false,
          questions: [{ id: 'pace', text: 'Pace?', type: 'text' }],
        },
      })
    ).json();
    const shown = (eventType: string, elementId: number, sessionId: string) =>
      h.request({
        method: 'POST',
        url: '/api/track/interaction',
        payload: { eventType, videoId: 2, sessionId, elementId, eventId: randomUUID() },
      });
    for (const sessionId of ['s1', 's2']) {
      expect((await shown('quiz_shown', quiz.id, sessionId)).statusCode).toBe(202);
      expect((await shown('survey_shown', survey.id, sessionId)).statusCode).toBe(202);
    }
    // Session s1 answers each element five times: five rows, five completion events.
    for (let i = 0; i < 5; i++) {
      const answer = await h.request({
        method: 'POST',
        url: `/api/quizzes/${quiz.id}/responses`,
        payload: { answer: i % 2 ? '25' : '24', sessionId: 's1' },
      });
      expect(answer.statusCode).toBe(201);
      const response = await h.request({
        method: 'POST',
        url: `/api/surveys/${survey.id}/responses`,
        payload: { responses: { pace: 'Too fast' }, sessionId: 's1' },
      });
      expect(response.statusCode).toBe(201);
    }
    await h.events!.drain();
    const summary = (await h.request({ method: 'GET', url: '/api/videos/2/analytics' })).json();
    // One of the two sessions that were shown each element completed it: 50 %, not 5 ÷ 2.
    expect(summary).toMatchObject({ quizCompletionRate: 50, surveyCompletionRate: 50 });
  });
});
