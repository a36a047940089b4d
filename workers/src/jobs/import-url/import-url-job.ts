// Single-link import (admin spec §5 import URL, §7): learn what the link's platform tells about
// it, then create the video. A link already in the library is answered with that video, not
// created twice. Metadata that could not be fetched is reported, not fatal: the viewer's browser
// plays the link itself.
import {
  PRODUCT_NAME,
  detectLinkKind,
  extractYouTubeId,
  type MetadataGap,
  type Video,
} from '@lumen/contract';
import { findVideo, findVideoIdBySource } from '@lumen/db';
import { errorMessage, type JobDefinition } from '../job-queue.ts';
import type { JobDeps } from '../job-deps.ts';
import { clip, createImportedVideo } from '../create-imported-video.ts';

export interface ImportUrlResult {
  videoId: number;
  alreadyInLibrary: boolean;
  missing: MetadataGap[];
  /** The content analyser's first suggestions for the video (spec §2: up to 3 shown). */
  suggestedCategories: string[];
}

/** A title from the link itself when the platform gave none: the file name, or the platform and id. */
export function titleFromLink(url: string): string {
  const parsed = new URL(url);
  const file = decodeURIComponent(parsed.pathname.split('/').pop() ?? '').replace(
    /\.[a-z0-9]+$/i,
    '',
  );
  const youtubeId = extractYouTubeId(url);
  if (youtubeId) return `YouTube video ${youtubeId}`;
  return file.replace(/[-_]+/g, ' ').trim() || parsed.hostname;
}

export function importUrlJob({ db, sources, analyser }: JobDeps): JobDefinition<'import-url'> {
  return {
    attempts: 1,
    backoffMs: 1000,
    concurrency: 4,
    async handle({ url }, { log }): Promise<ImportUrlResult> {
      // Suggestions are a help, not the import: without them the video is still imported.
      const suggestionsFor = async (video: Video) => {
        try {
          return (await (await analyser.open(log))(video)).suggestedCategories;
        } catch (error) {
          log('warn', 'import: no category suggestions', { error: errorMessage(error) });
          return [];
        }
      };
      const kind = detectLinkKind(url);
      if (!kind) throw new Error('Unsupported URL');
      const youtubeVideoId = extractYouTubeId(url);
      const existing = await findVideoIdBySource(db, { youtubeVideoId, sourceUrl: url });
      const known = existing ? await findVideo(db, existing) : null;
      if (known)
        return {
          videoId: known.id,
          alreadyInLibrary: true,
          missing: [],
          suggestedCategories: await suggestionsFor(known),
        };

      const { metadata, missing } = await sources.videoMetadata(url);
      const video = await createImportedVideo(db, {
        title: clip(metadata.title, 200) ?? titleFromLink(url),
        description: clip(metadata.description, 20_000),
        sourceUrl: url,
        // 0 means unknown: Extract all durations fills it later (no invented figure).
        duration: metadata.duration ?? 0,
        thumbnailUrl: metadata.thumbnailUrl,
        author: clip(metadata.author ?? metadata.channelTitle, 200),
        publisher: PRODUCT_NAME,
        brand: PRODUCT_NAME,
        youtubeChannelTitle: clip(metadata.channelTitle ?? metadata.author, 200),
        tags: kind === 'direct' ? ['imported'] : ['imported', kind],
      });
      return {
        videoId: video.id,
        alreadyInLibrary: false,
        missing,
        suggestedCategories: await suggestionsFor(video),
      };
    },
  };
}
