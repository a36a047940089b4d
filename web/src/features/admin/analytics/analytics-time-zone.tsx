// The site's analytics time zone (Settings) as the Analytics tab reads it: every period, day and
// hour the tab shows is of this zone. The tab waits for it before asking for any figure.
import { createContext, useContext } from 'react';
import { useAdminSiteSettings } from '../api/site-settings';

const AnalyticsTimeZoneContext = createContext<string | null>(null);

export const AnalyticsTimeZoneProvider = AnalyticsTimeZoneContext.Provider;

/** The zone once the settings are in; undefined while they load. */
export function useLoadedAnalyticsTimeZone(): string | undefined {
  return useAdminSiteSettings().data?.analyticsTimeZone;
}

/** The zone, inside the tab (below its provider). */
export function useAnalyticsTimeZone(): string {
  const zone = useContext(AnalyticsTimeZoneContext);
  if (zone === null) throw new Error('useAnalyticsTimeZone is used outside the Analytics tab');
  return zone;
}
