// Turns a video form (create, or an existing video merged with an update) into the row to
// store: the stored-data rules of admin spec §3 and §5 live here and nowhere else.
import {
  VIDEO_TYPE_OPTIONS,
  extractYouTubeId,
  sourceTypeOf,
  youTubeEmbedUrl,
  youTubeShareUrl,
  youTubeThumbnailUrl,
  type VideoCreate,
} from '@lumen/contract';
import type { VideoWrite } from '../repositories/videos.ts';
import { sanitizeDescription } from './sanitize-description.ts';

/** Trimmed, non-empty, de-duplicated (case-insensitively, first spelling kept). */
function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      result.push(tag);
    }
  }
  return result;
}

const STANDARD_TYPES = new Set<string>(VIDEO_TYPE_OPTIONS);

// Link fields (sourceUrl, thumbnails, YouTube links and id) are checked by the contract schema.
export function prepareVideo(input: VideoCreate): VideoWrite {
  const sourceType = input.sourceType ?? sourceTypeOf(input.sourceUrl);
  const tags = normalizeTags(input.tags ?? []);
  const youtubeId =
    sourceType === 'youtube'
      ? (extractYouTubeId(input.sourceUrl) ?? (input.youtubeVideoId || null))
      : null;
  return {
    title: input.title,
    description: input.description ? sanitizeDescription(input.description) : null,
    sourceUrl: input.sourceUrl,
    sourceType,
    // Admin §5: a YouTube source with an 11-character id fills an empty thumbnail.
    thumbnailUrl: input.thumbnailUrl || (youtubeId ? youTubeThumbnailUrl(youtubeId) : null),
    duration: input.duration ?? 0,
    author: input.author || null,
    publisher: input.publisher || null,
    brand: input.brand || null,
    language: input.language ?? 'en',
    tags,
    // Admin §3: the video type is the first chosen type; a form that sends none keeps the
    // first standard type among its tags.
    videoType:
      input.videoType ||
      tags.find((t) => STANDARD_TYPES.has(t.toLowerCase()))?.toLowerCase() ||
      null,
    isFeatured: input.isFeatured ?? false,
    visibility: input.visibility ?? 'public',
    publishAt: input.publishAt ? new Date(input.publishAt) : null,
    youtubeVideoId: youtubeId,
    youtubeChannelTitle: youtubeId ? input.youtubeChannelTitle || null : null,
    youtubeShareUrl: youtubeId ? input.youtubeShareUrl || youTubeShareUrl(youtubeId) : null,
    youtubeEmbedUrl: youtubeId ? input.youtubeEmbedUrl || youTubeEmbedUrl(youtubeId) : null,
  };
}
