import { PLAYBACK_RATES } from '@lumen/contract/constants';
import { i18n } from '../../../i18n';

/** The speeds the player offers (1 is normal): the ones its playback summaries may report. */
export const PLAYBACK_SPEEDS = PLAYBACK_RATES;

export const formatSpeed = (rate: number) =>
  rate === 1 ? i18n.t('player:menus.normalSpeed') : `${rate}×`;
