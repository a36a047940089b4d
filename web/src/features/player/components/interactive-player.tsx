// The interactive player of the watch and embed pages (public spec §2, §4): the video (native
// or YouTube), its chrome and keyboard shortcuts, the quiz and survey overlays that appear at
// their timecodes, the tracking of one playback session, and a clear error state when the video
// fails (an error or a stall), with Retry. Native and HLS video also get captions, chapters,
// playback speed, the stream's quality levels and the keyboard shortcuts' help.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptionTrack, Video } from '@lumen/contract';
import type { ViewSource } from '@lumen/contract/constants';
import { extractYouTubeId } from '@lumen/contract/platform';
import { captionsQueryOptions } from '../../../api/get-captions';
import { NativeSurface } from '../../../components/video/native-surface';
import { YouTubeSurface } from '../../../components/video/youtube-surface';
import { useFormat } from '../../../i18n/use-format';
import { cn } from '../../../lib/cn';
import type { QualityState } from '../../../lib/media/hls-source';
import type { PlaybackSession } from '../../../lib/tracking';
import {
  INITIAL_SNAPSHOT,
  type MediaEvent,
  type MediaHandle,
  type MediaSnapshot,
} from '../../../lib/media/media-handle';
import { useInteractiveItems } from '../api/interactive-content';
import { useCaptionChoice } from '../hooks/use-caption-choice';
import { useInteractiveOverlays, type OverlayOutcome } from '../hooks/use-interactive-overlays';
import { usePlaybackHealth } from '../hooks/use-playback-health';
import { usePlaybackSession } from '../hooks/use-playback-session';
import { usePlayerApi } from '../hooks/use-player-api';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import type { CaptionPreference } from '../lib/captions';
import { chapterAt } from '../lib/chapters';
import { clampVolume, type ShortcutAction } from '../lib/keyboard';
import { formatSpeed } from '../lib/playback-speed';
import { PlaybackFailureOverlay } from './playback-failure-overlay';
import { PlayerControls } from './player-controls';
import { CaptionsMenu, ChaptersMenu, SettingsMenu } from './player-menus';
import { PollOverlay } from './poll-overlay';
import { QuizOverlay } from './quiz-overlay';
import { ShortcutsDialog } from './shortcuts-dialog';
import { StartPlayButton } from './start-play-button';
import { SurveyOverlay } from './survey-overlay';
import { playbackSource } from '../lib/playback-source';

const NO_CAPTIONS: CaptionTrack[] = [];

export interface InteractivePlayerProps {
  video: Pick<
    Video,
    'id' | 'title' | 'sourceUrl' | 'thumbnailUrl' | 'duration' | 'chapters' | 'media'
  >;
  /** The view's source: 'watch' on /watch/{id}, 'embed' on /embed/{id}, 'modal' in the home modal. */
  source: ViewSource;
  /**
   * A playback session the page opened and tracked the view of (the home modal tracks it on
   * opening, public spec §4): the player's events join it and it tracks no view of its own.
   */
  viewedSession?: PlaybackSession;
  autoPlay?: boolean;
  muted?: boolean;
  /** Draw the player chrome (embed controls=0 hides it; the keyboard still works). */
  controls?: boolean;
  /** Interactive features at all (embed interactive=0 switches them off, toggle included). */
  interactive?: boolean;
  /**
   * Fill the container's height (the embed page): the picture letterboxed into what is left
   * after the controls, overlays covering it, so nothing falls outside a frame of any size.
   */
  fillFrame?: boolean;
  /** A large centre play button until playback first starts (the watch page). */
  startButton?: boolean;
  /** Told when playback starts or stops (the embed hides its title while playing). */
  onPlayingChange?: (playing: boolean) => void;
  /** Answer a host page's player.js API (the embed, when framed). */
  playerApi?: boolean;
  /** Seconds to start from (the embed's t=). */
  startAt?: number;
  /** Start again when the video ends (the embed's loop=1). */
  loop?: boolean;
  /** Captions until the viewer has a remembered choice (the embed's setting); else off. */
  captionsStart?: CaptionPreference;
  className?: string;
}

