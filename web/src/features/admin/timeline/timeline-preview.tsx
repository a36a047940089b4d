// Timeline preview (admin §2, §9): the player, the marker bar, a scrubber in 0.1 s steps,
// skip back and forward 10 s, and play/pause. Files play in a native player; a YouTube
// link plays in YouTube's player driven by its message API; other platforms, which cannot be
// driven from here, run on a timeline clock over the thumbnail.
import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InteractiveElement, Video } from '@lumen/contract';
import { extractYouTubeId } from '@lumen/contract/platform';
import { Button } from '../../../components/ui/button';
import { VideoThumbnail } from '../../../components/video/video-thumbnail';
import { MarkerBar, type TimelineMarker } from './marker-bar';
import { MARKER_COLORS, SCRUB_STEP, SKIP_SECONDS, clamp, formatTimecode, roundToStep, timelineDuration } from './timecode';

type PlayerKind = 'native' | 'youtube' | 'clock';

function playerKindOf(video: Video): PlayerKind {
  if (extractYouTubeId(video.sourceUrl)) return 'youtube';
  return video.sourceType === 'upload' ? 'native' : 'clock';
}

export function TimelinePreview({ video, markers, onPick, onMove, onOpen, onTimeChange }: {
  video: Video;
  markers: TimelineMarker[];
  onPick: (seconds: number) => void;
  onMove: (element: InteractiveElement, seconds: number) => void;
  onOpen: (element: InteractiveElement) => void;
  onTimeChange: (seconds: number) => void;
}) {
  const kind = playerKindOf(video);
  const youtubeId = extractYouTubeId(video.sourceUrl);
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const duration = timelineDuration(video.duration, mediaDuration);
  const clockStart = useRef<{ at: number; from: number } | null>(null);

  const report = useCallback((seconds: number) => {
    setCurrentTime(seconds);
    onTimeChange(seconds);
  }, [onTimeChange]);

  const youtubeCommand = useCallback((func: string, args: unknown[] = []) => {
    frameRef.current?.contentWindow?.postMessage(JSON.stringify({ event: 'command', func, args }), 'https://www.youtube-nocookie.com');
  }, []);

  // The clock that drives the playhead while playing: the media's own time for files, a
  // wall clock for the others.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      if (kind === 'native' && videoRef.current) {
        report(videoRef.current.currentTime);
      } else if (clockStart.current) {
        const seconds = clockStart.current.from + (performance.now() - clockStart.current.at) / 1000;
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
  }, [playing, kind, duration, report]);

  const seek = useCallback((seconds: number) => {
    const target = roundToStep(clamp(seconds, 0, duration));
    if (kind === 'native' && videoRef.current) videoRef.current.currentTime = target;
    if (kind === 'youtube') youtubeCommand('seekTo', [target, true]);
    clockStart.current = { at: performance.now(), from: target };
    report(target);
  }, [duration, kind, report, youtubeCommand]);

  function togglePlay() {
    if (playing) {
      if (kind === 'native') videoRef.current?.pause();
      if (kind === 'youtube') youtubeCommand('pauseVideo');
      setPlaying(false);
      return;
    }
    const from = currentTime >= duration ? 0 : currentTime;
    if (from !== currentTime) seek(from);
    clockStart.current = { at: performance.now(), from };
    if (kind === 'native') {
      void videoRef.current?.play().catch(() => setPlaying(false));
    }
    if (kind === 'youtube') youtubeCommand('playVideo');
    setPlaying(true);
  }

  const counts = markers.reduce<Record<string, number>>((acc, m) => ({ ...acc, [m.element.elementType]: (acc[m.element.elementType] ?? 0) + 1 }), {});

  return (
    <section aria-labelledby="timeline-preview-title" className="space-y-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="timeline-preview-title" className="text-base font-semibold text-white">Timeline Preview</h3>
        <ul className="flex flex-wrap gap-3 text-xs text-zinc-400" aria-label="Marker legend">
          {(Object.keys(MARKER_COLORS) as (keyof typeof MARKER_COLORS)[]).map((type) => (
            <li key={type} className="flex items-center gap-1.5">
              <span aria-hidden className={`size-2.5 rounded-full ${MARKER_COLORS[type].dot}`} />
              {MARKER_COLORS[type].label} ({counts[type] ?? 0})
            </li>
          ))}
        </ul>
      </div>

      <div className="relative mx-auto aspect-video w-full max-w-3xl overflow-hidden rounded-xl bg-black">
        {kind === 'native' && (
          <video ref={videoRef} src={video.sourceUrl} poster={video.thumbnailUrl ?? undefined} preload="metadata" playsInline aria-label={`Preview of ${video.title}`}
            className="size-full" onLoadedMetadata={(e) => setMediaDuration(e.currentTarget.duration)}
            onPause={() => setPlaying(false)} onPlay={() => setPlaying(true)}
            onSeeked={(e) => report(e.currentTarget.currentTime)}
            onEnded={() => setPlaying(false)} />
        )}
        {kind === 'youtube' && youtubeId && (
          <iframe ref={frameRef} title={`Preview of ${video.title}`} className="size-full"
            src={`https://www.youtube-nocookie.com/embed/${youtubeId}?enablejsapi=1&controls=0&rel=0&playsinline=1&origin=${encodeURIComponent(window.location.origin)}`}
            allow="autoplay; encrypted-media" />
        )}
        {kind === 'clock' && (
          <div className="relative size-full">
            <VideoThumbnail src={video.thumbnailUrl} title={video.title} className="h-full" eager />
            <p className="absolute inset-x-0 bottom-0 bg-black/70 px-3 py-2 text-center text-xs text-zinc-300">
              This platform’s player cannot be controlled here: the preview runs on the timeline clock.
            </p>
          </div>
        )}
      </div>

      <MarkerBar duration={duration} currentTime={currentTime} markers={markers}
        onPick={(seconds) => { seek(seconds); onPick(seconds); }} onMove={onMove} onOpen={onOpen} />

      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label="Skip back 10 seconds" title="Back 10 s" onClick={() => seek(currentTime - SKIP_SECONDS)}>
            <RotateCcw className="size-5" aria-hidden />
          </Button>
          <Button size="icon" aria-label={playing ? 'Pause' : 'Play'} onClick={togglePlay} className="rounded-full">
            {playing ? <Pause className="size-5 fill-current" aria-hidden /> : <Play className="size-5 translate-x-px fill-current" aria-hidden />}
          </Button>
          <Button variant="ghost" size="icon" aria-label="Skip forward 10 seconds" title="Forward 10 s" onClick={() => seek(currentTime + SKIP_SECONDS)}>
            <RotateCw className="size-5" aria-hidden />
          </Button>
        </div>
        <label htmlFor="timeline-scrubber" className="sr-only">Scrub timeline</label>
        <input id="timeline-scrubber" type="range" min={0} max={duration} step={SCRUB_STEP} value={roundToStep(currentTime)}
          onChange={(e) => seek(Number(e.target.value))}
          aria-valuetext={`${formatTimecode(currentTime)} of ${formatTimecode(duration)}`}
          className="h-2 min-w-40 flex-1 cursor-pointer accent-violet-500" />
        <output htmlFor="timeline-scrubber" aria-label="Current time" className="w-28 text-right text-sm text-zinc-300 tabular-nums">
          {formatTimecode(currentTime)} / {formatTimecode(duration)}
        </output>
      </div>
      <p className="text-xs text-zinc-400">Click the bar to pick a time for a new quiz or survey; drag a marker to move it.</p>
    </section>
  );
}
