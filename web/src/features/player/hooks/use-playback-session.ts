// One playback session per mounted player and video (public spec §4 "Interaction tracking"):
// records the view once, when playback really starts (the session's first `playing`: frames
// are showing, so an autoplay the browser blocked, or a page left before the video started, is
// no view), and the page's own events (visibility, connection lost/restored). Player events are
// reported through the returned `trackMedia`.
import { useEffect, useRef, useState } from 'react';
import type { ViewSource } from '@lumen/contract/constants';
import {
  createPlaybackQuality,
  createPlaybackSession,
  type PlaybackSession,
} from '../../../lib/tracking';
import type { MediaEvent, MediaSnapshot } from '../../../lib/media/media-handle';

/** Seeks while dragging the slider, or volume steps, within this long make one event. */
const SEEK_SETTLE_MS = 400;
const VOLUME_SETTLE_MS = 500;

export function usePlaybackSession(videoId: number, source: ViewSource) {
  const [session] = useState<PlaybackSession>(() => createPlaybackSession(videoId));
  const [quality] = useState(() =>
    createPlaybackQuality((eventType, details) => session.track(eventType, details)),
  );
  const viewed = useRef(false);
  const seek = useRef<{ from: number; to: number; timer: number } | null>(null);
  const volumeTimer = useRef(0);
  const nextPauseReason = useRef<string | null>(null);

  useEffect(() => {
    const onVisibility = () =>
      session.track('page_visibility', { metadata: { state: document.visibilityState } });
    const onOffline = () => session.track('connection_lost');
    const onOnline = () => session.track('connection_restored');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      if (seek.current) window.clearTimeout(seek.current.timer);
      window.clearTimeout(volumeTimer.current);
    };
  }, [session]);

  /** Reports a player event; `pauseReason` marks the next pause as the player's own (e.g. a quiz). */
  function trackMedia(event: MediaEvent, snapshot: MediaSnapshot) {
    const timecode = snapshot.currentTime;
    switch (event.type) {
      case 'play':
        quality.requested();
        session.track('video_play', { timecode });
        break;
      case 'playing':
        if (!viewed.current) {
          viewed.current = true; // once per session: a resume after a pause or a stall is not a view
          session.view(source);
        }
        quality.playing(timecode);
        break;
      case 'waiting':
        quality.waiting(snapshot.paused);
        break;
      case 'error':
        quality.error(event.code, timecode);
        break;
      case 'pause': {
        quality.interrupted(timecode);
        const reason = nextPauseReason.current;
        nextPauseReason.current = null;
        if (!snapshot.ended)
          session.track('video_pause', { timecode, metadata: reason ? { reason } : undefined });
        break;
      }
      case 'ended':
        quality.interrupted(timecode);
        session.track('video_completed', { timecode, duration: snapshot.duration });
        break;
      case 'seek': {
        const from = seek.current?.from ?? event.from;
        if (seek.current) window.clearTimeout(seek.current.timer);
        const timer = window.setTimeout(() => {
          seek.current = null;
          if (Math.abs(event.to - from) >= 0.5)
            session.track('video_seek', {
              timecode: event.to,
              metadata: { from: round(from), to: round(event.to) },
            });
        }, SEEK_SETTLE_MS);
        seek.current = { from, to: event.to, timer };
        break;
      }
      case 'volume':
        window.clearTimeout(volumeTimer.current);
        volumeTimer.current = window.setTimeout(
          () =>
            session.track('volume_change', {
              timecode,
              metadata: { volume: round(snapshot.volume), muted: snapshot.muted },
            }),
          VOLUME_SETTLE_MS,
        );
        break;
      case 'pip':
        session.track(event.active ? 'pip_enter' : 'pip_exit', { timecode });
        break;
      default:
        break;
    }
  }

  return {
    session,
    trackMedia,
    markNextPause: (reason: string) => {
      nextPauseReason.current = reason;
    },
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
