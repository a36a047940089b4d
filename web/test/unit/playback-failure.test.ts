// Unit tests of the player's failure rules: the plain-words reasons and what counts as a stall.
import { describe, expect, it } from 'vitest';
import { INITIAL_SNAPSHOT } from '../../src/lib/media/media-handle';
import { describeFailure, isStalled } from '../../src/features/player/lib/playback-failure';

describe('describeFailure', () => {
  it('names the reason of each media and YouTube error code', () => {
    expect(describeFailure({ kind: 'media', code: 4 })).toMatch(/could not be loaded/);
    expect(describeFailure({ kind: 'media', code: 2 })).toMatch(/network error/);
    expect(describeFailure({ kind: 'youtube', code: 100 })).toMatch(/removed or is private/);
    for (const code of [101, 150])
      expect(describeFailure({ kind: 'youtube', code })).toMatch(/does not allow/);
    expect(describeFailure({ kind: 'stall' })).toMatch(/15 seconds/);
  });
  it('still says something for a code it does not know', () => {
    expect(describeFailure({ kind: 'youtube', code: 42 })).toBe(
      'The video could not be played (error 42).',
    );
  });
});

describe('isStalled', () => {
  const loaded = { ...INITIAL_SNAPSHOT, duration: 40 };
  it('is a stall when playing without progress, or when nothing loaded at all', () => {
    expect(isStalled({ ...loaded, paused: false })).toBe(true);
    expect(isStalled(INITIAL_SNAPSHOT)).toBe(true);
  });
  it('is not a stall when a loaded video waits paused (a blocked autoplay)', () => {
    expect(isStalled(loaded)).toBe(false);
  });
});
