// Start-up waits for a store that is not up yet (a compose stack starting together, a ClickHouse
// server still booting, a chDB directory still held by a dead worker's engine process while it
// exits) with a bounded retry and a log line per attempt, instead of crashing in a loop.
const ATTEMPTS = 10;

/** Delay before attempt `n + 1`: 0.5, 1, 2, 4, then 5 s (about 32 s over all ten attempts). */
const delayAfter = (attempt: number) => Math.min(5_000, 250 * 2 ** attempt);

export async function openWithRetry<T>(
  what: string,
  open: () => Promise<T>,
  log: (message: string, data: Record<string, unknown>) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt === ATTEMPTS) {
        log(`${what} is still not ready after ${ATTEMPTS} attempts; giving up`, { error: message });
        throw error;
      }
      log(`${what} is not ready; retrying`, { attempt, error: message });
      await new Promise((resolve) => setTimeout(resolve, delayAfter(attempt)));
    }
  }
}
