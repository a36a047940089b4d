// The site's analytics time zone as the analytics read it: the zone saved in the settings, with
// the event store's rollups keyed by it first (clickhouse/src/analytics-time-zone.ts). A save
// of a new zone keys the store before the settings store it; a read checks once per zone and
// process that the store follows the settings (another process's save, a save whose re-keying
// failed, a restored backup), re-keying it if not. One re-keying at a time: in this process,
// and across processes under the content store's lock.
import { keyRollupsByTimeZone, type EventStore } from '@lumen/clickhouse';
import type { SiteSettingsService } from './site-settings.ts';

export interface AnalyticsTimeZone {
  /** The zone every analytics answer counts days in; the event store is keyed by it. */
  current(): Promise<string>;
  /** Keys the event store by `zone` (a no-op when it is). */
  keyStoreBy(zone: string): Promise<void>;
}

export function createAnalyticsTimeZone(deps: {
  store: EventStore;
  siteSettings: SiteSettingsService;
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  ttlDays: number;
}): AnalyticsTimeZone {
  // The zone this process last found the store keyed by, and the re-keying under way.
  let keyedBy: string | null = null;
  let keying: Promise<void> | null = null;

  async function keyStoreBy(zone: string): Promise<void> {
    while (keyedBy !== zone) {
      if (keying) {
        await keying.catch(() => {});
        continue;
      }
      keying = deps
        .exclusively(() => keyRollupsByTimeZone(deps.store, zone, { ttlDays: deps.ttlDays }))
        .then(() => {
          keyedBy = zone;
        })
        .finally(() => {
          keying = null;
        });
      await keying;
    }
  }

  return {
    async current() {
      const zone = (await deps.siteSettings.current()).settings.analyticsTimeZone;
      await keyStoreBy(zone);
      return zone;
    },
    keyStoreBy,
  };
}
