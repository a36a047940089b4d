// Player keyboard shortcuts (public spec §2): space or k play/pause; left/right seek 10 s;
// up/down volume ±0.1; m mute; f fullscreen; i interactive mode; c captions; ? this list. The
// table below is the one source of both the key handling and the help dialog. Pure, so it is
// easy to test.

export type ShortcutAction =
  | { type: 'togglePlay' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'volumeBy'; delta: number }
  | { type: 'toggleMute' }
  | { type: 'toggleFullscreen' }
  | { type: 'toggleInteractive' }
  | { type: 'toggleCaptions' }
  | { type: 'showShortcuts' };

/** Public spec §9. */
export const SEEK_STEP_SECONDS = 10;
export const VOLUME_STEP = 0.1;

export interface Shortcut {
  /** KeyboardEvent.key values (both cases of a letter). */
  keys: readonly string[];
  /** The keys as the help dialog names them ('space' is a word, said in the language shown). */
  label: readonly string[];
  /** What it does: its key in the player texts (player:shortcuts.…). */
  description: ShortcutDescription;
  action: ShortcutAction;
}

export type ShortcutDescription =
  | 'togglePlay'
  | 'back'
  | 'forward'
  | 'volumeUp'
  | 'volumeDown'
  | 'toggleMute'
  | 'toggleFullscreen'
  | 'toggleInteractive'
  | 'toggleCaptions'
  | 'showShortcuts';

const letter = (key: string) => [key, key.toUpperCase()];

export const SHORTCUTS: readonly Shortcut[] = [
  {
    keys: [' ', ...letter('k')],
    label: ['space', 'K'],
    description: 'togglePlay',
    action: { type: 'togglePlay' },
  },
  {
    keys: ['ArrowLeft'],
    label: ['←'],
    description: 'back',
    action: { type: 'seekBy', seconds: -SEEK_STEP_SECONDS },
  },
  {
    keys: ['ArrowRight'],
    label: ['→'],
    description: 'forward',
    action: { type: 'seekBy', seconds: SEEK_STEP_SECONDS },
  },
  {
    keys: ['ArrowUp'],
    label: ['↑'],
    description: 'volumeUp',
    action: { type: 'volumeBy', delta: VOLUME_STEP },
  },
  {
    keys: ['ArrowDown'],
    label: ['↓'],
    description: 'volumeDown',
    action: { type: 'volumeBy', delta: -VOLUME_STEP },
  },
  {
    keys: letter('m'),
    label: ['M'],
    description: 'toggleMute',
    action: { type: 'toggleMute' },
  },
  {
    keys: letter('f'),
    label: ['F'],
    description: 'toggleFullscreen',
    action: { type: 'toggleFullscreen' },
  },
  {
    keys: letter('i'),
    label: ['I'],
    description: 'toggleInteractive',
    action: { type: 'toggleInteractive' },
  },
  {
    keys: letter('c'),
    label: ['C'],
    description: 'toggleCaptions',
    action: { type: 'toggleCaptions' },
  },
  {
    keys: ['?'],
    label: ['?'],
    description: 'showShortcuts',
    action: { type: 'showShortcuts' },
  },
];

export function shortcutFor(key: string): ShortcutAction | null {
  return SHORTCUTS.find((shortcut) => shortcut.keys.includes(key))?.action ?? null;
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
