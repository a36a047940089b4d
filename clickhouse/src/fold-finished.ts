// Everything the event sink folds every FOLD_EVERY_MS: finished hours of views (013), then
// finished days of the audience's exact sets (014).
import type { EventStore } from './event-store.ts';
import { foldAudienceDays } from './fold-audience.ts';
import { foldViewHours, type FoldOptions } from './fold-views.ts';

export async function foldFinished(store: EventStore, options?: FoldOptions): Promise<void> {
  await foldViewHours(store, options);
  await foldAudienceDays(store, options);
}
