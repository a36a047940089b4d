import { useEffect } from 'react';
import { useSiteName } from '../api/get-site-settings';

/**
 * Sets document.title to "{title} · {site name}" (or the site name alone) while the screen is
 * shown; until the name has loaded, the title the page has stays.
 */
export function usePageTitle(title: string | null | undefined) {
  const siteName = useSiteName();
  useEffect(() => {
    if (siteName === null) return;
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
}
