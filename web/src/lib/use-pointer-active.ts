import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the pointer moved over an element within the last `idleMs` (true until it rests or
 * leaves). Overlays that hide while a video plays use it, as YouTube's do: CSS :hover is not
 * enough, since a frame keeps its hover state when the pointer leaves it for the host page.
 */
export function usePointerActive(idleMs: number) {
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onPointerMove = useCallback(() => {
    setActive(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setActive(false), idleMs);
  }, [idleMs]);
  const onPointerLeave = useCallback(() => {
    clearTimeout(timer.current);
    setActive(false);
  }, []);

  return { active, handlers: { onPointerMove, onPointerLeave } };
}
