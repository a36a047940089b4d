// Answer rules of the overlays (public spec §5), the same as the server's (api/src/services/answers.ts).
import type { AnswerValue } from '@lumen/contract';
import { RATING_MAX, RATING_MIN } from '@lumen/contract/constants';

/** Blank: nothing chosen, or text that is empty after trimming. */
export function isBlankAnswer(answer: AnswerValue | undefined | null): boolean {
  if (answer === undefined || answer === null) return true;
  if (Array.isArray(answer)) return answer.every((a) => a.trim() === '');
  return String(answer).trim() === '';
}

/** What is sent: text trimmed, choices without blanks. */
export function normalizeAnswer(answer: AnswerValue): AnswerValue {
  if (Array.isArray(answer)) return answer.filter((a) => a.trim() !== '');
  return typeof answer === 'string' ? answer.trim() : answer;
}

/** The survey's answers as sent: blank optional answers are left out. */
export function surveyResponses(
  answers: Record<string, AnswerValue | undefined>,
): Record<string, AnswerValue> {
  const out: Record<string, AnswerValue> = {};
  for (const [id, answer] of Object.entries(answers)) {
    if (answer !== undefined && !isBlankAnswer(answer)) out[id] = normalizeAnswer(answer);
  }
  return out;
}

/** Public spec §5/§9: ratings are 1 to 5. (A function: no work at import time.) */
export function ratingValues(): number[] {
  const values: number[] = [];
  for (let n = RATING_MIN; n <= RATING_MAX; n++) values.push(n);
  return values;
}
