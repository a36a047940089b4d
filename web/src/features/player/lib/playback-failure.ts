// Why a video stopped, in plain words (public spec §2: a player never fails silently).
import type { MediaSnapshot } from '../../../lib/media/media-handle';

/** No progress for this long while the video should be playing is a stall. */
export const STALL_MS = 15_000;

export type PlaybackFailure =
  /** A native <video> error: MediaError.code. */
  | { kind: 'media'; code: number }
  /** YouTube's player onError code. */
  | { kind: 'youtube'; code: number }
  | { kind: 'stall' };

const MEDIA_ERRORS: Record<number, string> = {
  1: 'Loading the video was interrupted.',
  2: 'A network error stopped the video from loading.',
  3: 'The video file is damaged or uses a format this browser cannot decode.',
  4: 'The video file could not be loaded: it is missing, in a format this browser cannot play, or blocked (an http:// video on an https:// page).',
};

const YOUTUBE_ERRORS: Record<number, string> = {
  2: 'YouTube does not recognise this video link.',
  5: 'YouTube’s player failed to play this video in this browser.',
  100: 'This YouTube video was removed or is private.',
  101: 'The owner of this YouTube video does not allow it to be played on other sites.',
  150: 'The owner of this YouTube video does not allow it to be played on other sites.',
};

export function describeFailure(failure: PlaybackFailure): string {
  if (failure.kind === 'stall')
    return 'The video stopped loading: nothing arrived for 15 seconds. The connection or the video’s server may be down.';
  const known = (failure.kind === 'media' ? MEDIA_ERRORS : YOUTUBE_ERRORS)[failure.code];
  return known ?? `The video could not be played (error ${failure.code}).`;
}

/**
 * Whether no progress means a stall: the video is meant to play, or nothing of it has loaded
 * yet. A blocked autoplay (paused, metadata loaded) is not a stall.
 */
export function isStalled(snapshot: MediaSnapshot): boolean {
  return !snapshot.paused || !Number.isFinite(snapshot.duration);
}
