// The Spanish texts: their own chunk, fetched only when Spanish is shown.
import type { Resources } from '../en';
import auth from './auth.json';
import collections from './collections.json';
import common from './common.json';
import consent from './consent.json';
import home from './home.json';
import layout from './layout.json';
import legal from './legal.json';
import legalTexts from './legal-texts.json';
import live from './live.json';
import player from './player.json';
import videos from './videos.json';

export const es: Resources = {
  auth,
  collections,
  common,
  consent,
  home,
  layout,
  legal,
  legalTexts,
  live,
  player,
  videos,
};
