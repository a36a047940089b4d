// The English texts, one namespace per area of the viewer side. They ship with the app and are
// the shape every other language must have (i18n/es/index.ts); the few only one screen needs ship
// with that screen (ScreenResources).
import auth from './auth.json';
import collections from './collections.json';
import common from './common.json';
import consent from './consent.json';
import home from './home.json';
import layout from './layout.json';
import legal from './legal.json';
import type legalTexts from './legal-texts.json';
import live from './live.json';
import player from './player.json';
import videos from './videos.json';

export const en = {
  auth,
  collections,
  common,
  consent,
  home,
  layout,
  legal,
  live,
  player,
  videos,
};

/** The built-in privacy and cookie texts: their English is in those pages' chunk (i18n/legal-texts.ts). */
export type ScreenResources = { legalTexts: typeof legalTexts };

export type Resources = typeof en & ScreenResources;
export type Namespace = keyof Resources;
export const NAMESPACES = [...Object.keys(en), 'legalTexts'] as Namespace[];
