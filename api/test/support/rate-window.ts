// The rate limits count per clock-aligned minute: a case that crossed into the next window would
// find a fresh allowance and see a 2xx where it expects 429. A case that counts against a limit
// starts with at least `marginMs` of its window left, waiting for the next window if need be.
import { WINDOW_MS } from '../../src/services/rate-limiter.ts';

export async function startInsideOneWindow(marginMs = 15_000): Promise<void> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
