// Folds finished days of the playing and stall time spans into plain numbers (migration 021);
// the reader is queries/videos/playback-time-day-counts.ts.
import type { EventStore } from './event-store.ts';
import { foldDays } from './fold-days.ts';
import type { FoldOptions } from './fold-views.ts';

export const foldPlaybackTimeDays = (store: EventStore, options?: FoldOptions) =>
  foldDays(
    store,
    {
      rollup: 'playback_time_days',
      arrivals: 'playback_time_arrivals',
      folded: 'folded_playback_time_days',
      key: 'dimension, name',
      numbers: 'arraySum(span -> span.3, groupUniqArrayMerge(spans))',
    },
    options,
  );
