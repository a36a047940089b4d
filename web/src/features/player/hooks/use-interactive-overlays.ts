// Playback interactivity (public spec §4): whole-second ticks of playback report progress every
// 5th second and trigger the interactive elements due then, each once per playback session.
// An element with pauseVideo pauses the video; its overlay shows (one at a time, in timecode
// order); when the last one is completed or skipped, the video resumes if it was paused for it.
import { useRef, useState } from 'react';
import type { PlaybackSession, PlayerEventType } from '../../../lib/tracking';
import type { InteractiveItem } from '../api/interactive-content';
import type { MediaHandle, MediaSnapshot } from '../../../lib/media/media-handle';
import { dueElements, isProgressTick, secondsToTick } from '../lib/trigger';

export type OverlayOutcome = 'completed' | 'skipped';

export function useInteractiveOverlays({
  items,
  interactive,
  session,
  handleRef,
  fallbackDuration,
  onPauseForElement,
}: {
  items: InteractiveItem[];
  /** Whether elements trigger now (the Interactive toggle). */
  interactive: boolean;
  session: PlaybackSession;
  handleRef: { current: MediaHandle | null };
  /** The stored duration, until the media knows its own. */
  fallbackDuration: number;
  onPauseForElement: () => void;
}) {
  const [active, setActive] = useState<InteractiveItem | null>(null);
  const activeRef = useRef<InteractiveItem | null>(null);
  const shown = useRef(new Set<number>());
  const pending = useRef<InteractiveItem[]>([]);
  const lastSecond = useRef<number | null>(null);
  const pausedForElement = useRef(false);

  function show(item: InteractiveItem | null) {
    activeRef.current = item;
    setActive(item);
    if (item) {
      session.track(`${item.kind}_shown`, {
        elementId: entityId(item),
        timecode: item.timecode,
      });
    } else if (pausedForElement.current) {
      pausedForElement.current = false;
      handleRef.current?.play();
    }
  }

  function trigger(due: InteractiveItem[]) {
    for (const item of due) shown.current.add(item.id);
    pending.current.push(...due);
    const handle = handleRef.current;
    if (due.some((item) => item.pauseVideo) && handle && !handle.snapshot().paused) {
      pausedForElement.current = true;
      onPauseForElement();
      handle.pause();
    }
    if (!activeRef.current) show(pending.current.shift() ?? null);
  }

  /** A playback time report: tick the whole seconds passed. */
  function onTime(snapshot: MediaSnapshot) {
    if (snapshot.paused) return;
    const duration =
      Number.isFinite(snapshot.duration) && snapshot.duration > 0
        ? snapshot.duration
        : fallbackDuration;
    for (const second of secondsToTick(lastSecond.current, snapshot.currentTime)) {
      lastSecond.current = second;
      if (isProgressTick(second)) session.progress(second, duration);
      if (!interactive) continue;
      const due = dueElements(items, second, shown.current);
      if (due.length > 0) trigger(due);
    }
  }

  /** After a seek the next report starts afresh (seconds jumped over do not tick). */
  function onSeek() {
    lastSecond.current = null;
  }

  /** The open overlay was completed or skipped: report it, then show the next one or resume. */
  function finish(
    item: InteractiveItem,
    outcome: OverlayOutcome,
    metadata?: Record<string, unknown>,
  ) {
    if (activeRef.current !== item) return;
    const eventType = outcomeEvent(item, outcome);
    if (eventType)
      session.track(eventType, { elementId: entityId(item), timecode: item.timecode, metadata });
    show(pending.current.shift() ?? null);
  }

  return { active, onTime, onSeek, finish, pausedForElement: () => pausedForElement.current };
}

/**
 * The player's event for a closed overlay. A poll has none: its vote is the server's poll_voted
 * (the only one that counts, clickhouse migration 011) and a poll closed unvoted is not tracked.
 */
function outcomeEvent(item: InteractiveItem, outcome: OverlayOutcome): PlayerEventType | null {
  if (item.kind === 'poll') return null;
  return `${item.kind}_${outcome}`;
}

/** Events name the quiz, survey or poll (the id the server's events use too). */
export function entityId(item: InteractiveItem): number {
  return item.kind === 'quiz'
    ? item.quiz.id
    : item.kind === 'survey'
      ? item.survey.id
      : item.poll.id;
}
