// Timeline numbers (admin §9): 0.1 s steps, 10 s skips, 120 s when the length is unknown.

export const SCRUB_STEP = 0.1;
export const SKIP_SECONDS = 10;
export const DEFAULT_TIMELINE_DURATION = 120;

// Re-exported so the admin screens keep one import; the definition is shared with the viewer.
export { MARKER_COLORS } from '../../../lib/marker-colors';

/** Rounds to the scrubber's 0.1 s step. */
export function roundToStep(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** m:ss.t, e.g. 65.3 → "1:05.3"; whole seconds drop the tenth. */
export function formatTimecode(seconds: number): string {
  const safe = Math.max(0, roundToStep(seconds));
  const whole = Math.floor(safe);
  const tenth = Math.round((safe - whole) * 10);
  const base = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  return tenth ? `${base}.${tenth}` : base;
}

/** The length the timeline spans: the stored duration, else the media's, else 120 s. */
export function timelineDuration(storedSeconds: number, mediaSeconds: number | null): number {
  if (storedSeconds > 0) return storedSeconds;
  if (mediaSeconds && Number.isFinite(mediaSeconds) && mediaSeconds > 0) return mediaSeconds;
  return DEFAULT_TIMELINE_DURATION;
}

/** A typed timecode in seconds; NaN when it is not a number. */
export function parseTimecode(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' ? NaN : value;
}
