// A YouTube video (public spec §5): YouTube's embedded player, driven through the IFrame Player
// API once it loads (lazily). Until then, or if it never loads, the video still plays in the
// frame with YouTube's own controls (when shown); only the commands and events are missing.
// Used by the interactive player and the admin timeline preview.
import { useEffect, useRef, type RefObject } from 'react';
import type { MediaEventHandler, MediaHandle } from '../../lib/media/media-handle';
import { loadYouTubeApi, YT_STATE, type YouTubePlayer } from '../../lib/media/youtube-api';

/** How often the playback time is read while playing (YouTube reports no time events). */
const POLL_MS = 250;
/** A time jump this much bigger than the wall clock moved is a seek. */
const SEEK_JUMP_SECONDS = 1.5;

export function YouTubeSurface({
  youTubeId,
  title,
  autoPlay,
  muted,
  controls,
  startAt = 0,
  handleRef,
  onMediaEvent,
}: {
  youTubeId: string;
  title: string;
  autoPlay: boolean;
  muted: boolean;
  controls: boolean;
  /** Seconds to start at (a retry resumes where it stopped). */
  startAt?: number;
  handleRef: RefObject<MediaHandle | null>;
  onMediaEvent: MediaEventHandler;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const emit = useRef(onMediaEvent);
  emit.current = onMediaEvent;
  const src = `https://www.youtube.com/embed/${youTubeId}?${new URLSearchParams({
    autoplay: autoPlay ? '1' : '0',
    mute: muted ? '1' : '0',
    controls: controls ? '1' : '0',
    enablejsapi: '1',
    origin: window.location.origin,
    rel: '0',
    modestbranding: '1',
    playsinline: '1',
    ...(startAt >= 1 && { start: String(Math.floor(startAt)) }),
  })}`;

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let cancelled = false;
    let player: YouTubePlayer | null = null;
    let poll = 0;
    let last = { time: 0, at: 0 };

    function startPolling() {
      window.clearInterval(poll);
      last = { time: player?.getCurrentTime() ?? 0, at: performance.now() };
      poll = window.setInterval(() => {
        if (!player) return;
        const time = player.getCurrentTime();
        const now = performance.now();
        const expected = last.time + (now - last.at) / 1000;
        if (Math.abs(time - expected) > SEEK_JUMP_SECONDS)
          emit.current({ type: 'seek', from: last.time, to: time });
        last = { time, at: now };
        emit.current({ type: 'time' });
      }, POLL_MS);
    }

    loadYouTubeApi()
      .then((YT) => {
        if (cancelled) return;
        const created = new YT.Player(frame, {
          events: {
            onReady: () => {
              if (cancelled) return;
              player = created;
              handleRef.current = {
                play: () => created.playVideo(),
                pause: () => created.pauseVideo(),
                seekTo: (seconds) => {
                  created.seekTo(Math.max(0, seconds), true);
                  emit.current({ type: 'seek', from: last.time, to: seconds });
                  last = { time: seconds, at: performance.now() };
                },
                setVolume: (volume) => {
                  created.setVolume(Math.round(volume * 100));
                  if (volume > 0) created.unMute();
                  emit.current({ type: 'volume' });
                },
                setMuted: (value) => {
                  if (value) created.mute();
                  else created.unMute();
                  emit.current({ type: 'volume' });
                },
                snapshot: () => {
                  const state = created.getPlayerState();
                  return {
                    paused: state !== YT_STATE.PLAYING && state !== YT_STATE.BUFFERING,
                    ended: state === YT_STATE.ENDED,
                    currentTime: created.getCurrentTime(),
                    duration: created.getDuration() || Number.NaN,
                    volume: created.getVolume() / 100,
                    muted: created.isMuted(),
                  };
                },
              };
              emit.current({ type: 'ready' });
            },
            onStateChange: ({ data }) => {
              if (cancelled) return;
              if (data === YT_STATE.PLAYING) {
                startPolling();
                emit.current({ type: 'play' });
                emit.current({ type: 'playing' });
              } else if (data === YT_STATE.BUFFERING) {
                emit.current({ type: 'waiting' });
              } else if (data === YT_STATE.PAUSED) {
                window.clearInterval(poll);
                emit.current({ type: 'pause' });
              } else if (data === YT_STATE.ENDED) {
                window.clearInterval(poll);
                emit.current({ type: 'ended' });
              }
            },
            onError: ({ data }) => {
              if (!cancelled) emit.current({ type: 'error', code: data });
            },
          },
        });
      })
      .catch((error: unknown) =>
        console.warn('YouTube interactivity unavailable; the video plays without it', error),
      );

    return () => {
      cancelled = true;
      window.clearInterval(poll);
      handleRef.current = null;
      // The frame belongs to React: the YT player is not destroyed (that would remove it).
    };
  }, [handleRef]);

  return (
    <iframe
      ref={frameRef}
      title={title}
      src={src}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="absolute inset-0 size-full border-0"
    />
  );
}
