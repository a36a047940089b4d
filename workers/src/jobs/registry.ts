// Every job type's definition, built from the process's dependencies. The JobDefinitions type
// maps every type of job-types.ts to a definition, so a type without a handler does not compile.
import type { JobDefinitions } from './job-queue.ts';
import type { JobDeps } from './job-deps.ts';
import { importPlaylistJob } from './import-playlist/import-playlist-job.ts';
import { importUrlJob } from './import-url/import-url-job.ts';
import { playlistLoadJob } from './playlist-load/playlist-load-job.ts';
import { analyzeVideosJob } from './analyze-videos/analyze-videos-job.ts';
import { extractDurationsJob } from './extract-durations/extract-durations-job.ts';
import { transcodeMediaJob } from './transcode-media/transcode-media-job.ts';

export function createJobDefinitions(deps: JobDeps): JobDefinitions {
  return {
    'import-url': importUrlJob(deps),
    'playlist-load': playlistLoadJob(deps),
    'import-playlist': importPlaylistJob(deps),
    'analyze-videos': analyzeVideosJob(deps),
    'extract-durations': extractDurationsJob(deps),
    'transcode-media': transcodeMediaJob(deps),
  };
}
