import { useEffect } from 'react';

/** Sets document.title to "{title} · Lumen" (or "Lumen" alone) while the screen is shown. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Lumen` : 'Lumen';
  }, [title]);
}
