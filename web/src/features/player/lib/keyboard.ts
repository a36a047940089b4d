// Player keyboard shortcuts (public spec §2): space or k play/pause; left/right seek 10 s;
// up/down volume ±0.1; m mute; f fullscreen; i interactive mode. Pure, so it is easy to test.

export type ShortcutAction =
  | { type: 'togglePlay' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'volumeBy'; delta: number }
  | { type: 'toggleMute' }
  | { type: 'toggleFullscreen' }
  | { type: 'toggleInteractive' };

/** Public spec §9. */
export const SEEK_STEP_SECONDS = 10;
export const VOLUME_STEP = 0.1;

export function shortcutFor(key: string): ShortcutAction | null {
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return { type: 'togglePlay' };
    case 'ArrowLeft':
      return { type: 'seekBy', seconds: -SEEK_STEP_SECONDS };
    case 'ArrowRight':
      return { type: 'seekBy', seconds: SEEK_STEP_SECONDS };
    case 'ArrowUp':
      return { type: 'volumeBy', delta: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volumeBy', delta: -VOLUME_STEP };
    case 'm':
    case 'M':
      return { type: 'toggleMute' };
    case 'f':
    case 'F':
      return { type: 'toggleFullscreen' };
    case 'i':
    case 'I':
      return { type: 'toggleInteractive' };
    default:
      return null;
  }
}

/**
 * Whether a key press belongs to something else: typing in a field, a menu or dialog (the quiz
 * and survey overlays too), a key combination, or Space/Enter on a button or link, which press
 * that control instead.
 */
export function belongsElsewhere(
  event: Pick<
    KeyboardEvent,
    'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented' | 'target'
  >,
): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return false;
  // The player's own sliders keep their arrow keys; the other shortcuts still work on them.
  if (target.matches('input[type="range"]')) return /^(Arrow|Page|Home$|End$)/.test(event.key);
  if (
    target.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="combobox"]',
    )
  )
    return true;
  return (
    event.key === ' ' &&
    target.closest(
      'button, a[href], [role="button"], [role="tab"], [role="radio"], [role="checkbox"], summary',
    ) !== null
  );
}

export function clampVolume(volume: number): number {
  return Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
}
