// While a store is away its clients report the same failure many times a second (each reconnect
// attempt of each connection, each BullMQ queue and worker). The log gets the first of them, then
// at most one line per interval that says how many were left out, and one line when it is back.
import { describeError } from '@lumen/db';
import type { ShutdownLog } from './shutdown.ts';

export interface StoreErrorLog {
  /** A client's error event. */
  error(error: unknown): void;
  /** A client is connected again. */
  ready(): void;
}

const DEFAULT_INTERVAL_MS = 10_000;

export function reportStoreErrors(
  store: string,
  log: ShutdownLog,
  intervalMs = DEFAULT_INTERVAL_MS,
): StoreErrorLog {
  let lastLoggedAt = -Infinity;
  let leftOut = 0;
  let failing = false;
  return {
    error(error) {
      failing = true;
      const now = Date.now();
      if (now - lastLoggedAt < intervalMs) {
        leftOut++;
        return;
      }
      log('warn', `${store}: error`, {
        error: describeError(error),
        ...(leftOut > 0 && { errorsNotLogged: leftOut }),
      });
      lastLoggedAt = now;
      leftOut = 0;
    },
    ready() {
      if (!failing) return;
      failing = false;
      lastLoggedAt = -Infinity;
      log('info', `${store}: connected again`, leftOut > 0 ? { errorsNotLogged: leftOut } : {});
      leftOut = 0;
    },
  };
}
