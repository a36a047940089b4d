// The cards' view counts, remembered for a few seconds per video: a home page full of cards,
// reloaded by many visitors, asks ClickHouse once per interval for the ids it has not got, in
// one query. Failures are not remembered (the next call asks again).

export interface ViewCountCache {
  /** The counts of `ids`, asking `load` (once, for the missing or expired ones only). */
  get(
    ids: readonly number[],
    load: (missing: number[]) => Promise<Map<number, number>>,
  ): Promise<Map<number, number>>;
}

export function createViewCountCache({
  ttlMs,
  maxEntries = 10_000,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): ViewCountCache {
  const entries = new Map<number, { views: number; until: number }>();

  function remember(id: number, views: number, until: number) {
    entries.delete(id); // re-inserted last: Map order is then oldest first
    entries.set(id, { views, until });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  }

  return {
    async get(ids, load) {
      const at = now();
      const counts = new Map<number, number>();
      const missing: number[] = [];
      for (const id of ids) {
        const entry = entries.get(id);
        if (entry && entry.until > at) counts.set(id, entry.views);
        else missing.push(id);
      }
      if (missing.length > 0) {
        const loaded = await load(missing);
        const until = now() + ttlMs;
        for (const id of missing) {
          const views = loaded.get(id) ?? 0;
          counts.set(id, views);
          remember(id, views, until);
        }
      }
      return counts;
    },
  };
}
