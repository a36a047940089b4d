// Why a video stopped, in plain words (public spec §2: a player never fails silently).
import { i18n } from '../../../i18n';
import type { MediaSnapshot } from '../../../lib/media/media-handle';

/** No progress for this long while the video should be playing is a stall. */
export const STALL_MS = 15_000;

export type PlaybackFailure =
  /** A native <video> error: MediaError.code. */
  | { kind: 'media'; code: number }
  /** YouTube's player onError code. */
  | { kind: 'youtube'; code: number }
  | { kind: 'stall' };

const MEDIA_ERRORS = {
  1: 'failure.media1',
  2: 'failure.media2',
  3: 'failure.media3',
  4: 'failure.media4',
} as const;

const YOUTUBE_ERRORS = {
  2: 'failure.youtube2',
  5: 'failure.youtube5',
  100: 'failure.youtube100',
  101: 'failure.youtubeNotAllowed',
  150: 'failure.youtubeNotAllowed',
} as const;

/** What failed, in the language shown. */
export function describeFailure(failure: PlaybackFailure): string {
  const t = i18n.getFixedT(null, 'player');
  if (failure.kind === 'stall') return t('failure.stall', { seconds: STALL_MS / 1000 });
  const known =
    failure.kind === 'media'
      ? MEDIA_ERRORS[failure.code as keyof typeof MEDIA_ERRORS]
      : YOUTUBE_ERRORS[failure.code as keyof typeof YOUTUBE_ERRORS];
  return known ? t(known) : t('failure.unknown', { code: failure.code });
}

/**
 * Whether no progress means a stall: the video is meant to play, or nothing of it has loaded
 * yet. A blocked autoplay (paused, metadata loaded) is not a stall.
 */
export function isStalled(snapshot: MediaSnapshot): boolean {
  return !snapshot.paused || !Number.isFinite(snapshot.duration);
}
