// Start-up waits for a store that is not up yet (a compose stack starting together, a store
// restarting, a ClickHouse server still booting, a chDB directory still held by a dead worker's
// engine process while it exits): it retries with back-off and a log line per attempt for as long
// as it takes, instead of exiting and leaving the restart to whoever supervises the process.
import { describeError } from '@lumen/db';

/** Delay before attempt `n + 1`: 0.5, 1, 2, 4, then 5 s between attempts. */
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
      log(`${what} is not ready; retrying`, { attempt, error: describeError(error) });
      await new Promise((resolve) => setTimeout(resolve, delayAfter(attempt)));
    }
  }
}
