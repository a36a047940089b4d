// The metadata the analytics read from the player's playback events is checked at the ingest:
// bounded numbers and allow-listed values, the event's other metadata kept as sent.
import { describe, expect, it } from 'vitest';
import { MAX_SUMMARY_ENTRIES, MAX_SUMMARY_MS } from '../src/constants.ts';
import { trackingEventInputSchema } from '../src/index.ts';

const entry = { height: 720, rate: 1, captions: 'en', ms: 30_000 };
const summary = (played: unknown) => ({
  eventType: 'playback_summary',
  videoId: 1,
  metadata: { played, url: 'https://videos.example.com/watch/1' },
});
const switched = (metadata: Record<string, unknown>) => ({
  eventType: 'quality_switched',
  videoId: 1,
  metadata,
});
const messages = (input: unknown) => {
  const result = trackingEventInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('playback_summary', () => {
  it('takes entries of a known height, speed, captions language or none, and whole ms; keeps the rest of the metadata', () => {
    const played = [
      entry,
      { height: 0, rate: 1.5, captions: '', ms: 1 },
      { height: 1080, rate: 0.5, captions: 'pt-BR', ms: 2500 },
    ];
    const parsed = trackingEventInputSchema.parse(summary(played));
    expect(parsed.metadata).toEqual({ played, url: 'https://videos.example.com/watch/1' });
  });

  it('refuses what no player sends', () => {
    const refused: [unknown, string][] = [
      [undefined, 'played must be a list of entries'],
      [[], 'played needs at least one entry'],
      [Array(MAX_SUMMARY_ENTRIES + 1).fill(entry), `at most ${MAX_SUMMARY_ENTRIES} entries`],
      [[{ ...entry, rate: 3 }], 'rate must be one of'],
      [[{ ...entry, rate: '1' }], 'rate must be one of'],
      [[{ ...entry, height: -1 }], 'height cannot be negative'],
      [[{ ...entry, height: 10_000 }], 'height must be at most'],
      [[{ ...entry, height: 720.5 }], 'height must be whole pixels'],
      [[{ ...entry, captions: 'english subtitles' }], 'captions must be a language tag'],
      [[{ ...entry, captions: '<b>' }], 'captions must be a language tag'],
      [[{ ...entry, captions: null }], 'captions must be a language tag'],
      [[{ ...entry, ms: 0 }], 'ms must be at least 1'],
      [[{ ...entry, ms: 1.5 }], 'ms must be whole milliseconds'],
      [[{ ...entry, ms: MAX_SUMMARY_MS + 1 }], `ms must be at most ${MAX_SUMMARY_MS}`],
      [
        [entry, { ...entry, ms: MAX_SUMMARY_MS - entry.ms + 1 }],
        `played must add up to at most ${MAX_SUMMARY_MS} ms`,
      ],
      [[{ ...entry, extra: 1 }], '"extra"'],
    ];
    for (const [played, message] of refused) {
      const found = messages(summary(played));
      expect(found.length, JSON.stringify(played)).toBeGreaterThan(0);
      expect(found.join(' | '), JSON.stringify(played)).toContain(message);
      expect(found.every((m) => m.startsWith('playback_summary metadata: '))).toBe(true);
    }
  });
});

describe('quality_switched', () => {
  it('takes two heights (equal when two renditions share one) and the mode', () => {
    for (const metadata of [
      { fromHeight: 360, toHeight: 720, mode: 'auto' },
      { fromHeight: 720, toHeight: 720, mode: 'chosen' },
    ])
      expect(messages(switched(metadata))).toEqual([]);
  });

  it('refuses an unknown mode, a missing or unbounded height', () => {
    expect(messages(switched({ fromHeight: 360, toHeight: 720, mode: 'manual' }))).toEqual([
      'quality_switched metadata: mode must be one of auto, chosen',
    ]);
    expect(messages(switched({ toHeight: 720, mode: 'auto' }))).toEqual([
      'quality_switched metadata: fromHeight must be a height in pixels',
    ]);
    expect(messages(switched({ fromHeight: 360, toHeight: 1e9, mode: 'auto' }))).toEqual([
      'quality_switched metadata: toHeight must be at most 4320',
    ]);
  });
});

describe('playback_stalled', () => {
  it('takes whole ms up to an hour, nothing else', () => {
    const stalled = (stallMs: unknown) => ({
      eventType: 'playback_stalled',
      videoId: 1,
      metadata: { stallMs },
    });
    expect(messages(stalled(1200))).toEqual([]);
    expect(messages(stalled(3_600_001))).toEqual([
      'playback_stalled metadata: stallMs must be at most 3600000 ms',
    ]);
    expect(messages(stalled(-5))).toEqual([
      'playback_stalled metadata: stallMs cannot be negative',
    ]);
    expect(messages(stalled('long'))).toEqual([
      'playback_stalled metadata: stallMs must be a number of milliseconds',
    ]);
  });

  it('other event types keep free metadata', () => {
    expect(
      messages({ eventType: 'video_pause', videoId: 1, metadata: { played: 'anything' } }),
    ).toEqual([]);
  });
});
