// A migrated chDB data directory made once per test run and copied for each test: applying the
// eighteen migrations is most of what opening a fresh event store costs.
import { cpSync, existsSync } from 'node:fs';
import { openEventStore } from '../../src/open-event-store.ts';

export async function writeChdbTemplate(dir: string, ttlDays: number): Promise<void> {
  // In a child process of its own (as in production), so this process binds no chDB directory.
  const store = await openEventStore({ chdbDir: dir, ttlDays });
  await store.close();
}

/** Copies the template to `dir` unless it already holds a store. */
export function copyChdbTemplate(template: string, dir: string): void {
  if (existsSync(dir)) return;
  // chDB's tables are relative symbolic links into its store/: copied as they are.
  cpSync(template, dir, { recursive: true, verbatimSymlinks: true });
}
