// What a player needs from whatever plays the video (the native <video> element or YouTube's
// player): commands, a snapshot of its state, and the events it reports. The interactive player
// and the admin timeline preview drive the media surfaces through it.
import type { QualityState } from './hls-source';

export interface MediaSnapshot {
  paused: boolean;
  ended: boolean;
  /** Seconds. */
  currentTime: number;
  /** Seconds; NaN until known. */
  duration: number;
  /** 0…1. */
  volume: number;
  muted: boolean;
}

export interface MediaHandle {
  play(): void;
  pause(): void;
  seekTo(seconds: number): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  snapshot(): MediaSnapshot;
  /** Native video only, where the browser supports it. */
  togglePictureInPicture?: () => void;
  /** The renditions of an HLS stream played through hls.js; null for any other source. */
  quality?: () => QualityState | null;
  /** A level index, or -1 for automatic. */
  setQuality?: (index: number) => void;
}

export type MediaEvent =
  | { type: 'ready' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'ended' }
  /** Playback time moved (during playback, or metadata arrived). */
  | { type: 'time' }
  | { type: 'seek'; from: number; to: number }
  | { type: 'volume' }
  | { type: 'pip'; active: boolean }
  /** An HLS stream's renditions became known, or it switched between them. */
  | { type: 'quality' }
  /** Frames are showing (after a play request, or after buffering). */
  | { type: 'playing' }
  /** Playback waits for data (not counting the wait of a seek). */
  | { type: 'waiting' }
  /** The media failed: MediaError.code for native video, the player's error code for YouTube. */
  | { type: 'error'; code: number };

export type MediaEventHandler = (event: MediaEvent) => void;

export const INITIAL_SNAPSHOT: MediaSnapshot = {
  paused: true,
  ended: false,
  currentTime: 0,
  duration: Number.NaN,
  volume: 1,
  muted: false,
};
