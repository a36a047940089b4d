/** The speeds the player offers (1 is normal). */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export const formatSpeed = (rate: number) => (rate === 1 ? 'Normal' : `${rate}×`);
