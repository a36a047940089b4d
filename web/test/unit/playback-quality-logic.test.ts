// Unit tests (no browser) of the player's quality rules, its playing time by rendition, speed
// and captions, and of the page host it reports.
import { MAX_STALL_MS, MAX_SUMMARY_ENTRIES } from '@lumen/contract/constants';
import { trackingEventInputSchema } from '@lumen/contract';
import { describe, expect, it } from 'vitest';
import { readPageHost } from '../../src/lib/tracking/page-host';
import { createPlaybackQuality } from '../../src/lib/tracking/playback-quality';
import {
  MAX_STEP_MS,
  SUMMARY_EVERY_MS,
  createPlaybackTime,
} from '../../src/lib/tracking/playback-time';

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

  it('a stall longer than the ingest takes is sent as its longest', () => {
    const { quality, sent, advance } = record();
    quality.requested();
    quality.playing(0);
    quality.waiting(false);
    advance(5 * 3_600_000);
    quality.playing(1);
    expect(sent[1]!.metadata).toEqual({ stallMs: MAX_STALL_MS });
  });
});

function recordTime() {
  let clock = 0;
  const sent: { type: string; timecode?: number; metadata?: Record<string, unknown> }[] = [];
  const time = createPlaybackTime(
    (type, details) => sent.push({ type, timecode: details.timecode, metadata: details.metadata }),
    () => clock,
  );
  const played = () =>
    sent.filter((e) => e.type === 'playback_summary').map((e) => e.metadata!.played);
  return { time, sent, played, advance: (ms: number) => (clock += ms) };
}

/** Plays `ms` with a report of the player every 250 ms, as a <video> reports its time. */
function play(
  time: ReturnType<typeof createPlaybackTime>,
  advance: (ms: number) => void,
  ms: number,
) {
  for (let done = 0; done < ms; done += 250) {
    advance(Math.min(250, ms - done));
    time.tick(0);
  }
}

describe('createPlaybackTime', () => {
  it('counts only the time frames show, by rendition, speed and captions; sends it on pause', () => {
    const { time, advance, played } = recordTime();
    advance(900); // startup: no playing time
    time.playing();
    play(time, advance, 4000);
    time.rendition({ index: 2, height: 720 }, false, 4);
    play(time, advance, 3000);
    time.stopped(); // a stall
    advance(2000);
    time.playing();
    time.rate(1.5, 7);
    time.captions('en', 7);
    play(time, advance, 1000);
    time.stopped();
    time.flush(8);
    expect(played()).toEqual([
      [
        { height: 0, rate: 1, captions: '', ms: 4000 },
        { height: 720, rate: 1, captions: '', ms: 3000 },
        { height: 720, rate: 1.5, captions: 'en', ms: 1000 },
      ],
    ]);
    // Nothing more gathered: nothing more is sent.
    time.flush(8);
    expect(played()).toHaveLength(1);
  });

  it('a summary once a minute of playing time has gathered, each with its own time', () => {
    const { time, advance, played, sent } = recordTime();
    time.playing();
    play(time, advance, SUMMARY_EVERY_MS + 30_000);
    time.flush(90);
    expect(played()).toEqual([
      [{ height: 0, rate: 1, captions: '', ms: SUMMARY_EVERY_MS }],
      [{ height: 0, rate: 1, captions: '', ms: 30_000 }],
    ]);
    // Every event the ingest would take as it is.
    for (const event of sent)
      expect(
        trackingEventInputSchema.safeParse({ eventType: event.type, videoId: 1, ...event }).success,
      ).toBe(true);
  });

  it('a page frozen or asleep adds no more than one step', () => {
    const { time, advance, played } = recordTime();
    time.playing();
    advance(3_600_000);
    time.tick(0);
    time.flush(0);
    expect(played()).toEqual([[{ height: 0, rate: 1, captions: '', ms: MAX_STEP_MS }]]);
  });

  it('a rendition change is a switch, auto or chosen; the first rendition is none', () => {
    const { time, sent } = recordTime();
    time.rendition({ index: 0, height: 360 }, false, 0);
    time.rendition({ index: 0, height: 360 }, false, 1); // the same one reported again
    time.rendition({ index: 2, height: 720 }, false, 2);
    time.rendition({ index: 3, height: 1080 }, true, 3);
    time.rendition({ index: 4, height: 1080 }, false, 4); // same height, another bitrate
    expect(sent).toEqual([
      {
        type: 'quality_switched',
        timecode: 2,
        metadata: { fromHeight: 360, toHeight: 720, mode: 'auto' },
      },
      {
        type: 'quality_switched',
        timecode: 3,
        metadata: { fromHeight: 720, toHeight: 1080, mode: 'chosen' },
      },
      {
        type: 'quality_switched',
        timecode: 4,
        metadata: { fromHeight: 1080, toHeight: 1080, mode: 'auto' },
      },
    ]);
  });

  it('sends before a summary would hold too many entries; values the ingest refuses are never sent', () => {
    const { time, advance, played, sent } = recordTime();
    time.playing();
    for (let i = 0; i <= MAX_SUMMARY_ENTRIES; i++) {
      time.rendition({ index: i, height: 144 + i }, false, i);
      play(time, advance, 500);
    }
    time.rate(3, 9); // no speed the player offers: ignored
    time.captions('not a language tag', 9);
    time.rendition({ index: 99, height: 99_999 }, false, 9);
    play(time, advance, 500);
    time.flush(10);
    const summaries = played() as unknown[][];
    expect(summaries.map((entries) => entries.length)).toEqual([MAX_SUMMARY_ENTRIES, 2]);
    expect(summaries[1]![1]).toEqual({ height: 0, rate: 1, captions: 'und', ms: 500 });
    for (const event of sent)
      expect(
        trackingEventInputSchema.safeParse({ eventType: event.type, videoId: 1, ...event }).success,
        JSON.stringify(event),
      ).toBe(true);
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
