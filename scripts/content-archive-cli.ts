// What the export and import commands share: the api's configuration (DATABASE_URL, or the
// PGlite store, and the uploads and media under DATA_DIR) and one way to end with a readable
// message.
import { ArchiveError, openContentStore, type ContentStore } from '@lumen/db';
import { ConfigError, loadConfig } from '../api/src/config.ts';

export interface Installation {
  store: ContentStore;
  uploadsDir: string;
  mediaDir: string;
}

export async function openInstallation(): Promise<Installation> {
  const config = loadConfig();
  const store = await openContentStore(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { pgliteDir: config.pgliteDir },
  );
  return { store, uploadsDir: config.uploadsDir, mediaDir: config.mediaDir };
}

/** Runs a command: its errors end the process with status 1 and their message, no stack. */
export async function runCommand(usage: string, command: () => Promise<string>): Promise<void> {
  try {
    console.log(await command());
  } catch (error) {
    const known =
      error instanceof ArchiveError ||
      error instanceof ConfigError ||
      String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    console.error(known ? `${(error as Error).message}\n\n${usage}` : error);
    process.exitCode = 1;
  }
}
