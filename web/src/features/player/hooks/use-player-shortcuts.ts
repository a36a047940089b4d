// The player's keyboard shortcuts (public spec §2), on the whole page while the player is shown,
// except where a key belongs to something else (lib/keyboard.ts).
import { useEffect, useRef } from 'react';
import { belongsElsewhere, shortcutFor, type ShortcutAction } from '../lib/keyboard';

export function usePlayerShortcuts(enabled: boolean, run: (action: ShortcutAction) => void) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (belongsElsewhere(event)) return;
      const action = shortcutFor(event.key);
      if (!action) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
