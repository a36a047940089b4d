// When interactive elements trigger (public spec §4 "Playback interactivity", §9): on each
// whole-second tick of playback, every element whose timecode is within 0.5 s of the current
// time and that has not been shown yet in this playback session. Pure functions, unit-tested
// in web/test/player-trigger.test.ts.
//
// The tick's whole second stands for "the current time": the browser reports playback time
// only every ~250 ms, so comparing against the reported time could step over an element
// (e.g. 1.7 s, reported at 1.05 s and 2.26 s). Every timecode lies within 0.5 s of exactly one
// whole second (of two at x.5, and then the earlier one triggers it), so none is ever missed.
import { PROGRESS_INTERVAL_SECONDS } from '@lumen/contract/constants';

export const TRIGGER_WINDOW_SECONDS = 0.5;
/** A jump of more than this many seconds between two reports is a seek, not playback. */
export const MAX_TICK_GAP_SECONDS = 2;

export interface Timed {
  /** The interactive element's id: an element is shown once per playback session. */
  id: number;
  timecode: number;
}

/**
 * The whole seconds ticked since the last processed one. `last` null means "start afresh"
 * (the first report, or the first after a seek): only the current second ticks. Seconds skipped
 * by a small stall are ticked too; a bigger jump is treated as a seek.
 */
export function secondsToTick(last: number | null, currentTime: number): number[] {
  if (!Number.isFinite(currentTime) || currentTime < 0) return [];
  const now = Math.floor(currentTime);
  if (last === null || now < last || now - last > MAX_TICK_GAP_SECONDS) return [now];
  const seconds: number[] = [];
  for (let s = last + 1; s <= now; s++) seconds.push(s);
  return seconds;
}

/** The elements due at this whole-second tick that were not shown yet, in timecode order. */
export function dueElements<T extends Timed>(
  elements: readonly T[],
  second: number,
  shown: ReadonlySet<number>,
): T[] {
  return elements
    .filter((e) => !shown.has(e.id) && Math.abs(e.timecode - second) <= TRIGGER_WINDOW_SECONDS)
    .sort((a, b) => a.timecode - b.timecode || a.id - b.id);
}

/** Whether a tick reports progress (public spec §9: every 5th whole second, from 5 s on). */
export function isProgressTick(second: number): boolean {
  return second > 0 && second % PROGRESS_INTERVAL_SECONDS === 0;
}
