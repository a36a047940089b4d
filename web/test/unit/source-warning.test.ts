// Unit tests of the admin video form's warning about sources that cannot play here.
import { describe, expect, it } from 'vitest';
import { sourcePlaybackWarning } from '../../src/features/admin/videos/source-warning';

describe('sourcePlaybackWarning', () => {
  it('accepts YouTube links, direct files and paths on this server', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://cdn.example.com/talk.mp4',
      'https://cdn.example.com/talk.webm?token=abc',
      '/media/seed/colour-bars.mp4',
    ])
      expect(sourcePlaybackWarning(url, 'https:'), url).toBeNull();
  });

  it('warns about http media on an https page (mixed content), not on an http page', () => {
    expect(sourcePlaybackWarning('http://intranet.local/talk.mp4', 'https:')).toMatch(
      /mixed content/,
    );
    expect(sourcePlaybackWarning('http://intranet.local/talk.mp4', 'http:')).toBeNull();
  });

  it('warns about a link that is neither a known platform nor a video file', () => {
    expect(sourcePlaybackWarning('https://example.com/watch/talk', 'https:')).toMatch(
      /does not look like a video file/,
    );
  });

  it('warns that platforms other than YouTube do not play in this player', () => {
    expect(sourcePlaybackWarning('https://www.twitch.tv/videos/123456', 'https:')).toMatch(
      /plays YouTube links and video files/,
    );
  });

  it('warns about containers browsers cannot play', () => {
    expect(sourcePlaybackWarning('https://cdn.example.com/old.avi', 'http:')).toMatch(
      /cannot play this file format/,
    );
  });

  it('leaves empty input to the validator', () => {
    expect(sourcePlaybackWarning('  ', 'https:')).toBeNull();
  });
});
