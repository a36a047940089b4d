// The viewer side's words in every language it speaks (docs/i18n.md). English ships with the
// app, so the first paint needs no extra request; another language is its own chunk, loaded
// when it is chosen. One i18next instance, shared by react-i18next's hooks and by the few
// modules that speak outside React (toasts, player messages).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_LANGUAGES, type UiLanguage } from '@lumen/contract/constants';
import { en, NAMESPACES, type Resources } from './en';

export const DEFAULT_LANGUAGE: UiLanguage = UI_LANGUAGES[0];

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: UI_LANGUAGES,
  ns: NAMESPACES,
  defaultNS: 'common',
  // Only English is bundled; the others are added when chosen.
  partialBundledLanguages: true,
  // English is here already: translations are ready before the first render.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const loaders: Record<Exclude<UiLanguage, 'en'>, () => Promise<Resources>> = {
  es: () => import('./es').then((module) => module.es),
};

async function loadLanguage(language: UiLanguage): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'common')) return;
  const resources = await loaders[language]();
  for (const namespace of NAMESPACES)
    i18n.addResourceBundle(language, namespace, resources[namespace]);
}

let latestRequest = 0;

/** Shows the viewer side in `language` once its words are here; a later call wins. */
export async function showLanguage(language: UiLanguage): Promise<void> {
  const request = ++latestRequest;
  try {
    await loadLanguage(language);
  } catch (error) {
    // The chunk could not be fetched (offline, a new build): stay in the language shown.
    console.warn(`The ${language} texts could not be loaded`, error);
    return;
  }
  if (request === latestRequest && i18n.language !== language) await i18n.changeLanguage(language);
}

/** The language the viewer side speaks now. */
export const currentLanguage = (): UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as UiLanguage)
    : DEFAULT_LANGUAGE;
