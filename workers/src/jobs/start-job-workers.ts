// Runs every job type in this process (the api in the embedded default, or `npm run workers`)
// and, first thing, gives interrupted imports back to the queue.
import { MEDIA_PATH } from '@lumen/contract';
import { SEED_MEDIA_DIR, SEED_MEDIA_PATH, type Database } from '@lumen/db';
import { llmConfigFrom, type AnalysisEnv } from '../analysis/analysis-config.ts';
import { createContentAnalyser } from '../analysis/content-analyser.ts';
import { createLlmAnalyser } from '../analysis/llm-analyser.ts';
import { createPlatforms } from '../platforms/create-platforms.ts';
import { createLocalMedia } from '../platforms/local-media.ts';
import { createLocalMediaStorage } from '../media/media-storage.ts';
import { locateMediaTools, toolsOnce } from '../media/media-tools.ts';
import type { TranscodePreset } from '../media/media-config.ts';
import { platformConfigFrom, type PlatformEnv } from '../platforms/platform-config.ts';
import { recoverImportJobs } from './import-playlist/import-job-runs.ts';
import type { JobLog, JobQueue, JobWorkers } from './job-queue.ts';
import { createJobDefinitions } from './registry.ts';
import type { JobDeps } from './job-deps.ts';
import { observeJobDefinitions, type JobObserver } from './observed-job-definitions.ts';

export type JobWorkersConfig = PlatformEnv &
  AnalysisEnv & {
    IMPORT_PAUSE_MS: number;
    /** Uploaded videos' folder (MEDIA_DIR, else DATA_DIR/media). */
    mediaDir: string;
    /** Where ffmpeg and ffprobe are looked for first. */
    PATH?: string | undefined;
    TRANSCODE_PRESET?: TranscodePreset;
  };

/** What the job handlers need, built from the process's config. */
export function createJobDeps(db: Database, config: JobWorkersConfig): JobDeps {
  const llm = llmConfigFrom(config);
  return {
    db,
    sources: createPlatforms(platformConfigFrom(config)),
    importPauseMs: config.IMPORT_PAUSE_MS,
    analyser: createContentAnalyser(db, llm && createLlmAnalyser(llm)),
    // The video files this server serves itself: the demo media and the uploads' originals.
    localMedia: createLocalMedia({
      [SEED_MEDIA_PATH]: SEED_MEDIA_DIR,
      [MEDIA_PATH]: config.mediaDir,
    }),
    media: {
      storage: createLocalMediaStorage(config.mediaDir),
      tools: toolsOnce(() => locateMediaTools(config.PATH)),
      preset: config.TRANSCODE_PRESET ?? 'superfast',
    },
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
