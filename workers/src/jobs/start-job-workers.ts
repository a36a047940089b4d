// Runs every job type in this process (the api in the embedded default, or `npm run workers`)
// and, first thing, gives interrupted imports back to the queue.
import type { Database } from '@lumen/db';
import { createPlatforms } from '../platforms/create-platforms.ts';
import { platformConfigFrom, type PlatformEnv } from '../platforms/platform-config.ts';
import { recoverImportJobs } from './import-playlist/import-job-runs.ts';
import type { JobLog, JobQueue, JobWorkers } from './job-queue.ts';
import { createJobDefinitions } from './registry.ts';

export async function startJobWorkers(
  queue: JobQueue,
  db: Database,
  config: PlatformEnv & { IMPORT_PAUSE_MS: number },
  log: JobLog,
): Promise<JobWorkers> {
  const workers = queue.process(
    createJobDefinitions({
      db,
      sources: createPlatforms(platformConfigFrom(config)),
      importPauseMs: config.IMPORT_PAUSE_MS,
    }),
    log,
  );
  await recoverImportJobs(db, queue, log);
  return workers;
}
