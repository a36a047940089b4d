// Everything the event sink folds every FOLD_EVERY_MS: finished hours of views (013), finished
// days of the audience's exact sets (014) and of the daily session sets (015).
import type { EventStore } from './event-store.ts';
import { foldAudienceDays } from './fold-audience.ts';
import { foldSessionDays } from './fold-sessions.ts';
import { foldViewHours, type FoldOptions } from './fold-views.ts';

export async function foldFinished(store: EventStore, options?: FoldOptions): Promise<void> {
  await foldViewHours(store, options);
  await foldAudienceDays(store, options);
  await foldSessionDays(store, options);
}
