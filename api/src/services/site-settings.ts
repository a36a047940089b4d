// The site's settings as this process serves them: read from the content store at most once per
// `maxAgeMs`, so every page and unfurl costs no query, yet a save made through another api
// process shows here within that bound. A save through this process shows at once. The legal
// texts are rendered when they change, not on each read. While the store cannot be read, the
// last settings read stay in use (a name shown a little longer beats a page that fails).
import {
  findSiteSettings,
  renderLegalMarkdown,
  saveSiteSettings,
  type Database,
  type SiteSettingsValues,
} from '@lumen/db';
import type { SiteSettings } from '@lumen/contract';

/** How stale another process's save may look here. */
export const SITE_SETTINGS_MAX_AGE_MS = 5000;

export interface CurrentSiteSettings {
  settings: SiteSettings;
  /** Sanitised HTML of the stored texts; null where the built-in text applies. */
  privacyHtml: string | null;
  cookiesHtml: string | null;
}

export interface SiteSettingsService {
  /** `fresh`: read the store now (an admin about to edit them), not what this process holds. */
  current(options?: { fresh?: boolean }): Promise<CurrentSiteSettings>;
  save(values: SiteSettingsValues): Promise<CurrentSiteSettings>;
}

export function createSiteSettings(
  db: Database,
  { maxAgeMs = SITE_SETTINGS_MAX_AGE_MS } = {},
): SiteSettingsService {
  let cached: { value: CurrentSiteSettings; readAt: number } | null = null;
  let reading: Promise<CurrentSiteSettings> | null = null;
  // Bumped by each save: a read that began before it must not replace what it stored.
  let generation = 0;

  function rendered(settings: SiteSettings): CurrentSiteSettings {
    const previous = cached?.value;
    const html = (text: string, before: string | undefined, beforeHtml: string | null) =>
      text === '' ? null : text === before ? beforeHtml : renderLegalMarkdown(text);
    return {
      settings,
      privacyHtml: html(
        settings.privacyMarkdown,
        previous?.settings.privacyMarkdown,
        previous?.privacyHtml ?? null,
      ),
      cookiesHtml: html(
        settings.cookiesMarkdown,
        previous?.settings.cookiesMarkdown,
        previous?.cookiesHtml ?? null,
      ),
    };
  }

  function store(value: CurrentSiteSettings, readAt: number) {
    cached = { value, readAt };
    return value;
  }

  async function read(): Promise<CurrentSiteSettings> {
    const startedAt = Date.now();
    const startedGeneration = generation;
    const value = rendered(await findSiteSettings(db));
    return startedGeneration === generation ? store(value, startedAt) : value;
  }

  return {
    async current({ fresh = false } = {}) {
      if (!fresh && cached && Date.now() - cached.readAt < maxAgeMs) return cached.value;
      // Concurrent requests share one read.
      reading ??= read().finally(() => {
        reading = null;
      });
      try {
        return await reading;
      } catch (error) {
        if (cached) return cached.value;
        throw error;
      }
    },
    async save(values) {
      generation += 1;
      const saved = await saveSiteSettings(db, values);
      return store(rendered(saved), Date.now());
    },
  };
}
