// The question analytics' answer: each quiz and survey of the video as Postgres
// defines it, with the figures of the period from ClickHouse (shown, answered, skipped, the
// answers' verdicts and times) and from Postgres (the surveys' answers per question).
import {
  RATING_MAX,
  RATING_MIN,
  isChoiceQuestion,
  type Quiz,
  type QuizBreakdown,
  type Survey,
  type SurveyBreakdown,
} from '@lumen/contract';
import { metrics, type ElementReach, type QuizAnswerStats } from '@lumen/clickhouse';
import type { SurveyQuestionTally } from '@lumen/db';

const NO_REACH: ElementReach = { shown: 0, completed: 0, skipped: 0 };
const YES_NO = ['yes', 'no'];

/** % of `part` in `whole` (one decimal), or null when there is nothing to divide. */
const rateOrNull = (part: number, whole: number) =>
  whole > 0 ? metrics.percentOf(part, whole) : null;

export function buildQuizBreakdown(
  quiz: Quiz,
  reach: ElementReach = NO_REACH,
  stats: QuizAnswerStats | undefined,
): QuizBreakdown {
  return {
    quizId: quiz.id,
    title: quiz.title,
    question: quiz.question,
    questionType: quiz.questionType,
    timecode: quiz.timecode,
    correctAnswer: quiz.correctAnswer,
    shown: reach.shown,
    answered: reach.completed,
    skipped: reach.skipped,
    correctRate: stats ? rateOrNull(stats.correct, stats.correct + stats.incorrect) : null,
    firstAttemptCorrectRate: stats
      ? rateOrNull(stats.firstAnswers.correct, stats.firstAnswers.judged)
      : null,
    medianSecondsToAnswer:
      stats?.medianResponseMs == null ? null : Math.round(stats.medianResponseMs / 100) / 10,
    answers: stats?.answers ?? [],
  };
}

/** Counts per option, in the question's own order. */
const countsInOrder = (order: string[], values: Map<string, number>) =>
  order.map((option) => ({ option, count: values.get(option) ?? 0 }));

function ratingOf(values: Map<string, number>) {
  const scale = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
  const distribution = scale.map((value) => ({ value, count: values.get(String(value)) ?? 0 }));
  const total = distribution.reduce((sum, d) => sum + d.count, 0);
  const sum = distribution.reduce((s, d) => s + d.value * d.count, 0);
  return { mean: total > 0 ? Math.round((sum / total) * 100) / 100 : null, distribution };
}

export function buildSurveyBreakdown(
  survey: Survey,
  reach: ElementReach = NO_REACH,
  tallies: SurveyQuestionTally[],
): SurveyBreakdown {
  const byQuestion = new Map(tallies.map((t) => [t.questionId, t]));
  return {
    surveyId: survey.id,
    title: survey.title,
    timecode: survey.timecode,
    isAnonymous: survey.isAnonymous,
    shown: reach.shown,
    responses: reach.completed,
    skipped: reach.skipped,
    questions: survey.questions.map((question) => {
      const tally = byQuestion.get(question.id);
      const values = tally?.values ?? new Map<string, number>();
      const answered = tally?.answered ?? 0;
      const choices = isChoiceQuestion(question.type)
        ? question.options
        : question.type === 'yes_no'
          ? YES_NO
          : null;
      return {
        questionId: question.id,
        text: question.text,
        type: question.type,
        answered,
        options: choices ? countsInOrder(choices, values) : [],
        rating: question.type === 'rating' ? ratingOf(values) : null,
        textAnswers: question.type === 'text' ? answered : 0,
      };
    }),
  };
}