export function InteractivePlayer({
  video,
  source,
  autoPlay = true,
  muted = false,
  controls = true,
  interactive: interactiveAvailable = true,
  fillFrame = false,
  startButton = false,
  onPlayingChange,
  playerApi = false,
  startAt = 0,
  loop = false,
  captionsStart,
  viewedSession,
  className,
}: InteractivePlayerProps) {
  const { t } = useTranslation('player');
  const format = useFormat();
  const youTubeId = extractYouTubeId(video.sourceUrl);
  const containerRef = useRef<HTMLDivElement>(null);
  // The element the menus and dialogs render into (a fullscreen element shows only its inside).
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const containerCallbackRef = useCallback((element: HTMLDivElement | null) => {
    containerRef.current = element;
    setContainer(element);
  }, []);
  const handleRef = useRef<MediaHandle | null>(null);
  const [snapshot, setSnapshot] = useState<MediaSnapshot>(INITIAL_SNAPSHOT);
  const [ready, setReady] = useState(false);
  const [started, setStarted] = useState(false);
  const [interactive, setInteractive] = useState(interactiveAvailable);
  const [fullscreen, setFullscreen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [speed, setSpeed] = useState(1);
  const [quality, setQuality] = useState<QualityState | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const tracks =
    useQuery({ ...captionsQueryOptions(video.id), enabled: !youTubeId }).data ?? NO_CAPTIONS;
  const captions = useCaptionChoice(tracks, captionsStart);
  const chapters = video.chapters;
  const { session, trackMedia, trackQuality, markNextPause } = usePlaybackSession(
    video.id,
    source,
    { rate: speed, captions: captions.showing?.language ?? null },
    viewedSession,
  );
  const health = usePlaybackHealth(handleRef, youTubeId ? 'youtube' : 'media', autoPlay);
  const items = useInteractiveItems(video.id, interactiveAvailable);
  const overlays = useInteractiveOverlays({
    items,
    interactive,
    session,
    handleRef,
    fallbackDuration: video.duration,
    onPauseForElement: () => markNextPause('interactive'),
  });
  const api = usePlayerApi(playerApi, handleRef, video.duration, loop);
  const active = overlays.active;
  const locked = active !== null && overlays.pausedForElement();

  // A new function every render: the surfaces call the latest one (they keep it in a ref).
  function onMediaEvent(event: MediaEvent) {
    const handle = handleRef.current;
    if (!handle) return;
    const next = handle.snapshot();
    setSnapshot(next);
    if (event.type === 'ready') setReady(true);
    if (event.type === 'play') setStarted(true);
    health.onMediaEvent(event, next);
    if (event.type === 'time') overlays.onTime(next);
    if (event.type === 'seek') overlays.onSeek();
    if (event.type === 'quality') {
      const levels = handle.quality?.() ?? null;
      setQuality(levels);
      trackQuality(levels);
    }
    trackMedia(event, next);
    api.onMediaEvent(event, next);
  }

  function finishOverlay(
    item: NonNullable<typeof active>,
    outcome: OverlayOutcome,
    metadata?: Record<string, unknown>,
  ) {
    overlays.finish(item, outcome, metadata);
    api.onElementDone(item, outcome, metadata);
  }

  const playing = !snapshot.paused;
  useEffect(() => onPlayingChange?.(playing), [playing, onPlayingChange]);

  // Fullscreen is the whole player (video, overlays and chrome), so quizzes stay visible.
  useEffect(() => {
    const onChange = () => {
      const on =
        document.fullscreenElement === containerRef.current && containerRef.current !== null;
      setFullscreen((was) => {
        if (was !== on)
          session.track(on ? 'fullscreen_enter' : 'fullscreen_exit', {
            timecode: handleRef.current?.snapshot().currentTime,
          });
        return on;
      });
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [session]);

  const actions = {
    togglePlay: () => {
      const handle = handleRef.current;
      if (!handle || locked) return;
      if (handle.snapshot().paused) handle.play();
      else handle.pause();
    },
    seekTo: (seconds: number) => handleRef.current?.seekTo(seconds),
    toggleMute: () => {
      const handle = handleRef.current;
      if (!handle) return;
      const { muted: isMuted, volume } = handle.snapshot();
      const silent = isMuted || volume === 0;
      if (silent && volume === 0) handle.setVolume(0.5); // unmuting at volume 0 would stay silent
      handle.setMuted(!silent);
      setAnnouncement(silent ? t('announce.soundOn') : t('announce.muted'));
    },
    setVolume: (volume: number) => handleRef.current?.setVolume(clampVolume(volume)),
    togglePictureInPicture: () => handleRef.current?.togglePictureInPicture?.(),
    toggleFullscreen: () => {
      if (!container) return;
      const request = document.fullscreenElement
        ? document.exitFullscreen()
        : container.requestFullscreen?.();
      void request?.catch((error: unknown) => console.warn('Fullscreen failed', error));
    },
  };

  function toggleInteractive() {
    if (!interactiveAvailable) return;
    const next = !interactive;
    setInteractive(next);
    setAnnouncement(next ? t('announce.interactiveOn') : t('announce.interactiveOff'));
    session.track(next ? 'interactive_enabled' : 'interactive_disabled', {
      timecode: handleRef.current?.snapshot().currentTime,
    });
  }

  function runShortcut(action: ShortcutAction) {
    const handle = handleRef.current;
    switch (action.type) {
      case 'togglePlay':
        actions.togglePlay();
        break;
      case 'seekBy':
        if (handle && !locked) handle.seekTo(handle.snapshot().currentTime + action.seconds);
        break;
      case 'volumeBy':
        if (handle) {
          const { volume, muted: isMuted } = handle.snapshot();
          const next = clampVolume((isMuted ? 0 : volume) + action.delta);
          handle.setVolume(next);
          if (next === 0) handle.setMuted(true);
          setAnnouncement(t('announce.volume', { value: format.percent(next * 100) }));
        }
        break;
      case 'toggleMute':
        actions.toggleMute();
        break;
      case 'toggleFullscreen':
        actions.toggleFullscreen();
        break;
      case 'toggleInteractive':
        toggleInteractive();
        break;
      case 'toggleCaptions':
        if (!youTubeId && tracks.length > 0) {
          const shown = captions.toggle();
          setAnnouncement(
            shown ? t('announce.captionsOn', { label: shown.label }) : t('announce.captionsOff'),
          );
        }
        break;
      case 'showShortcuts':
        setShortcutsOpen(true);
        break;
    }
  }
  // While an overlay is open it owns the player: the shortcuts wait for it.
  usePlayerShortcuts(active === null, runShortcut);

  const duration =
    Number.isFinite(snapshot.duration) && snapshot.duration > 0
      ? snapshot.duration
      : video.duration;
  const fills = fullscreen || fillFrame;
  const surfaceProps = {
    title: video.title,
    // A retry is the viewer's own click: it may play.
    autoPlay: autoPlay || health.attempt.count > 0,
    startAt: health.attempt.count > 0 ? health.attempt.resumeAt : startAt,
    muted,
    handleRef,
    onMediaEvent,
  };
  const overlayProps = { videoId: video.id, sessionId: session.sessionId, cover: fills };
  const currentChapter = chapterAt(chapters, snapshot.currentTime);
  const menus = !youTubeId && (
    <>
      {tracks.length > 0 && (
        <CaptionsMenu
          tracks={tracks}
          showing={captions.showing}
          onChoose={captions.choose}
          container={container}
        />
      )}
      {chapters.length > 0 && (
        <ChaptersMenu
          chapters={chapters}
          current={currentChapter}
          onSeek={(seconds) => {
            if (!locked) handleRef.current?.seekTo(seconds);
          }}
          container={container}
        />
      )}
      <SettingsMenu
        speed={speed}
        onSpeed={(rate) => {
          setSpeed(rate);
          setAnnouncement(t('announce.speed', { speed: formatSpeed(rate) }));
        }}
        quality={quality}
        onQuality={(index) => handleRef.current?.setQuality?.(index)}
        onShowShortcuts={() => setShortcutsOpen(true)}
        container={container}
      />
    </>
  );

  return (
    <div
      ref={containerCallbackRef}
      data-testid="interactive-player"
      data-interactive={interactive}
      data-session-id={session.sessionId}
      data-playing={playing}
      className={cn('flex w-full flex-col bg-black', fills && 'h-full', className)}
    >
      <div className={cn('relative', fills && 'min-h-0 flex-1')}>
        <div className={cn('relative w-full overflow-hidden', fills ? 'h-full' : 'aspect-video')}>
          {youTubeId ? (
            <YouTubeSurface
              key={health.attempt.count}
              {...surfaceProps}
              youTubeId={youTubeId}
              controls={controls}
            />
          ) : (
            <NativeSurface
              key={health.attempt.count}
              {...surfaceProps}
              {...playbackSource(video)}
              onClick={actions.togglePlay}
              captions={tracks}
              showCaptionId={captions.showing?.id ?? null}
              playbackRate={speed}
            />
          )}
        </div>
        {startButton && !started && !youTubeId && !health.failure && (
          <StartPlayButton onPlay={() => handleRef.current?.play()} />
        )}
        {health.failure && (
          <PlaybackFailureOverlay
            failure={health.failure}
            sourceUrl={video.sourceUrl}
            onRetry={health.retry}
          />
        )}
        {active?.kind === 'quiz' && (
          <QuizOverlay
            key={active.id}
            quiz={active.quiz}
            {...overlayProps}
            onDone={(outcome, metadata) => finishOverlay(active, outcome, metadata)}
          />
        )}
        {active?.kind === 'survey' && (
          <SurveyOverlay
            key={active.id}
            survey={active.survey}
            {...overlayProps}
            onDone={(outcome, metadata) => finishOverlay(active, outcome, metadata)}
          />
        )}
        {active?.kind === 'poll' && (
          <PollOverlay
            key={active.id}
            poll={active.poll}
            {...overlayProps}
            onDone={(outcome) => finishOverlay(active, outcome)}
          />
        )}
      </div>
      {controls && (
        <PlayerControls
          kind={youTubeId ? 'youtube' : 'native'}
          snapshot={snapshot}
          duration={duration}
          locked={locked || (!ready && !youTubeId)}
          interactive={interactiveAvailable ? interactive : null}
          onToggleInteractive={toggleInteractive}
          fullscreen={fullscreen}
          pipAvailable={Boolean(handleRef.current?.togglePictureInPicture)}
          markers={
            interactive
              ? items.map((item) => ({ id: item.id, type: item.kind, timecode: item.timecode }))
              : []
          }
          chapters={youTubeId ? [] : chapters}
          chapterTitle={youTubeId ? null : (currentChapter?.title ?? null)}
          storyboardUrl={
            video.media?.status === 'ready' ? (video.media.storyboardUrl ?? null) : null
          }
          menus={menus}
          actions={actions}
        />
      )}
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} container={container} />
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
