// Everything the event sink folds every FOLD_EVERY_MS: finished hours of views (013), finished
// days of the audience's exact sets (014), of the daily session sets (015), of the quiz
// answers' sets (016) and of the playing and stall time spans (021), the days of the zone the
// rollups are keyed by (022).
import { readStoreTimeZone } from './analytics-time-zone.ts';
import type { EventStore } from './event-store.ts';
import { foldAudienceDays } from './fold-audience.ts';
import { foldPlaybackTimeDays } from './fold-playback-time.ts';
import { foldQuizAnswerDays } from './fold-quiz-answers.ts';
import { foldSessionDays } from './fold-sessions.ts';
import { foldViewHours, type FoldOptions } from './fold-views.ts';

export async function foldFinished(store: EventStore, given?: FoldOptions): Promise<void> {
  const options = { ...given, timeZone: given?.timeZone ?? (await readStoreTimeZone(store)).zone };
  await foldViewHours(store, options);
  await foldAudienceDays(store, options);
  await foldSessionDays(store, options);
  await foldQuizAnswerDays(store, options);
  await foldPlaybackTimeDays(store, options);
}
