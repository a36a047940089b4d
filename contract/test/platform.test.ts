import { describe, expect, it } from 'vitest';
import {
  detectLinkKind,
  extractYouTubeId,
  isYouTubePlayable,
  sourceTypeOf,
} from '../src/platform.ts';

describe('recognising video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aircAruvnKk', 'youtube'],
    ['https://m.youtube.com/watch?v=aircAruvnKk', 'youtube'],
    ['https://music.youtube.com/watch?v=aircAruvnKk', 'youtube'],
    ['https://youtu.be/aircAruvnKk', 'youtube'],
    ['https://www.twitch.tv/videos/123', 'twitch'],
    ['https://www.facebook.com/watch/?v=1', 'facebook'],
    ['https://fb.watch/abc/', 'facebook'],
    ['https://x.com/user/status/1', 'x'],
    ['https://twitter.com/user/status/1', 'x'],
    ['https://cdn.example.com/a/clip.MP4', 'direct'],
    ['https://cdn.example.com/clip.webm?token=abc', 'direct'],
    ['/media/seed/colour-bars.mp4', 'direct'],
    ['https://example.com/page', null],
    ['https://notyoutube.com/watch?v=aircAruvnKk', null],
    ['ftp://example.com/clip.mp4', null],
    ['not a url', null],
  ])('%s → %s', (url, kind) => {
    expect(detectLinkKind(url)).toBe(kind);
  });

  it('maps links to stored source types', () => {
    expect(sourceTypeOf('https://youtu.be/aircAruvnKk')).toBe('youtube');
    expect(sourceTypeOf('https://cdn.example.com/clip.mp4')).toBe('upload');
    expect(sourceTypeOf('https://example.com/page')).toBe('upload');
  });

  it.each([
    ['https://www.youtube.com/watch?v=aircAruvnKk&t=30', 'aircAruvnKk'],
    ['https://youtu.be/aircAruvnKk?si=x', 'aircAruvnKk'],
    ['https://www.youtube.com/embed/aircAruvnKk', 'aircAruvnKk'],
    ['https://www.youtube.com/shorts/aircAruvnKk', 'aircAruvnKk'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://www.youtube.com/playlist?list=PL123', null],
    ['https://vimeo.com/aircAruvnKk', null],
  ])('the YouTube id of %s is %s', (url, id) => {
    expect(extractYouTubeId(url)).toBe(id);
    expect(isYouTubePlayable(url)).toBe(id !== null);
  });
});
