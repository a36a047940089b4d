// Number formats of the Analytics tab.
import { formatMinutesSeconds } from '../../../lib/format';

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const formatCount = (value: number) => integer.format(value);

/** A rate 0…100 with at most one decimal: 42.5 → "42.5%". */
export const formatRate = (value: number | null) =>
  value === null ? '—' : `${Math.round(value * 10) / 10}%`;

/** Seconds as m:ss (admin §2: "Avg Watch Time (m:ss)"). */
export const formatWatchSeconds = (seconds: number) => formatMinutesSeconds(seconds);

/** A total watch time: hours and minutes once it passes an hour ("12 h 05 min"), else m:ss. */
export function formatTotalWatchTime(seconds: number): string {
  if (seconds < 3600) return formatMinutesSeconds(seconds);
  const minutes = Math.floor(seconds / 60);
  return `${formatCount(Math.floor(minutes / 60))} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Milliseconds as "850 ms" or "1.2 s". */
export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 100) / 10} s`;
}
