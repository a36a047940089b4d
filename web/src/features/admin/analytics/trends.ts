// The trend texts under the cards (admin §2), computed from the period against the previous
// period of the same length, or left out (null) when the previous period has nothing to compare
// with. The busiest slot names the two-hour slot of the week with the most views.
import type { PeriodFigures, VideoPeriodAnalytics } from '@lumen/contract';
import { previousPeriodLabel } from './period';

export type TrendDirection = 'up' | 'down' | 'flat';
export interface Trend {
  text: string;
  direction: TrendDirection;
}

const MINUS = '\u2212';

function signed(delta: number, unit: string): { text: string; direction: TrendDirection } {
  if (delta === 0) return { text: 'No change', direction: 'flat' };
  const direction = delta > 0 ? 'up' : 'down';
  return { text: `${delta > 0 ? '+' : MINUS}${Math.abs(delta)}${unit}`, direction };
}

function vs(change: { text: string; direction: TrendDirection }, days: number): Trend {
  return { text: `${change.text} vs ${previousPeriodLabel(days)}`, direction: change.direction };
}

/** Views: change in percent of the previous period's views ("+15% vs previous 30 days"). */
export function viewsTrend(current: PeriodFigures, previous: PeriodFigures, days: number) {
  if (previous.views === 0) return null;
  const percent = Math.round(((current.views - previous.views) / previous.views) * 100);
  return vs(signed(percent, '%'), days);
}

/** Average watch time: change in whole seconds ("+12 seconds vs previous 7 days"). */
export function watchTimeTrend(current: PeriodFigures, previous: PeriodFigures, days: number) {
  if (previous.sessions === 0) return null;
  const seconds = Math.round(current.avgWatchTime - previous.avgWatchTime);
  return vs(signed(seconds, Math.abs(seconds) === 1 ? ' second' : ' seconds'), days);
}

/** A rate (completion, engagement): change in percentage points, one decimal at most. */
function pointsTrend(current: number, previous: number, days: number): Trend {
  const points = Math.round((current - previous) * 10) / 10;
  return vs(signed(points, Math.abs(points) === 1 ? ' point' : ' points'), days);
}

export function completionTrend(current: PeriodFigures, previous: PeriodFigures, days: number) {
  if (previous.sessions === 0) return null;
  return pointsTrend(current.completionRate, previous.completionRate, days);
}

export function engagementTrend(current: PeriodFigures, previous: PeriodFigures, days: number) {
  if (previous.sessions === 0) return null;
  return pointsTrend(current.engagementScore, previous.engagementScore, days);
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * "Busiest: Thursday 14:00–16:00 UTC" (the slot is in the analytics time zone, named at the end);
 * null when the period has no views.
 */
export function busiestSlotText(
  slot: VideoPeriodAnalytics['busiestSlot'],
  timeZone: string,
): string | null {
  if (!slot) return null;
  const day = WEEKDAYS[slot.weekday] ?? 'Unknown day';
  return `Busiest: ${day} ${hour(slot.startHour)}–${hour(slot.startHour + 2)} ${timeZone}`;
}
