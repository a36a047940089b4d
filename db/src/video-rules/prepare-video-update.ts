import type { Video, VideoUpdate } from '@lumen/contract';
import type { VideoWrite } from '../repositories/videos.ts';
import { prepareVideo } from './prepare-video.ts';

/**
 * An update is applied to the whole video and checked again, so a partial update cannot
 * leave a row that a create would refuse. Links derived from the source (YouTube id, share
 * and embed URLs) are derived again when the source changes.
 */
export function prepareVideoUpdate(existing: Video, patch: VideoUpdate): Partial<VideoWrite> {
  const sourceChanged = patch.sourceUrl !== undefined && patch.sourceUrl !== existing.sourceUrl;
  const base = sourceChanged
    ? {
        ...existing,
        sourceType: undefined,
        youtubeVideoId: null,
        youtubeShareUrl: null,
        youtubeEmbedUrl: null,
      }
    : existing;
  const merged = { ...base, ...stripUndefined(patch) };
  return prepareVideo({
    ...merged,
    duration: merged.duration,
    sourceType: merged.sourceType ?? undefined,
  });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
