// Migration 009 (question analytics per day): the events stored before it are counted, the ones
// after it through its views; a resent event, a client's own answer-like event and another day
// change nothing they should not.
import { expect, it } from 'vitest';
import type { TrackingEvent } from '@lumen/contract';
import { wrapClient } from '../src/clickhouse-event-store.ts';
import { applyMigrations, readMigrations } from '../src/migrate.ts';
import {
  getQuestionAnswers,
  getQuestionFigures,
} from '../src/queries/videos/get-question-answers.ts';
import { NOW, buildEvent, insertBefore010, toRows } from './support/events.ts';
import { chdbTestClient } from './support/chdb-client.ts';

const client = chdbTestClient('questions');

const DAY_MS = 86_400_000;
const VIDEO = 9;
const QUIZ = '41';
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The server's answer event, as response-events.ts emits it. */
const answer = (
  sessionId: string,
  text: string,
  isCorrect: boolean | null,
  at: number,
  responseTimeMs?: number,
): TrackingEvent =>
  buildEvent({
    eventType: 'quiz_completed',
    videoId: VIDEO,
    elementId: QUIZ,
    sessionId,
    timestamp: at,
    receivedAt: at,
    metadata: {
      answer: text,
      isCorrect,
      source: 'server',
      ...(responseTimeMs !== undefined && { responseTimeMs }),
    },
  });
const player = (eventType: TrackingEvent['eventType'], sessionId: string, at = NOW) =>
  buildEvent({ eventType, videoId: VIDEO, elementId: QUIZ, sessionId, timestamp: at });

it('counts the events stored before 009 and after it, once each, per day', async () => {
  await applyMigrations(
    client,
    readMigrations().filter((m) => m.version < 9),
  );
  const store = wrapClient(client, 'chdb');
  const yesterday = NOW - DAY_MS;
  const before = [
    player('quiz_shown', 'a'),
    answer('a', 'B', false, NOW + 1000, 3000),
    player('quiz_completed', 'a'),
    player('quiz_shown', 'b', yesterday),
    answer('b', 'A', true, yesterday + 1000, 1000),
  ];
  await insertBefore010(client, before);
  expect(await applyMigrations(client)).toContain('009_question_rollups.sql');

  const after = [
    answer('a', 'A', true, NOW + 2000, 5000), // a's second answer: right, but not the first
    player('quiz_shown', 'c'),
    player('quiz_skipped', 'c'),
    answer('d', 'A', true, NOW + 3000), // no response time
    // A client's own event that looks like an answer counts neither as an answer nor (since
    // migration 020) as a completion: only the server's answer events do.
    buildEvent({
      eventType: 'quiz_completed',
      videoId: VIDEO,
      elementId: QUIZ,
      sessionId: 'e',
      metadata: { answer: 'B', isCorrect: false },
    }),
  ];
  await store.insertRows(toRows(after), 'after-009');
  // Everything resent (same event ids, another insert): nothing changes.
  await store.insertRows(toRows([...before, ...after]), 'resent');

  const today = { from: day(NOW), to: day(NOW) };
  const reach = (await getQuestionFigures(store, VIDEO, today)).reach;
  expect(reach.quizzes.get(QUIZ)).toEqual({ shown: 2, completed: 2, skipped: 1 }); // a, d
  expect(reach.surveys.size).toBe(0);
  expect((await getQuestionAnswers(store, VIDEO, today)).get(QUIZ)).toEqual({
    answers: [
      { answer: 'A', count: 2, correct: true },
      { answer: 'B', count: 1, correct: false },
    ],
    responses: 3,
    correct: 2,
    incorrect: 1,
    medianResponseMs: 4000, // of 3000 and 5000
    firstAnswers: { sessions: 2, judged: 2, correct: 1 }, // a: B (wrong), d: A
  });

  const both = { from: day(yesterday), to: day(NOW) };
  expect((await getQuestionFigures(store, VIDEO, both)).reach.quizzes.get(QUIZ)).toEqual({
    shown: 3,
    completed: 3,
    skipped: 1,
  });
  expect((await getQuestionAnswers(store, VIDEO, both)).get(QUIZ)).toMatchObject({
    responses: 4,
    correct: 3,
    medianResponseMs: 3000, // of 1000, 3000 and 5000
    firstAnswers: { sessions: 3, judged: 3, correct: 2 },
  });
  expect(
    (await getQuestionAnswers(store, VIDEO, { from: '2020-01-01', to: '2020-01-31' })).size,
  ).toBe(0);
});

it('a session’s first answer is its earliest of the period, across days', async () => {
  const store = wrapClient(client, 'chdb');
  const video = 10;
  const at = (ms: number, text: string, ok: boolean) => ({
    ...answer('s', text, ok, ms),
    videoId: video,
  });
  // Wrong the day before, right today: over both days the first answer was wrong; over today
  // alone it was right.
  await store.insertRows(toRows([at(NOW - DAY_MS, 'B', false), at(NOW + 10, 'A', true)]), 'first');
  const over = async (from: number) =>
    (await getQuestionAnswers(store, video, { from: day(from), to: day(NOW) })).get(QUIZ)!
      .firstAnswers;
  expect(await over(NOW - DAY_MS)).toEqual({ sessions: 1, judged: 1, correct: 0 });
  expect(await over(NOW)).toEqual({ sessions: 1, judged: 1, correct: 1 });
});
