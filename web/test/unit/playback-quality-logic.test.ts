// Unit tests (no browser) of the player's quality rules and of the page host it reports.
import { describe, expect, it } from 'vitest';
import { readPageHost } from '../../src/lib/tracking/page-host';
import { createPlaybackQuality } from '../../src/lib/tracking/playback-quality';

function record() {
  let clock = 0;
  const sent: { type: string; timecode?: number; metadata?: Record<string, unknown> }[] = [];
  const quality = createPlaybackQuality(
    (type, details) => sent.push({ type, timecode: details.timecode, metadata: details.metadata }),
    () => clock,
  );
  return { quality, sent, advance: (ms: number) => (clock += ms) };
}

describe('createPlaybackQuality', () => {
  it('startup: from the first play request to the first frame, once', () => {
    const { quality, sent, advance } = record();
    quality.requested();
    advance(300);
    quality.requested(); // a second request before the first frame changes nothing
    advance(450);
    quality.playing(0);
    quality.playing(0.2);
    expect(sent).toEqual([{ type: 'playback_started', timecode: 0, metadata: { startupMs: 750 } }]);
  });

  it('a player that reports buffering before its first frame starts the clock there', () => {
    const { quality, sent, advance } = record();
    quality.waiting(true);
    advance(1200);
    quality.playing(0);
    expect(sent[0]!.metadata).toEqual({ startupMs: 1200 });
  });

  it('a stall: buffering while playing, sent with its length when playback resumes', () => {
    const { quality, sent, advance } = record();
    quality.requested();
    quality.playing(0);
    advance(5000);
    quality.waiting(false);
    advance(800);
    quality.waiting(false); // still the same stall
    advance(400);
    quality.playing(5.1);
    expect(sent.slice(1)).toEqual([
      { type: 'playback_stalled', timecode: 5.1, metadata: { stallMs: 1200 } },
    ]);
  });

  it('buffering while paused is no stall; a stall cut short by a pause or an error is still sent', () => {
    const { quality, sent, advance } = record();
    quality.requested();
    quality.playing(0);
    quality.waiting(true);
    advance(900);
    quality.playing(1);
    expect(sent.map((e) => e.type)).toEqual(['playback_started']);
    quality.waiting(false);
    advance(600);
    quality.interrupted(2);
    quality.waiting(false);
    advance(100);
    quality.error(4, 3);
    expect(sent.slice(1)).toEqual([
      { type: 'playback_stalled', timecode: 2, metadata: { stallMs: 600 } },
      { type: 'playback_stalled', timecode: 3, metadata: { stallMs: 100 } },
      { type: 'playback_error', timecode: 3, metadata: { code: 4 } },
    ]);
  });
});

describe('readPageHost', () => {
  const at = (pathname: string, ancestors: string[] = []) => ({
    pathname,
    hostname: 'videos.example.com',
    ancestorOrigins: Object.assign([...ancestors], {
      contains: (origin: string) => ancestors.includes(origin),
      item: (i: number) => ancestors[i] ?? null,
    }) as unknown as DOMStringList,
  });

  it('inside /embed: the framing origin, else the referrer, else none', () => {
    expect(readPageHost(at('/embed/3', ['https://learn.example.org']), '')).toBe(
      'learn.example.org',
    );
    expect(readPageHost(at('/embed/3'), 'https://blog.example.com/post/1')).toBe(
      'blog.example.com',
    );
    expect(readPageHost(at('/embed/3'), '')).toBeUndefined();
  });

  it('on the site: another site that sent the viewer; none for our own pages or no referrer', () => {
    expect(readPageHost(at('/watch/3'), 'https://www.google.com/')).toBe('www.google.com');
    expect(readPageHost(at('/watch/3'), 'https://videos.example.com/search?q=x')).toBeUndefined();
    expect(readPageHost(at('/watch/3'), '')).toBeUndefined();
    expect(readPageHost(at('/watch/3'), 'not a url')).toBeUndefined();
  });
});
