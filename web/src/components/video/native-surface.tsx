// The native <video> surface: no browser controls (its owner draws its own: the interactive
// player, so that fullscreen keeps the quiz and survey overlays on screen, and the admin timeline
// preview), reporting its events as MediaEvents.
import { useEffect, useRef, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import type { MediaEventHandler, MediaHandle } from '../../lib/media/media-handle';

export function NativeSurface({
  src,
  poster,
  title,
  autoPlay,
  muted,
  startAt = 0,
  handleRef,
  onMediaEvent,
  onClick,
}: {
  src: string;
  poster: string | null;
  title: string;
  autoPlay: boolean;
  muted: boolean;
  /** Seconds to start at (a retry resumes where it stopped), as a media fragment. */
  startAt?: number;
  handleRef: RefObject<MediaHandle | null>;
  onMediaEvent: MediaEventHandler;
  /** A click on the picture (the interactive player toggles playback). */
  onClick?: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const emit = useRef(onMediaEvent);
  emit.current = onMediaEvent;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    handleRef.current = {
      play: () =>
        void video.play().catch((error: unknown) => console.warn('Playback did not start', error)),
      pause: () => video.pause(),
      seekTo: (seconds) => {
        const end = Number.isFinite(video.duration) ? video.duration : seconds;
        video.currentTime = Math.min(Math.max(0, seconds), end);
      },
      setVolume: (volume) => {
        video.volume = volume;
        if (volume > 0 && video.muted) video.muted = false;
      },
      setMuted: (value) => {
        video.muted = value;
      },
      snapshot: () => ({
        paused: video.paused,
        ended: video.ended,
        currentTime: video.currentTime,
        duration: video.duration,
        volume: video.volume,
        muted: video.muted,
      }),
      togglePictureInPicture:
        document.pictureInPictureEnabled && !video.disablePictureInPicture
          ? () =>
              void (
                document.pictureInPictureElement
                  ? document.exitPictureInPicture()
                  : video.requestPictureInPicture()
              ).catch((error: unknown) => console.warn('Picture-in-picture failed', error))
          : undefined,
    };
    // The time before a seek started: the last one reported during playback.
    let lastTime = video.currentTime;
    let seekFrom: number | null = null;
    const listeners: [string, () => void][] = [
      ['play', () => emit.current({ type: 'play' })],
      ['pause', () => emit.current({ type: 'pause' })],
      ['ended', () => emit.current({ type: 'ended' })],
      [
        'timeupdate',
        () => {
          if (!video.seeking) lastTime = video.currentTime;
          emit.current({ type: 'time' });
        },
      ],
      ['loadedmetadata', () => emit.current({ type: 'time' })],
      ['durationchange', () => emit.current({ type: 'time' })],
      [
        'seeking',
        () => {
          seekFrom ??= lastTime;
        },
      ],
      [
        'seeked',
        () => {
          const from = seekFrom ?? lastTime;
          seekFrom = null;
          lastTime = video.currentTime;
          emit.current({ type: 'seek', from, to: video.currentTime });
        },
      ],
      ['volumechange', () => emit.current({ type: 'volume' })],
      ['playing', () => emit.current({ type: 'playing' })],
      [
        'waiting',
        () => {
          if (!video.seeking) emit.current({ type: 'waiting' });
        },
      ],
      ['error', () => emit.current({ type: 'error', code: video.error?.code ?? 0 })],
      ['enterpictureinpicture', () => emit.current({ type: 'pip', active: true })],
      ['leavepictureinpicture', () => emit.current({ type: 'pip', active: false })],
    ];
    for (const [name, listener] of listeners) video.addEventListener(name, listener);
    emit.current({ type: 'ready' });
    return () => {
      for (const [name, listener] of listeners) video.removeEventListener(name, listener);
      handleRef.current = null;
    };
  }, [handleRef]);

  return (
    <video
      ref={videoRef}
      src={startAt > 0 ? `${src.split('#')[0]}#t=${startAt}` : src}
      poster={poster ?? undefined}
      autoPlay={autoPlay}
      muted={muted}
      playsInline
      preload="metadata"
      aria-label={title}
      onClick={onClick}
      className={cn(
        'absolute inset-0 size-full bg-black object-contain',
        onClick && 'cursor-pointer',
      )}
    />
  );
}
