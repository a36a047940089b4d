import type { Video } from '@lumen/contract';

/**
 * What the player plays: an upload's HLS ladder once its transcode is ready (adaptive, with the
 * quality menu), else the video's own source (an upload's original plays progressively while it
 * transcodes or when transcoding failed); the upload's poster when the video has no thumbnail.
 */
export function playbackSource(video: Pick<Video, 'sourceUrl' | 'thumbnailUrl' | 'media'>): {
  src: string;
  poster: string | null;
} {
  const ready = video.media?.status === 'ready' ? video.media : null;
  return {
    src: ready?.hlsUrl ?? video.sourceUrl,
    poster: video.thumbnailUrl ?? video.media?.posterUrl ?? null,
  };
}
