// Which source the player plays for a video: an upload's HLS ladder only once it is ready.
import type { VideoMedia } from '@lumen/contract';
import { describe, expect, it } from 'vitest';
import { playbackSource } from '../../src/features/player/lib/playback-source';

const media = (status: VideoMedia['status']): VideoMedia => ({
  id: 'm1',
  status,
  step: status === 'ready' ? 'done' : 'ladder',
  progress: status === 'ready' ? 100 : 40,
  error: null,
  hlsUrl: status === 'ready' ? '/api/media/m1/hls/master.m3u8' : null,
  posterUrl: '/api/media/m1/poster.jpg',
  storyboardUrl: null,
  renditions: [],
});
const upload = { sourceUrl: '/api/media/m1/original', thumbnailUrl: null };

describe('playbackSource', () => {
  it('plays the HLS ladder of a ready upload, with its poster when the video has no thumbnail', () => {
    expect(playbackSource({ ...upload, media: media('ready') })).toEqual({
      src: '/api/media/m1/hls/master.m3u8',
      poster: '/api/media/m1/poster.jpg',
    });
  });

  it('plays the original while it transcodes or after a failed transcode', () => {
    for (const status of ['processing', 'failed'] as const)
      expect(playbackSource({ ...upload, media: media(status) }).src).toBe(upload.sourceUrl);
  });

  it("keeps a video's own thumbnail and source when it has no upload", () => {
    expect(
      playbackSource({
        sourceUrl: 'https://cdn.example.com/a.mp4',
        thumbnailUrl: '/t.jpg',
        media: null,
      }),
    ).toEqual({ src: 'https://cdn.example.com/a.mp4', poster: '/t.jpg' });
  });
});
