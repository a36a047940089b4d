// "What did viewers answer to each quiz of this video, and how many were right?"
import type { QuizAnalytics } from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';

const SQL = `
SELECT
  quiz_id,
  answer,
  uniqExactMerge(responses) AS responses,
  uniqExactMerge(correct) AS correct,
  uniqExactMerge(incorrect) AS incorrect
FROM quiz_answers
WHERE video_id = {videoId:UInt32}
GROUP BY quiz_id, answer
ORDER BY quiz_id, responses DESC, answer`;

interface Row {
  quiz_id: string;
  answer: string;
  responses: string | number;
  correct: string | number;
  incorrect: string | number;
}

export async function getQuizAnswers(store: EventStore, videoId: number): Promise<QuizAnalytics> {
  const rows = await store.query<Row>(SQL, { videoId });
  const quizzes = new Map<string, QuizAnalytics[number]>();
  for (const row of rows) {
    const quiz = quizzes.get(row.quiz_id) ?? {
      quizId: row.quiz_id,
      responses: 0,
      correct: 0,
      incorrect: 0,
      answers: [],
    };
    quiz.responses += Number(row.responses);
    quiz.correct += Number(row.correct);
    quiz.incorrect += Number(row.incorrect);
    quiz.answers.push({ answer: row.answer, count: Number(row.responses) });
    quizzes.set(row.quiz_id, quiz);
  }
  return [...quizzes.values()];
}
