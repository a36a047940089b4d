// "What did viewers answer to each quiz of this video in the period: which answers, how many
// right, how long they took, and how many got it right the first time?" — from the server's
// answer events as rolled up per day (migration 009), a finished day's answers as numbers (016);
// a resent event changes nothing.
import type { EventStore } from '../../event-store.ts';
import { findStaleKeys, QUIZ_ANSWER_DAYS } from '../stale-keys.ts';
import {
  ELEMENT_SESSIONS_SQL,
  questionReachOf,
  type ElementSessionsRow,
  type QuestionReach,
} from './get-question-reach.ts';

// Four kinds of rows in one round trip (chDB answers one query at a time):
// 'answer' — per (quiz, answer, verdict): responses;
// 'time'   — per (quiz, whole second of the time to answer): responses;
// 'first'  — per quiz: sessions that answered, and of their first answers in the period the
//            judged and the correct ones (first = the smallest `first` of the session's days).
//            A row per session and day: beyond FIRST_ANSWER_SAMPLE rows in the period, an even
//            sample of sessions (the lowest hashes) is read instead, so the cost stays flat; the
//            rate is then an estimate (about ±1 point at 95 % with 6 000 sessions of a quiz in the
//            sample), and exact below;
// 'reach'  — per element and event type: sessions (get-question-reach.ts).
// Each answer event is in exactly one row of quiz_answer_days, so a row's set is merged only
// with the same row of other parts (grouped by day too) and the counts are then added up; a
// day folded since its last answer arrived is its folded numbers (stale-keys.ts).
const FIRST_ANSWER_SAMPLE = 30_000;
const PERIOD = 'video_id = {videoId:UInt32} AND day >= {from:Date} AND day <= {to:Date}';

// A day's rows: its folded numbers while fresh (016; FINAL keeps each row's latest fold, and the
// filter names only sorting-key columns), else its sets merged (left out when no day is stale).
const answerDaysSql = (stale: string, anyStale: boolean) => `
  SELECT day, quiz_id, answer, verdict, seconds, responses AS n
  FROM folded_quiz_answer_days FINAL
  PREWHERE ${PERIOD} AND ${QUIZ_ANSWER_DAYS.key('day')} NOT IN ${stale}${
    anyStale
      ? `
  UNION ALL
  SELECT day, quiz_id, answer, verdict, seconds, uniqExactMerge(responses) AS n
  FROM quiz_answer_days
  PREWHERE ${PERIOD} AND ${QUIZ_ANSWER_DAYS.key('day')} IN ${stale}
  GROUP BY day, quiz_id, answer, verdict, seconds`
      : ''
  }`;

const sql = (stale: string, anyStale: boolean) => `
SELECT
  if(grouping(seconds) = 1, 'answer', 'time') AS kind, quiz_id,
  if(kind = 'answer', answer, toString(seconds)) AS key, sum(n) AS n, any(verdict) AS a, 0 AS b
FROM (${answerDaysSql(stale, anyStale)})
GROUP BY GROUPING SETS ((quiz_id, answer, verdict), (quiz_id, seconds))
HAVING kind = 'answer' OR seconds >= 0
UNION ALL
SELECT 'first' AS kind, quiz_id, '' AS key, count() AS n, countIf(first % 4 != 3) AS a, countIf(first % 4 = 1) AS b
FROM (
  SELECT quiz_id, session, min(first) AS first
  FROM quiz_first_answers
  WHERE ${PERIOD}
    AND session <= intDiv(18446744073709551615, greatest(1, intDiv((
      SELECT count() FROM quiz_first_answers WHERE ${PERIOD}
    ), ${FIRST_ANSWER_SAMPLE})))
  GROUP BY quiz_id, session
)
GROUP BY quiz_id
UNION ALL
SELECT 'reach' AS kind, element_id AS quiz_id, event_type AS key, sessions AS n, 0 AS a, 0 AS b
FROM (${ELEMENT_SESSIONS_SQL})`;

export interface QuizAnswerStats {
  /** Every answer given, most chosen first; `correct` null when none of its responses was judged. */
  answers: { answer: string; count: number; correct: boolean | null }[];
  responses: number;
  correct: number;
  incorrect: number;
  /** Median ms from shown to answered over the responses the player timed, in whole seconds. */
  medianResponseMs: number | null;
  /** Sessions that answered, and of their first answers the judged and the correct ones (of a
   * sample of sessions beyond FIRST_ANSWER_SAMPLE: for rates only). */
  firstAnswers: { sessions: number; judged: number; correct: number };
}

