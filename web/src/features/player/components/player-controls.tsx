// The player chrome: a seek bar (with the interactive elements and chapters marked, and the
// storyboard's picture of the point under a hovering or dragging pointer), then
// play/pause, time and the current chapter, mute and volume, the menus (captions, chapters,
// settings), the Interactive toggle, picture-in-picture and fullscreen. Below the picture, never
// over it. For YouTube videos only the Interactive toggle and fullscreen are drawn (YouTube's
// frame has its own controls).
import {
  Maximize,
  Minimize,
  Pause,
  PictureInPicture2,
  Play,
  Sparkles,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { useState, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chapter } from '@lumen/contract';
import { useFormat } from '../../../i18n/use-format';
import { cn } from '../../../lib/cn';
import { formatMinutesSeconds } from '../../../lib/format';
import type { MediaSnapshot } from '../../../lib/media/media-handle';
import { useStoryboard } from '../api/get-storyboard';
import { storyboardFrameAt } from '../lib/storyboard';
import { SeekBarMarkers, type SeekMarker } from './seek-bar-markers';
import { SeekPreview } from './seek-preview';

/** A square button of the bar, a little smaller where the bar is narrow (a phone, a small embed). */
export const CONTROL_BUTTON =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-zinc-100 hover:bg-white/10 disabled:opacity-40 @max-[24rem]:size-8';

function ControlButton({
  label,
  pressed,
  onClick,
  disabled,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={CONTROL_BUTTON}
    >
      {children}
    </button>
  );
}

export function PlayerControls({
  kind,
  snapshot,
  duration,
  locked,
  interactive,
  onToggleInteractive,
  fullscreen,
  pipAvailable,
  markers,
  chapters,
  chapterTitle,
  storyboardUrl,
  menus,
  actions,
}: {
  kind: 'native' | 'youtube';
  snapshot: MediaSnapshot;
  /** Seconds, known even before the media's metadata arrives. */
  duration: number;
  /** An overlay that paused the video is open: playback waits for it. */
  locked: boolean;
  /** null when interactive features are switched off for this player (embed interactive=0). */
  interactive: boolean | null;
  onToggleInteractive: () => void;
  fullscreen: boolean;
  pipAvailable: boolean;
  /** The interactive elements to mark on the seek bar. */
  markers: SeekMarker[];
  chapters: readonly Chapter[];
  /** The title of the chapter playing now. */
  chapterTitle: string | null;
  /** The upload's thumbnails track (WebVTT), for previews over the seek bar; null without one. */
  storyboardUrl: string | null;
  /** The captions, chapters and settings menus (native video only). */
  menus: ReactNode;
  actions: {
    togglePlay: () => void;
    seekTo: (seconds: number) => void;
    toggleMute: () => void;
    setVolume: (volume: number) => void;
    togglePictureInPicture: () => void;
    toggleFullscreen: () => void;
  };
}) {
  const { t } = useTranslation('player');
  const format = useFormat();
  const current = Math.min(snapshot.currentTime, duration || snapshot.currentTime);
  // The pointer over the seek bar (pixels from its left edge); the track loads on the first one.
  const [pointer, setPointer] = useState<{ x: number; barWidth: number } | null>(null);
  const [previewWanted, setPreviewWanted] = useState(false);
  const storyboard = useStoryboard(storyboardUrl, previewWanted);

  function followPointer(event: PointerEvent<HTMLDivElement>) {
    // A mouse previews while it hovers; a finger or pen while it presses (dragging the thumb).
    if (!storyboardUrl || (event.pointerType !== 'mouse' && event.buttons === 0))
      return setPointer(null);
    const bar = event.currentTarget.getBoundingClientRect();
    setPreviewWanted(true);
    setPointer({
      x: Math.max(0, Math.min(event.clientX - bar.left, bar.width)),
      barWidth: bar.width,
    });
  }
  const hidePreview = () => setPointer(null);
  const previewSeconds =
    pointer && pointer.barWidth > 0 ? (pointer.x / pointer.barWidth) * duration : 0;
  const previewFrame =
    pointer && duration && !locked ? storyboardFrameAt(storyboard, previewSeconds) : null;
  const muted = snapshot.muted || snapshot.volume === 0;
  const interactiveButton = interactive !== null && (
    <button
      type="button"
      aria-pressed={interactive}
      onClick={onToggleInteractive}
      title={t('controls.interactiveMode')}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm font-medium @max-[24rem]:h-8 @max-[24rem]:px-1.5',
        interactive
          ? 'bg-violet-600 text-white hover:bg-violet-700'
          : 'text-zinc-300 hover:bg-white/10',
      )}
    >
      <Sparkles className="size-4" aria-hidden />{' '}
      {/* Named at every width; drawn only where there is room for the word. */}
      <span className="sr-only sm:not-sr-only">{t('controls.interactive')}</span>
    </button>
  );
  const fullscreenButton = (
    <ControlButton
      label={fullscreen ? t('controls.exitFullScreen') : t('controls.fullScreen')}
      onClick={actions.toggleFullscreen}
    >
      {fullscreen ? (
        <Minimize className="size-5" aria-hidden />
      ) : (
        <Maximize className="size-5" aria-hidden />
      )}
    </ControlButton>
  );

  if (kind === 'youtube') {
    return (
      <div
        className="flex items-center justify-end gap-1 bg-zinc-950 px-2 py-1"
        data-testid="player-controls"
      >
        {interactiveButton}
        {fullscreenButton}
      </div>
    );
  }

  return (
    <div className="@container space-y-1 bg-zinc-950 px-2 pt-2 pb-1" data-testid="player-controls">
      <div
        className="relative"
        onPointerEnter={followPointer}
        onPointerMove={followPointer}
        onPointerDown={followPointer}
        onPointerUp={(event) => event.pointerType !== 'mouse' && hidePreview()}
        onPointerCancel={hidePreview}
        onPointerLeave={hidePreview}
      >
        <input
          type="range"
          aria-label={t('controls.seek')}
          min={0}
          max={duration || 0}
          step={0.1}
          value={current}
          aria-valuetext={t('controls.timeOf', {
            current: formatMinutesSeconds(current),
            duration: formatMinutesSeconds(duration),
          })}
          disabled={locked || !duration}
          onChange={(e) => actions.seekTo(Number(e.target.value))}
          className="block h-2 w-full cursor-pointer accent-violet-500 disabled:cursor-not-allowed"
        />
        <SeekBarMarkers markers={markers} chapters={chapters} duration={duration} />
        {previewFrame && pointer && (
          <SeekPreview
            frame={previewFrame}
            seconds={previewSeconds}
            pointerX={pointer.x}
            barWidth={pointer.barWidth}
          />
        )}
      </div>
      <div className="flex items-center gap-1 @max-[24rem]:gap-0.5">
        <ControlButton
          label={snapshot.paused ? t('controls.play') : t('controls.pause')}
          onClick={actions.togglePlay}
          disabled={locked}
        >
          {snapshot.paused ? (
            <Play className="size-5 fill-current" aria-hidden />
          ) : (
            <Pause className="size-5 fill-current" aria-hidden />
          )}
        </ControlButton>
        {/* The seek bar says the time too; on the narrowest bars the buttons need the room. */}
        <span
          className="px-1 text-xs whitespace-nowrap text-zinc-300 tabular-nums @max-[20rem]:hidden"
          aria-hidden
        >
          {formatMinutesSeconds(current)} / {formatMinutesSeconds(duration)}
        </span>
        <ControlButton
          label={muted ? t('controls.unmute') : t('controls.mute')}
          onClick={actions.toggleMute}
        >
          {muted ? (
            <VolumeX className="size-5" aria-hidden />
          ) : (
            <Volume2 className="size-5" aria-hidden />
          )}
        </ControlButton>
        <input
          type="range"
          aria-label={t('controls.volume')}
          min={0}
          max={1}
          step={0.05}
          value={snapshot.muted ? 0 : snapshot.volume}
          aria-valuetext={format.percent((snapshot.muted ? 0 : snapshot.volume) * 100)}
          onChange={(e) => actions.setVolume(Number(e.target.value))}
          className="hidden h-2 w-20 cursor-pointer accent-violet-500 sm:block"
        />
        <span
          className="min-w-0 flex-1 truncate text-xs text-zinc-300"
          data-testid="current-chapter"
          title={chapterTitle ?? undefined}
        >
          {chapterTitle && (
            <span aria-hidden className="hidden pr-1 text-zinc-400 sm:inline">
              ·
            </span>
          )}
          {chapterTitle}
        </span>
        {menus}
        {interactiveButton}
        {pipAvailable && (
          <span className="hidden sm:contents">
            <ControlButton
              label={t('controls.pictureInPicture')}
              onClick={actions.togglePictureInPicture}
            >
              <PictureInPicture2 className="size-5" aria-hidden />
            </ControlButton>
          </span>
        )}
        {fullscreenButton}
      </div>
    </div>
  );
}
