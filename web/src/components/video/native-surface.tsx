// The native <video> surface: no browser controls (its owner draws its own: the interactive
// player, so that fullscreen keeps the quiz and survey overlays on screen, and the admin timeline
// preview), reporting its events as MediaEvents. An HLS source (.m3u8) plays through hls.js (or
// natively where that cannot run: lib/media/hls-source.ts); caption tracks are <track>
// elements, one shown at a time.
import { useEffect, useRef, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import {
  attachHls,
  isHlsUrl,
  playsHlsThroughHlsJs,
  type HlsPlayback,
} from '../../lib/media/hls-source';
import type { MediaEventHandler, MediaHandle } from '../../lib/media/media-handle';

/** A WebVTT caption file for a <track> element. */
export interface CaptionSource {
  id: number;
  /** BCP 47. */
  language: string;
  label: string;
  url: string;
}

const NO_CAPTIONS: CaptionSource[] = [];

/** What the browser reports when a source cannot be played at all. */
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

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
  captions = NO_CAPTIONS,
  showCaptionId = null,
  playbackRate = 1,
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
  captions?: CaptionSource[];
  /** The caption track shown; null: none. */
  showCaptionId?: number | null;
  playbackRate?: number;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<HlsPlayback | null>(null);
  const emit = useRef(onMediaEvent);
  emit.current = onMediaEvent;
  const throughHls = isHlsUrl(src) && playsHlsThroughHlsJs();

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
      quality: () => hlsRef.current?.quality() ?? null,
      setQuality: (index) => hlsRef.current?.setQuality(index),
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

  useEffect(() => {
    const video = videoRef.current;
    if (!throughHls || !video) return;
    let detached = false;
    attachHls(video, src, {
      startAt,
      onQuality: () => emit.current({ type: 'quality' }),
      onFatal: (code) => emit.current({ type: 'error', code }),
    }).then(
      (playback) => {
        if (detached) playback?.destroy();
        else hlsRef.current = playback;
      },
      (error: unknown) => {
        console.warn('The HLS player did not load', error);
        if (!detached) emit.current({ type: 'error', code: MEDIA_ERR_SRC_NOT_SUPPORTED });
      },
    );
    return () => {
      detached = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [throughHls, src, startAt]);

  // A new source resets playbackRate to defaultPlaybackRate: both carry the viewer's speed.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = playbackRate;
    video.playbackRate = playbackRate;
  }, [playbackRate]);

  // A track loads its file when it is first shown.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    for (const element of video.querySelectorAll('track')) {
      element.track.mode =
        Number(element.dataset.captionId) === showCaptionId ? 'showing' : 'disabled';
    }
  }, [captions, showCaptionId]);

  return (
    <video
      ref={videoRef}
      src={throughHls ? undefined : startAt > 0 ? `${src.split('#')[0]}#t=${startAt}` : src}
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
    >
      {captions.map((caption) => (
        <track
          key={caption.id}
          data-caption-id={caption.id}
          kind="captions"
          srcLang={caption.language}
          label={caption.label}
          src={caption.url}
        />
      ))}
    </video>
  );
}
