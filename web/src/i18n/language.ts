// Which language a visitor sees: the one they picked in the footer (kept in this browser), else
// the first of their browser's languages that the viewer side speaks, else the site's default
// language (Settings). <html lang> always names the language shown.
import { useEffect } from 'react';
import { UI_LANGUAGES, type UiLanguage } from '@lumen/contract/constants';
import { useSiteSettings } from '../api/get-site-settings';
import { readStored, writeStored } from '../lib/storage';
import { DEFAULT_LANGUAGE, i18n, showLanguage } from './index';

/** Under `lumen:language`: the visitor's own pick. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language named in itself, as the picker lists them. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: 'English', es: 'Español' };

const isUiLanguage = (code: unknown): code is UiLanguage =>
  typeof code === 'string' && (UI_LANGUAGES as readonly string[]).includes(code);

const primarySubtag = (tag: string) => tag.split('-')[0]!.toLowerCase();

export function pickedLanguage(): UiLanguage | null {
  const stored = readStored<unknown>(LANGUAGE_STORAGE_KEY);
  return isUiLanguage(stored) ? stored : null;
}

/** The first browser language we speak, by its primary subtag ('es-MX' is 'es'). */
export function browserLanguage(
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): UiLanguage | null {
  for (const tag of languages) {
    const code = primarySubtag(tag);
    if (isUiLanguage(code)) return code;
  }
  return null;
}

export function preferredLanguage(siteDefault: UiLanguage): UiLanguage {
  return pickedLanguage() ?? browserLanguage() ?? siteDefault;
}

/**
 * The locale dates and numbers are written in: the browser's own tag for the language shown
 * when it has one (an 'en-GB' browser reads 27 Nov 2026), else the language itself.
 */
export function formattingLocale(
  language: string,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string {
  return languages.find((tag) => primarySubtag(tag) === language) ?? language;
}

/**
 * Before the first render: the language this visitor prefers, its texts loaded, and <html lang>
 * following every change. The site's default is not known yet (useSiteDefaultLanguage applies
 * it when the settings arrive).
 */
export async function startLanguage(): Promise<void> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  document.documentElement.lang = i18n.language;
  await showLanguage(preferredLanguage(DEFAULT_LANGUAGE));
}

/** The footer's picker: show `language` and keep the choice for this browser's next visits. */
export function pickLanguage(language: UiLanguage): Promise<void> {
  writeStored(LANGUAGE_STORAGE_KEY, language);
  return showLanguage(language);
}

/** Applies the site's default language to visitors who neither picked one nor asked for one. */
export function useSiteDefaultLanguage(): void {
  const siteDefault = useSiteSettings().data?.defaultLanguage;
  useEffect(() => {
    if (siteDefault) void showLanguage(preferredLanguage(siteDefault));
  }, [siteDefault]);
}
