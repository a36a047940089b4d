import { PLAYBACK_RATES } from '@lumen/contract/constants';

/** The speeds the player offers (1 is normal): the ones its playback summaries may report. */
export const PLAYBACK_SPEEDS = PLAYBACK_RATES;

export const formatSpeed = (rate: number) => (rate === 1 ? 'Normal' : `${rate}×`);
