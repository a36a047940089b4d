// Migration 016's folded days of the quiz answers: a fold turns finished days of their sets into
// numbers, and the question breakdown stays the exact count of the sets — before a fold, after
// it, when a late answer arrives for a folded day, when a folded answer is resent, and for the
// day still running. Also: the days stored before the migration are folded at the first fold.
import type { TrackingEvent } from '@lumen/contract';
import { expect, it } from 'vitest';
import { wrapClient } from '../src/clickhouse-event-store.ts';
import { foldQuizAnswerDays } from '../src/fold-quiz-answers.ts';
import { applyMigrations, readMigrations } from '../src/migrate.ts';
import { getQuestionAnswers } from '../src/queries/videos/get-question-answers.ts';
import { NOW, buildEvent, toRows } from './support/events.ts';
import { chdbTestClient } from './support/chdb-client.ts';

const client = chdbTestClient('folded-quiz-answers');
const store = wrapClient(client, 'chdb');

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const VIDEO = 41;

/** The server's answer event (the one the breakdown counts), answered in `seconds`. */
const answer = (at: number, given: string, seconds = 4) =>
  buildEvent({
    eventType: 'quiz_completed',
    videoId: VIDEO,
    sessionId: `s-${at}`,
    elementId: '7',
    metadata: {
      answer: given,
      isCorrect: given === 'A',
      source: 'server',
      responseTimeMs: seconds * 1000,
    },
    timestamp: at,
    receivedAt: at,
  });

let batch = 0;
const insert = (events: TrackingEvent[]) => store.insertRows(toRows(events), `batch-${batch++}`);
/** A fold as of now, counting every insert that began before it. */
const foldNow = () => foldQuizAnswerDays(store, { insertMarginMs: 0 });
const foldedDays = async () =>
  Number(
    (
      await store.query<{ n: string }>(
        'SELECT uniqExact(video_id, day) AS n FROM folded_quiz_answer_days',
      )
    )[0]!.n,
  );

/** Quiz 7's breakdown over the last ten days: responses per answer, right ones, median time. */
async function figures() {
  const quizzes = await getQuestionAnswers(store, VIDEO, {
    from: isoDay(NOW - 9 * DAY),
    to: isoDay(Date.now()),
  });
  const quiz = quizzes.get('7');
  return {
    answers: Object.fromEntries((quiz?.answers ?? []).map((a) => [a.answer, a.count])),
    correct: quiz?.correct ?? 0,
    medianResponseMs: quiz?.medianResponseMs ?? null,
  };
}

it('folds the days stored before it at the first fold', async () => {
  await applyMigrations(
    client,
    readMigrations().filter((m) => m.version < 16),
  );
  await insert([answer(NOW - 3 * DAY, 'A'), answer(NOW - 3 * DAY + 1000, 'B')]);
  expect(await applyMigrations(client)).toContain('016_folded_quiz_answer_days.sql');
  const before = await figures();
  expect(before).toEqual({ answers: { A: 1, B: 1 }, correct: 1, medianResponseMs: 4000 });
  await foldNow();
  expect(await foldedDays()).toBe(1);
  expect(await figures()).toEqual(before);
});

it('a fold turns finished days into numbers and changes no answer', async () => {
  // Yesterday: three answers, each sent twice; today (still running): one.
  const yesterday = [
    answer(NOW - DAY + 1000, 'A', 2),
    answer(NOW - DAY + 2000, 'C', 10),
    answer(NOW - DAY + 3000, 'C', 12),
  ];
  await insert(yesterday);
  await insert(yesterday);
  await insert([answer(Date.now(), 'B', 30)]);
  const before = await figures();
  expect(before).toEqual({ answers: { A: 2, B: 2, C: 2 }, correct: 2, medianResponseMs: 7000 });

  await foldNow();
  // Three days ago and yesterday; not today, which is still running.
  expect(await foldedDays()).toBe(2);
  expect(await figures()).toEqual(before);
});

it('a late answer for a folded day counts at once; a resent folded answer never twice', async () => {
  await foldNow();
  const late = answer(NOW - DAY + 10_000, 'C', 20);
  await insert([late]);
  expect((await figures()).answers).toEqual({ A: 2, B: 2, C: 3 });
  await insert([{ ...late }]);
  expect((await figures()).answers).toEqual({ A: 2, B: 2, C: 3 });
  // The next fold folds that day again; a resend after it still counts once.
  await foldNow();
  await insert([{ ...late }]);
  expect(await figures()).toEqual({
    answers: { A: 2, B: 2, C: 3 },
    correct: 2,
    medianResponseMs: 10_000,
  });
});

it('reads the folded numbers while no answer arrived after the fold, the sets once one did', async () => {
  await foldNow();
  // A set changed behind the fold's back (no answer arrived): the folded number is what is read.
  await client.command({
    query: `INSERT INTO quiz_answer_days (video_id, day, quiz_id, answer, verdict, seconds, responses)
            SELECT ${VIDEO}, toDate('${isoDay(NOW - DAY)}'), '7', 'D', 0, 5, uniqExactState(toUInt64(42))`,
  });
  expect((await figures()).answers).toEqual({ A: 2, B: 2, C: 3 });
  // An answer arrives for that day: its sets are read again (the real answers and the one put in).
  await insert([answer(NOW - DAY + 30_000, 'A')]);
  expect((await figures()).answers).toEqual({ A: 3, B: 2, C: 3, D: 1 });
});
