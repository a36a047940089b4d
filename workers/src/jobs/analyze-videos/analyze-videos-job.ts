// Content analysis of one video or a batch (admin spec §2 AI Analysis, §3): a result per video,
// keyed by id; an id the library does not have is reported in its place, not fatal.
import type { BatchAnalyzeResponse } from '@lumen/contract';
import { listVideos } from '@lumen/db';
import type { JobDefinition } from '../job-queue.ts';
import type { JobDeps } from '../job-deps.ts';

export const VIDEO_NOT_FOUND = 'Video not found';

export function analyzeVideosJob({ db, analyser }: JobDeps): JobDefinition<'analyze-videos'> {
  return {
    // Analysis writes nothing: a failed run can simply run again.
    attempts: 2,
    backoffMs: 500,
    concurrency: 2,
    async handle({ videoIds }, { reportProgress, log, signal }): Promise<BatchAnalyzeResponse> {
      const analyse = await analyser.open(log);
      const byId = new Map((await listVideos(db, { visibility: 'all' })).map((v) => [v.id, v]));
      const results: BatchAnalyzeResponse = {};
      for (const [index, id] of videoIds.entries()) {
        if (signal.aborted) throw new Error('Stopped before the analysis finished');
        const video = byId.get(id);
        results[id] = video ? await analyse(video) : { error: VIDEO_NOT_FOUND };
        await reportProgress(Math.floor(((index + 1) / videoIds.length) * 100));
      }
      return results;
    },
  };
}