interface Row {
  kind: 'answer' | 'time' | 'first' | 'reach';
  quiz_id: string;
  key: string;
  n: string | number;
  a: string | number;
  b: string | number;
}

/** An answer's responses (one row per verdict it was given: a quiz's correct answer may change). */
function addAnswer(stats: QuizAnswerStats, answer: string, count: number, verdict: number) {
  const known = stats.answers.find((x) => x.answer === answer);
  const entry = known ?? { answer, count: 0, correct: null };
  entry.count += count;
  if (verdict === 1) entry.correct = true;
  else if (verdict === 0 && entry.correct === null) entry.correct = false;
  if (!known) stats.answers.push(entry);
}

const emptyStats = (): QuizAnswerStats => ({
  answers: [],
  responses: 0,
  correct: 0,
  incorrect: 0,
  medianResponseMs: null,
  firstAnswers: { sessions: 0, judged: 0, correct: 0 },
});

/** The median of a histogram (value → count): the middle value, or the mean of the two. */
function histogramMedian(histogram: [number, number][]): number | null {
  const sorted = histogram.filter(([, n]) => n > 0).sort(([x], [y]) => x - y);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  const valueAt = (rank: number) => {
    let seen = 0;
    for (const [value, n] of sorted) {
      seen += n;
      if (rank < seen) return value;
    }
    return sorted.at(-1)![0];
  };
  return (valueAt(Math.floor((total - 1) / 2)) + valueAt(Math.floor(total / 2))) / 2;
}

/**
 * Per quiz id (as the events name it), with every element's reach, in one round trip; the period
 * is whole UTC days of the client clock.
 */
export async function getQuestionFigures(
  store: EventStore,
  videoId: number,
  period: { from: string; to: string },
): Promise<{ quizzes: Map<string, QuizAnswerStats>; reach: QuestionReach }> {
  const params = { videoId, from: period.from, to: period.to };
  const stale = await findStaleKeys(
    store,
    { days: { rollup: QUIZ_ANSWER_DAYS, filter: PERIOD } },
    params,
  );
  const rows = await store.query<Row>(sql(stale.sets.days, stale.any.days), {
    ...params,
    ...stale.params,
  });
  const quizzes = new Map<string, QuizAnswerStats>();
  const times = new Map<string, [number, number][]>();
  const reached: ElementSessionsRow[] = [];
  const statsOf = (quizId: string) => {
    const stats = quizzes.get(quizId) ?? emptyStats();
    quizzes.set(quizId, stats);
    return stats;
  };
  for (const row of rows) {
    if (row.kind === 'reach') {
      reached.push({ event_type: row.key, element_id: row.quiz_id, sessions: row.n });
      continue;
    }
    const [n, a, b] = [row.n, row.a, row.b].map(Number) as [number, number, number];
    const stats = statsOf(row.quiz_id);
    if (row.kind === 'answer') {
      // `a` is the verdict: 1 correct, 0 incorrect, -1 not judged.
      stats.responses += n;
      if (a === 1) stats.correct += n;
      if (a === 0) stats.incorrect += n;
      addAnswer(stats, row.key, n, a);
    } else if (row.kind === 'time') {
      times.set(row.quiz_id, [...(times.get(row.quiz_id) ?? []), [Number(row.key), n]]);
    } else {
      stats.firstAnswers = { sessions: n, judged: a, correct: b };
    }
  }
  for (const [quizId, histogram] of times) {
    const seconds = histogramMedian(histogram);
    statsOf(quizId).medianResponseMs = seconds === null ? null : seconds * 1000;
  }
  for (const stats of quizzes.values())
    stats.answers.sort((x, y) => y.count - x.count || (x.answer < y.answer ? -1 : 1));
  return { quizzes, reach: questionReachOf(reached) };
}

/** The quizzes of getQuestionFigures. */
export const getQuestionAnswers = async (
  store: EventStore,
  videoId: number,
  period: { from: string; to: string },
) => (await getQuestionFigures(store, videoId, period)).quizzes;
