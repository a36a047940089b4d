// Folds finished days of the quiz answers' sets into plain numbers (migration 016); the reader
// is queries/videos/get-question-answers.ts.
import type { EventStore } from './event-store.ts';
import { foldDays } from './fold-days.ts';
import type { FoldOptions } from './fold-views.ts';

export const foldQuizAnswerDays = (store: EventStore, options?: FoldOptions) =>
  foldDays(
    store,
    {
      rollup: 'quiz_answer_days',
      arrivals: 'quiz_answer_arrivals',
      folded: 'folded_quiz_answer_days',
      key: 'quiz_id, answer, verdict, seconds',
      numbers: 'uniqExactMerge(responses)',
    },
    options,
  );
