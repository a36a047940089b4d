// One playback session per mounted player and video (public spec §4 "Interaction tracking"):
// records the view once, when playback really starts (the session's first `playing`: frames
// are showing, so an autoplay the browser blocked, or a page left before the video started, is
// no view) — unless the page opened the session and tracked its view itself (the home modal, on
// opening) — and the page's own events (visibility, connection lost/restored). Player events are
// reported through the returned `trackMedia`, the stream's renditions through `trackQuality`;
// the time played by rendition, speed and captions goes out in playback summaries
// (lib/tracking/playback-time.ts), the last when the page is hidden or the player goes away.
import { useEffect, useRef, useState } from 'react';
import type { ViewSource } from '@lumen/contract/constants';
import {
  createPlaybackQuality,
  createPlaybackSession,
  createPlaybackTime,
  type PlaybackSession,
} from '../../../lib/tracking';
import type { QualityState } from '../../../lib/media/hls-source';
import type { MediaEvent, MediaSnapshot } from '../../../lib/media/media-handle';

/** Seeks while dragging the slider, or volume steps, within this long make one event. */
const SEEK_SETTLE_MS = 400;
const VOLUME_SETTLE_MS = 500;

export function usePlaybackSession(
  videoId: number,
  source: ViewSource,
  /** The speed, and the language of the captions showing (null: none). */
  showing: { rate: number; captions: string | null },
  /** A session whose view the page tracked; none: the player opens one and tracks its view. */
  viewedSession?: PlaybackSession,
) {
  const [session] = useState<PlaybackSession>(
    () => viewedSession ?? createPlaybackSession(videoId),
  );
  const [quality] = useState(() =>
    createPlaybackQuality((eventType, details) => session.track(eventType, details)),
  );
  const [time] = useState(() =>
    createPlaybackTime((eventType, details) => session.track(eventType, details)),
  );
  const lastTimecode = useRef(0);
  const viewed = useRef(viewedSession !== undefined);
  const seek = useRef<{ from: number; to: number; timer: number } | null>(null);
  const volumeTimer = useRef(0);
  const nextPauseReason = useRef<string | null>(null);

  useEffect(() => {
    // A page hidden may never be shown again: what was played so far is sent now.
    const onVisibility = () => {
      session.track('page_visibility', { metadata: { state: document.visibilityState } });
      if (document.visibilityState === 'hidden') time.flush(lastTimecode.current);
    };
    const onPageHide = () => time.flush(lastTimecode.current);
    const onOffline = () => session.track('connection_lost');
    const onOnline = () => session.track('connection_restored');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      if (seek.current) window.clearTimeout(seek.current.timer);
      window.clearTimeout(volumeTimer.current);
      time.flush(lastTimecode.current);
    };
  }, [session, time]);

  useEffect(() => time.rate(showing.rate, lastTimecode.current), [time, showing.rate]);
  useEffect(() => time.captions(showing.captions, lastTimecode.current), [time, showing.captions]);

  /** Reports a player event; `pauseReason` marks the next pause as the player's own (e.g. a quiz). */
  function trackMedia(event: MediaEvent, snapshot: MediaSnapshot) {
    const timecode = snapshot.currentTime;
    lastTimecode.current = timecode;
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
        time.playing();
        break;
      case 'time':
        time.tick(timecode);
        break;
      case 'waiting':
        quality.waiting(snapshot.paused);
        time.stopped();
        break;
      case 'error':
        quality.error(event.code, timecode);
        time.stopped();
        time.flush(timecode);
        break;
      case 'pause': {
        quality.interrupted(timecode);
        time.stopped();
        time.flush(timecode);
        const reason = nextPauseReason.current;
        nextPauseReason.current = null;
        if (!snapshot.ended)
          session.track('video_pause', { timecode, metadata: reason ? { reason } : undefined });
        break;
      }
      case 'ended':
        quality.interrupted(timecode);
        time.stopped();
        time.flush(timecode);
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

  /** The stream's renditions changed, or the one playing did (adaptive streams only). */
  function trackQuality(state: QualityState | null) {
    const playing = state?.levels[state.playing];
    if (!state || !playing) return;
    time.rendition(
      { index: state.playing, height: playing.height },
      state.selected !== -1,
      lastTimecode.current,
    );
  }

  return {
    session,
    trackMedia,
    trackQuality,
    markNextPause: (reason: string) => {
      nextPauseReason.current = reason;
    },
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
