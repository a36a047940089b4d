// Folds finished days of the audience's exact sets into plain numbers (migration 014); the
// reader is queries/videos/audience-day-counts.ts.
import type { EventStore } from './event-store.ts';
import { foldDays } from './fold-days.ts';
import type { FoldOptions } from './fold-views.ts';

export const foldAudienceDays = (store: EventStore, options?: FoldOptions) =>
  foldDays(
    store,
    {
      rollup: 'audience_daily',
      arrivals: 'audience_day_arrivals',
      folded: 'folded_audience_days',
      key: 'dimension, name',
      numbers: 'uniqExactMerge(views), uniqExactMerge(quiz_judged), uniqExactMerge(quiz_correct)',
    },
    options,
  );
