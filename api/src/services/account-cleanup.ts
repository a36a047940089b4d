// Expired sessions and login counts are deleted at start and then periodically, so neither
// table grows with every login ever made. Each api process runs it; a delete is safe to repeat.
import { deleteExpiredLoginAttempts, deleteExpiredSessions, type Database } from '@lumen/db';

const CLEANUP_INTERVAL_MS = 60 * 60_000;

export interface AccountLifetimes {
  sessionMaxMs: number;
  loginWindowMs: number;
}

export async function deleteExpiredAccountRows(
  db: Database,
  lifetimes: AccountLifetimes,
): Promise<void> {
  await deleteExpiredSessions(db, lifetimes.sessionMaxMs);
  await deleteExpiredLoginAttempts(db, lifetimes.loginWindowMs);
}

/** Repeats the cleanup every hour until stopped; a failed run is reported and retried next time. */
export function startAccountCleanup(
  db: Database,
  lifetimes: AccountLifetimes,
  onError: (error: unknown) => void,
): { stop(): void } {
  const timer = setInterval(() => {
    deleteExpiredAccountRows(db, lifetimes).catch(onError);
  }, CLEANUP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
