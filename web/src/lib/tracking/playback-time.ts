// Time played in one session, as Mux Data's "playing time" (frames showing: no startup, stall
// or pause), split by what the viewer saw: the rendition's height, the speed and the captions
// language. It is gathered on the page and sent as playback_summary events, each the time since
// the previous one: once a minute of it has gathered, and when playback pauses, ends or fails,
// the page is hidden or left, or the player goes away. Each summary has its own event id, so
// a resent one counts once. A change of the rendition playing is a quality_switched event of
// its own, marked auto (the automatic choice made it) or chosen (the viewer had picked one).
import {
  CAPTIONS_LANGUAGE_PATTERN,
  MAX_CAPTIONS_LANGUAGE_LENGTH,
  MAX_RENDITION_HEIGHT,
  MAX_SUMMARY_ENTRIES,
  PLAYBACK_RATES,
} from '@lumen/contract/constants';
import type { EventDetails } from './event';

export type PlaybackTimeEventType = 'playback_summary' | 'quality_switched';

/** A summary is sent once this much playing time has gathered. */
export const SUMMARY_EVERY_MS = 60_000;
/**
 * The most one step between two reports of the player may add: it reports several times a
 * second while playing, so a longer gap is a page frozen or asleep, not playback.
 */
export const MAX_STEP_MS = 15_000;

/** A rendition of an adaptive stream: hls.js's level index and its height (0: not known). */
export interface Rendition {
  index: number;
  height: number;
}

export interface PlaybackTime {
  /** Frames are showing: the clock runs. */
  playing(): void;
  /** Paused, buffering, ended or failed: the clock stops. */
  stopped(): void;
  /** The player reported its time: gathers it, and sends a summary once a minute has gathered. */
  tick(timecode: number): void;
  /** The rendition playing now, and whether the viewer had picked it (else automatic). */
  rendition(rendition: Rendition, chosen: boolean, timecode: number): void;
  rate(rate: number, timecode: number): void;
  /** The language of the captions showing; null when none. */
  captions(language: string | null, timecode: number): void;
  /** Sends what has gathered (if anything); the clock keeps running if it was. */
  flush(timecode: number): void;
}

interface Entry {
  height: number;
  rate: number;
  captions: string;
  ms: number;
}

const ALLOWED_RATES: readonly number[] = PLAYBACK_RATES;

/** A height the ingest takes: whole pixels within its bound, else 0 (not known). */
function boundedHeight(height: number): number {
  return Number.isInteger(height) && height > 0 && height <= MAX_RENDITION_HEIGHT ? height : 0;
}

/** A language tag the ingest takes; 'und' (undetermined) for one it would refuse. */
function boundedLanguage(language: string | null): string {
  if (!language) return '';
  return language.length <= MAX_CAPTIONS_LANGUAGE_LENGTH && CAPTIONS_LANGUAGE_PATTERN.test(language)
    ? language
    : 'und';
}

export function createPlaybackTime(
  track: (eventType: PlaybackTimeEventType, details: EventDetails) => void,
  now: () => number = () => performance.now(),
): PlaybackTime {
  let current = { height: 0, rate: 1, captions: '' };
  let runningSince: number | null = null;
  let gathered = new Map<string, Entry>();
  let gatheredMs = 0;
  let playingRendition: Rendition | null = null;

  const keyOf = (what: typeof current) => `${what.height}|${what.rate}|${what.captions}`;

  /** Adds the time since the last step to what is showing now. */
  function step() {
    if (runningSince === null) return;
    const at = now();
    const ms = Math.min(Math.max(0, at - runningSince), MAX_STEP_MS);
    runningSince = at;
    if (ms === 0) return;
    const key = keyOf(current);
    const entry = gathered.get(key) ?? { ...current, ms: 0 };
    entry.ms += ms;
    gathered.set(key, entry);
    gatheredMs += ms;
  }

  function send(timecode: number) {
    const played = [...gathered.values()]
      .map((entry) => ({ ...entry, ms: Math.round(entry.ms) }))
      .filter((entry) => entry.ms >= 1);
    gathered = new Map();
    gatheredMs = 0;
    if (played.length > 0) track('playback_summary', { timecode, metadata: { played } });
  }

  /** What shows from now on; a summary holds at most MAX_SUMMARY_ENTRIES of them. */
  function change(next: typeof current, timecode: number) {
    step();
    current = next;
    if (!gathered.has(keyOf(next)) && gathered.size >= MAX_SUMMARY_ENTRIES) send(timecode);
  }

  return {
    playing() {
      runningSince ??= now();
    },
    stopped() {
      step();
      runningSince = null;
    },
    tick(timecode) {
      step();
      if (gatheredMs >= SUMMARY_EVERY_MS) send(timecode);
    },
    rendition(rendition, chosen, timecode) {
      const height = boundedHeight(rendition.height);
      if (playingRendition && playingRendition.index !== rendition.index)
        track('quality_switched', {
          timecode,
          metadata: {
            fromHeight: boundedHeight(playingRendition.height),
            toHeight: height,
            mode: chosen ? 'chosen' : 'auto',
          },
        });
      playingRendition = rendition;
      if (height !== current.height) change({ ...current, height }, timecode);
    },
    rate(rate, timecode) {
      if (ALLOWED_RATES.includes(rate) && rate !== current.rate)
        change({ ...current, rate }, timecode);
    },
    captions(language, timecode) {
      const captions = boundedLanguage(language);
      if (captions !== current.captions) change({ ...current, captions }, timecode);
    },
    flush(timecode) {
      step();
      send(timecode);
    },
  };
}
