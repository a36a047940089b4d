// Runs every job type in this process (the api in the embedded default, or `npm run workers`)
// and, first thing, gives interrupted imports back to the queue.
import { SEED_MEDIA_DIR, SEED_MEDIA_PATH, type Database } from '@lumen/db';
import { llmConfigFrom, type AnalysisEnv } from '../analysis/analysis-config.ts';
import { createContentAnalyser } from '../analysis/content-analyser.ts';
import { createLlmAnalyser } from '../analysis/llm-analyser.ts';
import { createPlatforms } from '../platforms/create-platforms.ts';
import { createLocalMedia } from '../platforms/local-media.ts';
import { platformConfigFrom, type PlatformEnv } from '../platforms/platform-config.ts';
import { recoverImportJobs } from './import-playlist/import-job-runs.ts';
import type { JobLog, JobQueue, JobWorkers } from './job-queue.ts';
import { createJobDefinitions } from './registry.ts';
import type { JobDeps } from './job-deps.ts';
import { observeJobDefinitions, type JobObserver } from './observed-job-definitions.ts';

export type JobWorkersConfig = PlatformEnv & AnalysisEnv & { IMPORT_PAUSE_MS: number };

/** What the job handlers need, built from the process's config. */
export function createJobDeps(db: Database, config: JobWorkersConfig): JobDeps {
  const llm = llmConfigFrom(config);
  return {
    db,
    sources: createPlatforms(platformConfigFrom(config)),
    importPauseMs: config.IMPORT_PAUSE_MS,
    analyser: createContentAnalyser(db, llm && createLlmAnalyser(llm)),
    // The only video files this server serves itself (uploads are images).
    localMedia: createLocalMedia({ [SEED_MEDIA_PATH]: SEED_MEDIA_DIR }),
  };
}

export async function startJobWorkers(
  queue: JobQueue,
  db: Database,
  config: JobWorkersConfig,
  log: JobLog,
  /** The process's job metrics (the api's /metrics), when it has any. */
  observer?: JobObserver,
): Promise<JobWorkers> {
  const definitions = createJobDefinitions(createJobDeps(db, config));
  const workers = queue.process(
    observer ? observeJobDefinitions(definitions, observer) : definitions,
    log,
  );
  await recoverImportJobs(db, queue, log);
  return workers;
}
