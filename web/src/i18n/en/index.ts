// The English texts, one namespace per area of the viewer side. They ship with the app and are
// the shape every other language must have (i18n/es/index.ts).
import auth from './auth.json';
import collections from './collections.json';
import common from './common.json';
import consent from './consent.json';
import home from './home.json';
import layout from './layout.json';
import legal from './legal.json';
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

export type Resources = typeof en;
export type Namespace = keyof Resources;
export const NAMESPACES = Object.keys(en) as Namespace[];
