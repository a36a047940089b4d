// The event store's view counts, copied into the catalogue every VIEW_COUNT_COPY_SECONDS so
// lists can sort by views (sort=views) with an index. Each api process copies: the copy writes
// only rows whose count changed, so a second process repeating it changes nothing.
import { getViewCounts, type EventStore } from '@lumen/clickhouse';
import { listVideoIdsAfter, saveViewCounts, type Database } from '@lumen/db';

/** Videos read and counted per query: a bounded IN list however large the catalogue. */
const CHUNK = 5000;

/** Copies every video's count once; answers how many counts changed. */
export async function copyViewCounts(db: Database, events: EventStore): Promise<number> {
  let changed = 0;
  for (let afterId = 0; ;) {
    const ids = await listVideoIdsAfter(db, afterId, CHUNK);
    if (ids.length === 0) return changed;
    changed += await saveViewCounts(db, await getViewCounts(events, ids));
    afterId = ids[ids.length - 1]!;
  }
}

/** Copies at once and then every `everyMs` until stopped; a failed copy is reported and retried next time. */
export function startViewCountCopy(
  db: Database,
  events: EventStore,
  everyMs: number,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const copy = () => {
    // A copy slower than the interval is not started twice.
    running ??= copyViewCounts(db, events)
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(copy, everyMs);
  timer.unref();
  copy();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
