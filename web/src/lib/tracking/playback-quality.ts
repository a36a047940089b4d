// Playback quality of one session, from the media surface's events (public spec §3 has no such
// events; the audience figures read them): how long the first frame took after the first play
// request (playback_started, once), each stall while playing and how long it lasted
// (playback_stalled, sent when it ends), and media errors (playback_error with the player's error
// code).
import { MAX_STALL_MS } from '@lumen/contract/constants';
import type { EventDetails } from './event';

export type QualityEventType = 'playback_started' | 'playback_stalled' | 'playback_error';

export interface PlaybackQuality {
  /** A play request; a player that reports none reports buffering before its first frame. */
  requested(): void;
  playing(timecode: number): void;
  /** Buffering: before the first frame part of the startup, afterwards a stall while playing. */
  waiting(paused: boolean): void;
  /** Paused, ended or unloaded: a stall in progress ends here. */
  interrupted(timecode: number): void;
  error(code: number, timecode: number): void;
}

export function createPlaybackQuality(
  track: (eventType: QualityEventType, details: EventDetails) => void,
  now: () => number = () => performance.now(),
): PlaybackQuality {
  let requestedAt: number | null = null;
  let started = false;
  let stalledAt: number | null = null;

  const endStall = (timecode: number) => {
    if (stalledAt === null) return;
    // A stall longer than the ingest takes (a page left stalled for hours) counts as its longest.
    const stallMs = Math.min(MAX_STALL_MS, Math.round(now() - stalledAt));
    stalledAt = null;
    track('playback_stalled', { timecode, metadata: { stallMs } });
  };

  const requested = () => {
    if (!started && requestedAt === null) requestedAt = now();
  };

  return {
    requested,
    playing(timecode) {
      if (!started) {
        started = true;
        const startupMs = Math.round(now() - (requestedAt ?? now()));
        track('playback_started', { timecode, metadata: { startupMs } });
      } else {
        endStall(timecode);
      }
    },
    waiting(paused) {
      if (!started) requested();
      else if (!paused && stalledAt === null) stalledAt = now();
    },
    interrupted(timecode) {
      endStall(timecode);
    },
    error(code, timecode) {
      endStall(timecode);
      track('playback_error', { timecode, metadata: { code } });
    },
  };
}
