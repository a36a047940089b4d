// Events per client address per minute (a batch counts every event it carries), in a fixed
// window held in memory: cheap enough for the ingest path. 0 turns it off. Quiz and survey
// responses are throttled with it too (response-throttle.ts).

export interface EventRateLimiter {
  /** Takes `events` from the address's allowance; returns seconds to wait when over it, else 0. */
  take(address: string, events: number): number;
}

export function createEventRateLimiter(
  perMinute: number,
  now: () => number = Date.now,
): EventRateLimiter {
  const WINDOW_MS = 60_000;
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    take(address, events) {
      if (perMinute === 0) return 0;
      const t = now();
      if (t - windowStart >= WINDOW_MS) {
        windowStart = t - (t % WINDOW_MS);
        counts = new Map();
      }
      const used = (counts.get(address) ?? 0) + events;
      counts.set(address, used);
      return used > perMinute ? Math.ceil((windowStart + WINDOW_MS - t) / 1000) : 0;
    },
  };
}
