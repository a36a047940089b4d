// Watches a playback for failure: a media or YouTube error, or a stall (no progress for
// STALL_MS while it should be playing). Retry remounts the surface (a fresh request for the
// source) at the position reached.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { MediaEvent, MediaHandle, MediaSnapshot } from '../../../lib/media/media-handle';
import { STALL_MS, isStalled, type PlaybackFailure } from '../lib/playback-failure';

export interface PlaybackAttempt {
  /** Increases on each retry: the surface's key. */
  count: number;
  /** Seconds to resume at. */
  resumeAt: number;
}

export function usePlaybackHealth(
  handleRef: RefObject<MediaHandle | null>,
  kind: 'media' | 'youtube',
  autoPlay: boolean,
) {
  const [failure, setFailure] = useState<PlaybackFailure | null>(null);
  const [attempt, setAttempt] = useState<PlaybackAttempt>({ count: 0, resumeAt: 0 });
  const timer = useRef(0);
  const reached = useRef(0);

  const disarm = useCallback(() => window.clearTimeout(timer.current), []);
  const arm = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const snapshot = handleRef.current?.snapshot();
      if (snapshot && isStalled(snapshot)) setFailure({ kind: 'stall' });
    }, STALL_MS);
  }, [handleRef]);

  // A source that never answers sends no events at all: an autoplay is watched from the start.
  useEffect(() => {
    if (autoPlay || attempt.count > 0) arm();
    return disarm;
  }, [arm, disarm, autoPlay, attempt]);

  function onMediaEvent(event: MediaEvent, snapshot: MediaSnapshot) {
    switch (event.type) {
      case 'play':
      case 'waiting':
        arm();
        break;
      case 'time':
        if (!snapshot.paused && snapshot.currentTime !== reached.current) {
          reached.current = snapshot.currentTime;
          arm();
        }
        break;
      case 'seek':
        reached.current = event.to;
        break;
      case 'pause':
      case 'ended':
        disarm();
        break;
      case 'error':
        disarm();
        setFailure({ kind, code: event.code });
        break;
    }
  }

  function retry() {
    disarm();
    setFailure(null);
    setAttempt((a) => ({ count: a.count + 1, resumeAt: reached.current }));
  }

  return { failure, attempt, retry, onMediaEvent };
}
