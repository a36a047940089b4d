// The timeline preview's playback: the playhead, play/pause and seeking. While a media surface
// is ready (a file, or a YouTube video once its API has loaded) the preview drives it through
// its MediaHandle and the media's own time moves the playhead; otherwise (other platforms, or
// YouTube's API not loaded) the playhead runs on a wall clock.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaEvent, MediaHandle } from '../../../lib/media/media-handle';
import { clamp, roundToStep, timelineDuration } from './timecode';

export function usePreviewPlayback({
  storedDuration,
  onTimeChange,
}: {
  /** The video's stored length in seconds (0 when unknown). */
  storedDuration: number;
  onTimeChange: (seconds: number) => void;
}) {
  const handleRef = useRef<MediaHandle | null>(null);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const clockStart = useRef<{ at: number; from: number } | null>(null);
  const duration = timelineDuration(storedDuration, mediaDuration);

  const report = useCallback(
    (seconds: number) => {
      setCurrentTime(seconds);
      onTimeChange(seconds);
    },
    [onTimeChange],
  );

  // Moves the playhead every frame while playing: from the media's time, or the wall clock.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      const handle = handleRef.current;
      if (handle) {
        report(handle.snapshot().currentTime);
      } else if (clockStart.current) {
        const seconds =
          clockStart.current.from + (performance.now() - clockStart.current.at) / 1000;
        if (seconds >= duration) {
          report(duration);
          setPlaying(false);
          return;
        }
        report(seconds);
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, duration, report]);

  /** The surface's events: whether the media plays, where it sought to, how long it is. */
  function onMediaEvent(event: MediaEvent) {
    const handle = handleRef.current;
    if (!handle) return;
    const { duration: length } = handle.snapshot();
    if (Number.isFinite(length) && length > 0) setMediaDuration(length);
    if (event.type === 'ready' && playing) {
      // The clock ran while the surface loaded: the media takes over from there, and its
      // 'play' event says whether it really plays.
      setPlaying(false);
      handle.seekTo(currentTime);
      handle.play();
    } else if (event.type === 'play') setPlaying(true);
    else if (event.type === 'pause' || event.type === 'ended') setPlaying(false);
    else if (event.type === 'seek') report(event.to);
  }

  const seek = useCallback(
    (seconds: number) => {
      const target = roundToStep(clamp(seconds, 0, duration));
      handleRef.current?.seekTo(target);
      clockStart.current = { at: performance.now(), from: target };
      report(target);
    },
    [duration, report],
  );

  function togglePlay() {
    const handle = handleRef.current;
    if (playing) {
      handle?.pause();
      setPlaying(false);
      return;
    }
    const from = currentTime >= duration ? 0 : currentTime;
    if (from !== currentTime) seek(from);
    if (handle) {
      // The media's 'play' event sets `playing`, so a refused play() leaves the Play button.
      handle.play();
    } else {
      clockStart.current = { at: performance.now(), from };
      setPlaying(true);
    }
  }

  return { handleRef, onMediaEvent, duration, currentTime, playing, seek, togglePlay };
}
