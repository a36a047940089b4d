import { describe, expect, it } from 'vitest';
import { parseStartTime } from '../../src/features/player/lib/start-time';

describe("the embed's start time", () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1m', 60],
    ['1h2m3s', 3723],
    ['2h', 7200],
    ['12.5', 12.5],
    ['1M30S', 90],
  ])('%s is %d s', (text, seconds) => {
    expect(parseStartTime(text)).toBe(seconds);
  });

  it.each([null, '', 'abc', '-5', '1:30', 's', '1m30x', '1s30m'])('%s is the start', (text) => {
    expect(parseStartTime(text)).toBe(0);
  });
});
