// Checking viewers' answers: one place for the rules of public spec §5 (quiz answers,
// survey required questions, rating scale, yes/no values).
import { RATING_MAX, RATING_MIN, type Quiz, type Survey } from '@lumen/contract';
import { badRequest } from '../plugins/errors.ts';

export type Answer = string | number | string[];

function isBlank(answer: Answer | undefined): boolean {
  if (answer === undefined) return true;
  if (Array.isArray(answer)) return answer.every((a) => a.trim() === '');
  return String(answer).trim() === '';
}

function checkRating(answer: Answer): number {
  const value = Number(Array.isArray(answer) ? NaN : answer);
  if (!Number.isInteger(value) || value < RATING_MIN || value > RATING_MAX) {
    throw badRequest(`Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`);
  }
  return value;
}

function checkChoices(answer: Answer, options: string[], multiple: boolean): string | string[] {
  const chosen = Array.isArray(answer) ? answer : [String(answer)];
  if (!multiple && chosen.length !== 1) throw badRequest('Choose one option');
  if (options.length > 0 && !chosen.every((c) => options.includes(c)))
    throw badRequest('Answer must be one of the options');
  return multiple && Array.isArray(answer) ? chosen : chosen[0]!;
}

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export interface QuizJudgement {
  answer: Answer;
  isCorrect: boolean | null;
}

/** Validates a quiz answer and, when the quiz has a correct answer, judges it. */
export function judgeQuizAnswer(quiz: Quiz, answer: Answer): QuizJudgement {
  if (isBlank(answer)) throw badRequest('Please provide an answer');
  let stored: Answer;
  switch (quiz.questionType) {
    case 'rating':
      stored = checkRating(answer);
      break;
    case 'single_choice':
    case 'multiple_choice':
      stored = checkChoices(answer, quiz.options, false);
      break;
    case 'text':
      if (Array.isArray(answer)) throw badRequest('Answer must be text');
      stored = String(answer).trim();
      break;
  }
  const expected = quiz.correctAnswer?.trim();
  return {
    answer: stored,
    isCorrect: expected ? normalize(String(stored)) === normalize(expected) : null,
  };
}

/** Validates survey answers: known question ids, required questions answered, values of the right kind. */
export function checkSurveyResponses(
  survey: Survey,
  responses: Record<string, Answer>,
): Record<string, Answer> {
  const questions = new Map(survey.questions.map((q) => [q.id, q]));
  for (const id of Object.keys(responses)) {
    if (!questions.has(id)) throw badRequest(`Unknown question: ${id}`);
  }
  const checked: Record<string, Answer> = {};
  for (const question of survey.questions) {
    const answer = responses[question.id];
    if (isBlank(answer)) {
      if (question.required) throw badRequest(`Please answer the question: ${question.text}`);
      continue;
    }
    switch (question.type) {
      case 'rating':
        checked[question.id] = checkRating(answer!);
        break;
      case 'yes_no':
        if (answer !== 'yes' && answer !== 'no') throw badRequest('Answer must be yes or no');
        checked[question.id] = answer;
        break;
      case 'single_choice':
        checked[question.id] = checkChoices(answer!, question.options, false);
        break;
      case 'multiple_choice':
        checked[question.id] = checkChoices(answer!, question.options, true);
        break;
      case 'text':
        if (Array.isArray(answer)) throw badRequest('Answer must be text');
        checked[question.id] = String(answer).trim();
        break;
    }
  }
  return checked;
}
