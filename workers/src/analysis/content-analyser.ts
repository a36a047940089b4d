// The content analyser the jobs use: the local classifier, and the LLM
// analyser first when one is configured, with the local one answering when the LLM fails.
import type { AnalysisResult, Video } from '@lumen/contract';
import { listCategories, listVideos, type Database } from '@lumen/db';
import type { JobLog } from '../jobs/job-queue.ts';
import { buildLocalAnalyser, categorisedFrom } from './local/index.ts';
import type { LlmAnalyser } from './llm-analyser.ts';

export type AnalyseVideo = (video: Video) => Promise<AnalysisResult>;

export interface ContentAnalyser {
  /**
   * Builds the local model from the library as it is now (a category an admin applied counts
   * at the next analysis; building is cheap, see scripts/bench-analyser.ts) and answers with
   * the function that analyses one video.
   */
  open(log: JobLog): Promise<AnalyseVideo>;
}

export function createContentAnalyser(db: Database, llm?: LlmAnalyser): ContentAnalyser {
  return {
    async open(log) {
      const [categories, library] = await Promise.all([
        listCategories(db),
        listVideos(db, { visibility: 'all' }),
      ]);
      const local = buildLocalAnalyser({
        categories,
        categorised: categorisedFrom(library, categories),
      });
      return async (video) => {
        const text = {
          id: video.id,
          title: video.title,
          description: video.description,
          tags: video.tags,
          author: video.author,
          channelTitle: video.youtubeChannelTitle,
        };
        if (llm) {
          try {
            return await llm.analyse(text, categories);
          } catch (error) {
            log('warn', 'analysis: the AI endpoint failed; the local analyser answers', {
              videoId: video.id,
              error: error instanceof Error ? error.message : String(error),
            });
          }
        }
        return local.analyse(text);
      };
    },
  };
}
