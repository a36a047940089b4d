// The ids of the videos that exist, kept in this process, so the ingest refuses events for a
// video that does not exist without a database query per event. The set is read again every
// REFRESH_EVERY_MS (a deleted video stops being trackable), and on a miss, at most once every
// MISS_REFRESH_MS: a video created through another api process (or an import worker) becomes
// trackable within about a second, while a sender of unknown ids costs one query a second.
import { listVideoIds, type Database } from '@lumen/db';

export const REFRESH_EVERY_MS = 60_000;
export const MISS_REFRESH_MS = 1000;

export interface KnownVideos {
  /** Whether every event's video exists; one not in the set waits for a re-read of the set. */
  allExist(events: readonly { videoId: number }[]): true | Promise<boolean>;
  /** This process made or removed a video: no need to wait for a re-read. */
  added(id: number): void;
  removed(id: number): void;
  close(): void;
}

export function createKnownVideos(
  db: Database,
  options: { refreshEveryMs?: number; missRefreshMs?: number; now?: () => number } = {},
): KnownVideos {
  const now = options.now ?? Date.now;
  const missRefreshMs = options.missRefreshMs ?? MISS_REFRESH_MS;
  let ids = new Set<number>();
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;

  /** One read at a time, and none sooner than missRefreshMs after the last one started. */
  function reread(): Promise<void> {
    reading ??= (async () => {
      const wait = readAt + missRefreshMs - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      readAt = now();
      ids = new Set(await listVideoIds(db));
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  const everyone = (events: readonly { videoId: number }[]) =>
    events.every((event) => ids.has(event.videoId));
  const timer = setInterval(() => {
    // A failed periodic read keeps the set it had; the next one tries again.
    reread().catch(() => {});
  }, options.refreshEveryMs ?? REFRESH_EVERY_MS);
  timer.unref();

  return {
    allExist(list) {
      if (everyone(list)) return true;
      return reread().then(() => everyone(list));
    },
    added: (id) => void ids.add(id),
    removed: (id) => void ids.delete(id),
    close: () => clearInterval(timer),
  };
}
