// The embed's player.js API (lib/player-api.ts) wired to the interactive player: its media
// events and the outcomes of its quizzes, surveys and polls go to the host page, and the host's
// commands drive the media. Loop (the embed's loop=1, or setLoop) restarts the video when it ends.
import { useEffect, useRef, type RefObject } from 'react';
import type { MediaEvent, MediaHandle, MediaSnapshot } from '../../../lib/media/media-handle';
import { startPlayerApi, type PlayerApi } from '../lib/player-api';
import type { InteractiveItem } from '../api/interactive-content';
import type { OverlayOutcome } from './use-interactive-overlays';

export function usePlayerApi(
  enabled: boolean,
  handleRef: RefObject<MediaHandle | null>,
  fallbackDuration: number,
  initialLoop: boolean,
) {
  const apiRef = useRef<PlayerApi | null>(null);
  const loop = useRef(initialLoop);
  const mediaReady = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    const api = startPlayerApi({
      handle: () => handleRef.current,
      duration: (snapshot) =>
        Number.isFinite(snapshot.duration) && snapshot.duration > 0
          ? snapshot.duration
          : fallbackDuration,
      loop: {
        get: () => loop.current,
        set: (on) => {
          loop.current = on;
        },
      },
    });
    apiRef.current = api;
    if (mediaReady.current) api.ready();
    return () => {
      api.stop();
      apiRef.current = null;
    };
  }, [enabled, handleRef, fallbackDuration]);

  function onMediaEvent(event: MediaEvent, snapshot: MediaSnapshot) {
    if (event.type === 'ended' && loop.current) {
      handleRef.current?.seekTo(0);
      handleRef.current?.play();
    }
    if (event.type === 'ready') mediaReady.current = true;
    const api = apiRef.current;
    if (!api) return;
    switch (event.type) {
      case 'ready':
        return api.ready();
      case 'play':
      case 'pause':
      case 'ended':
        return api.emit(event.type);
      case 'time':
        return api.emit('timeupdate', {
          seconds: snapshot.currentTime,
          duration: snapshot.duration,
        });
      case 'seek':
        return api.emit('seeked', { seconds: event.to });
      case 'error':
        return api.emit('error', { code: event.code });
    }
  }

  /** A quiz, survey or poll was closed: its outcome, never an answer's text. */
  function onElementDone(
    item: InteractiveItem,
    outcome: OverlayOutcome,
    metadata?: Record<string, unknown>,
  ) {
    const api = apiRef.current;
    if (!api) return;
    if (item.kind === 'quiz') {
      const correct = typeof metadata?.isCorrect === 'boolean' ? metadata.isCorrect : null;
      if (outcome === 'completed') api.emit('quizAnswered', { elementId: item.quiz.id, correct });
      else api.emit('quizSkipped', { elementId: item.quiz.id });
    } else if (item.kind === 'survey' && outcome === 'completed') {
      api.emit('surveyCompleted', { elementId: item.survey.id });
    } else if (item.kind === 'poll' && outcome === 'completed') {
      api.emit('pollVoted', { elementId: item.poll.id });
    }
  }

  return { onMediaEvent, onElementDone };
}
