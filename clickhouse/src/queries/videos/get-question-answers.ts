// "What did viewers answer to each quiz of this video in the period: which answers, how many
// right, how long they took, and how many got it right the first time?" — from the server's
// answer events as rolled up per day (migration 009); a resent event changes nothing.
import type { EventStore } from '../../event-store.ts';

// Per (quiz, answer): the responses and their verdicts; per quiz (grouping(answer) = 1): the
// exact median of the response times the player measured. quantileExactInclusive(0.5) is the
// middle value, or the mean of the two middle ones.
const ANSWERS_SQL = `
SELECT
  quiz_id,
  answer,
  grouping(answer) AS whole_quiz,
  uniqExactMerge(responses) AS responses,
  uniqExactMerge(correct) AS correct,
  uniqExactMerge(incorrect) AS incorrect,
  if(whole_quiz = 1, groupUniqArrayMerge(response_times), []) AS timed,
  length(timed) AS timed_count,
  arrayReduce('quantileExactInclusive(0.5)', arrayMap(t -> t.2, timed)) AS median_ms
FROM quiz_answer_days
WHERE video_id = {videoId:UInt32} AND day >= {from:Date} AND day <= {to:Date}
GROUP BY GROUPING SETS ((quiz_id, answer), (quiz_id))
ORDER BY quiz_id, whole_quiz, responses DESC, answer`;

// Each session's first answer in the period (the earliest of its days' first answers).
const FIRST_ANSWERS_SQL = `
SELECT
  quiz_id,
  count() AS sessions,
  countIf(verdict >= 0) AS judged,
  countIf(verdict = 1) AS correct
FROM (
  SELECT quiz_id, session_id, argMinMerge(verdict) AS verdict
  FROM quiz_first_answers
  WHERE video_id = {videoId:UInt32} AND day >= {from:Date} AND day <= {to:Date}
  GROUP BY quiz_id, session_id
)
GROUP BY quiz_id`;

export interface QuizAnswerStats {
  /** Every answer given, most chosen first; `correct` null when none of its responses was judged. */
  answers: { answer: string; count: number; correct: boolean | null }[];
  responses: number;
  correct: number;
  incorrect: number;
  /** Median ms from shown to answered over the responses that carry a response time. */
  medianResponseMs: number | null;
  /** Sessions that answered, and of their first answers the judged and the correct ones. */
  firstAnswers: { sessions: number; judged: number; correct: number };
}

interface AnswerRow {
  quiz_id: string;
  answer: string;
  whole_quiz: number;
  responses: string | number;
  correct: string | number;
  incorrect: string | number;
  timed_count: string | number;
  median_ms: number | null;
}

interface FirstAnswerRow {
  quiz_id: string;
  sessions: string | number;
  judged: string | number;
  correct: string | number;
}

const emptyStats = (): QuizAnswerStats => ({
  answers: [],
  responses: 0,
  correct: 0,
  incorrect: 0,
  medianResponseMs: null,
  firstAnswers: { sessions: 0, judged: 0, correct: 0 },
});

/** Per quiz id (as the events name it); the period is whole UTC days of the client clock. */
export async function getQuestionAnswers(
  store: EventStore,
  videoId: number,
  period: { from: string; to: string },
): Promise<Map<string, QuizAnswerStats>> {
  const params = { videoId, from: period.from, to: period.to };
  const answerRows = await store.query<AnswerRow>(ANSWERS_SQL, params);
  const firstRows = await store.query<FirstAnswerRow>(FIRST_ANSWERS_SQL, params);
  const quizzes = new Map<string, QuizAnswerStats>();
  const statsOf = (quizId: string) => {
    const stats = quizzes.get(quizId) ?? emptyStats();
    quizzes.set(quizId, stats);
    return stats;
  };
  for (const row of answerRows) {
    const stats = statsOf(row.quiz_id);
    const [responses, correct, incorrect] = [row.responses, row.correct, row.incorrect].map(Number);
    if (Number(row.whole_quiz) === 1) {
      Object.assign(stats, { responses, correct, incorrect });
      stats.medianResponseMs =
        Number(row.timed_count) > 0 && row.median_ms !== null ? Number(row.median_ms) : null;
    } else {
      stats.answers.push({
        answer: row.answer,
        count: responses!,
        correct: correct! > 0 ? true : incorrect! > 0 ? false : null,
      });
    }
  }
  for (const row of firstRows) {
    statsOf(row.quiz_id).firstAnswers = {
      sessions: Number(row.sessions),
      judged: Number(row.judged),
      correct: Number(row.correct),
    };
  }
  return quizzes;
}
