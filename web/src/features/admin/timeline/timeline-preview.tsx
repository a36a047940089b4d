// Timeline preview (admin §2, §9): the player, the marker bar, a scrubber in 0.1 s steps,
// skip back and forward 10 s, and play/pause. Files and YouTube links play in the media
// surfaces the viewer's player uses, driven by the preview's own controls; other platforms,
// which cannot be driven from here, run on a timeline clock over the thumbnail.
import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import type { Chapter, InteractiveElement, Video } from '@lumen/contract';
import { extractYouTubeId } from '@lumen/contract/platform';
import { Button } from '../../../components/ui/button';
import { NativeSurface } from '../../../components/video/native-surface';
import { VideoThumbnail } from '../../../components/video/video-thumbnail';
import { YouTubeSurface } from '../../../components/video/youtube-surface';
import { MarkerBar, type TimelineMarker } from './marker-bar';
import { MARKER_COLORS, SCRUB_STEP, SKIP_SECONDS, formatTimecode, roundToStep } from './timecode';
import { usePreviewPlayback } from './use-preview-playback';

type PreviewKind = 'native' | 'youtube' | 'clock';

function previewKindOf(video: Video): PreviewKind {
  if (extractYouTubeId(video.sourceUrl)) return 'youtube';
  return video.sourceType === 'upload' ? 'native' : 'clock';
}

export function TimelinePreview({
  video,
  markers,
  chapters,
  onPick,
  onMove,
  onOpen,
  onTimeChange,
}: {
  video: Video;
  markers: TimelineMarker[];
  /** Saved chapters, marked on the bar. */
  chapters: Chapter[];
  onPick: (seconds: number) => void;
  onMove: (element: InteractiveElement, seconds: number) => void;
  onOpen: (element: InteractiveElement) => void;
  onTimeChange: (seconds: number) => void;
}) {
  const kind = previewKindOf(video);
  const youTubeId = extractYouTubeId(video.sourceUrl);
  const { handleRef, onMediaEvent, duration, currentTime, playing, seek, togglePlay } =
    usePreviewPlayback({ storedDuration: video.duration, onTimeChange });

  const counts = markers.reduce<Record<string, number>>(
    (acc, m) => ({ ...acc, [m.element.elementType]: (acc[m.element.elementType] ?? 0) + 1 }),
    {},
  );

  return (
    <section
      aria-labelledby="timeline-preview-title"
      className="space-y-4 rounded-2xl border border-white/10 bg-zinc-900/70 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="timeline-preview-title" className="text-base font-semibold text-white">
          Timeline Preview
        </h3>
        <ul className="flex flex-wrap gap-3 text-xs text-zinc-400" aria-label="Marker legend">
          {(Object.keys(MARKER_COLORS) as (keyof typeof MARKER_COLORS)[]).map((type) => (
            <li key={type} className="flex items-center gap-1.5">
              <span aria-hidden className={`size-2.5 rounded-full ${MARKER_COLORS[type].dot}`} />
              {MARKER_COLORS[type].label} ({counts[type] ?? 0})
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="h-3 w-0.5 rounded bg-amber-300" />
            Chapter ({chapters.length})
          </li>
        </ul>
      </div>

      <div className="relative mx-auto aspect-video w-full max-w-3xl overflow-hidden rounded-xl bg-black">
        {kind === 'native' && (
          <NativeSurface
            src={video.sourceUrl}
            poster={video.thumbnailUrl}
            title={`Preview of ${video.title}`}
            autoPlay={false}
            muted={false}
            handleRef={handleRef}
            onMediaEvent={onMediaEvent}
          />
        )}
        {kind === 'youtube' && youTubeId && (
          <YouTubeSurface
            youTubeId={youTubeId}
            title={`Preview of ${video.title}`}
            autoPlay={false}
            muted={false}
            controls={false}
            handleRef={handleRef}
            onMediaEvent={onMediaEvent}
          />
        )}
        {kind === 'clock' && (
          <div className="relative size-full">
            <VideoThumbnail src={video.thumbnailUrl} title={video.title} className="h-full" eager />
            <p className="absolute inset-x-0 bottom-0 bg-black/70 px-3 py-2 text-center text-xs text-zinc-300">
              This platform’s player cannot be controlled here: the preview runs on the timeline
              clock.
            </p>
          </div>
        )}
      </div>

      <MarkerBar
        duration={duration}
        currentTime={currentTime}
        markers={markers}
        chapters={chapters}
        onPick={(seconds) => {
          seek(seconds);
          onPick(seconds);
        }}
        onMove={onMove}
        onOpen={onOpen}
      />

      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Skip back 10 seconds"
            title="Back 10 s"
            onClick={() => seek(currentTime - SKIP_SECONDS)}
          >
            <RotateCcw className="size-5" aria-hidden />
          </Button>
          <Button
            size="icon"
            aria-label={playing ? 'Pause' : 'Play'}
            onClick={togglePlay}
            className="rounded-full"
          >
            {playing ? (
              <Pause className="size-5 fill-current" aria-hidden />
            ) : (
              <Play className="size-5 translate-x-px fill-current" aria-hidden />
            )}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Skip forward 10 seconds"
            title="Forward 10 s"
            onClick={() => seek(currentTime + SKIP_SECONDS)}
          >
            <RotateCw className="size-5" aria-hidden />
          </Button>
        </div>
        <label htmlFor="timeline-scrubber" className="sr-only">
          Scrub timeline
        </label>
        <input
          id="timeline-scrubber"
          type="range"
          min={0}
          max={duration}
          step={SCRUB_STEP}
          value={roundToStep(currentTime)}
          onChange={(e) => seek(Number(e.target.value))}
          aria-valuetext={`${formatTimecode(currentTime)} of ${formatTimecode(duration)}`}
          className="h-2 min-w-40 flex-1 cursor-pointer accent-violet-500"
        />
        <output
          htmlFor="timeline-scrubber"
          aria-label="Current time"
          className="w-28 text-right text-sm text-zinc-300 tabular-nums"
        >
          {formatTimecode(currentTime)} / {formatTimecode(duration)}
        </output>
      </div>
      <p className="text-xs text-zinc-400">
        Click the bar to pick a time for a new quiz or survey; drag a marker to move it.
      </p>
    </section>
  );
}
