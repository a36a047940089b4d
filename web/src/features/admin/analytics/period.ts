// The period every figure of the Analytics tab covers: a preset (the last 7, 30 or 90 days of the
// site's analytics time zone, today included) or a custom from/to range of whole days of that
// zone, as the API reads it. The day arithmetic is the contract's, shared with the server.
import {
  type ANALYTICS_PERIOD_PRESETS,
  MAX_ANALYTICS_PERIOD_DAYS,
  dayIn,
  lastDays,
  periodDays,
  type AnalyticsPeriodQuery,
} from '@lumen/contract';

export type PeriodPreset = (typeof ANALYTICS_PERIOD_PRESETS)[number];
export type PeriodChoice =
  { kind: 'preset'; days: PeriodPreset } | { kind: 'custom'; from: string; to: string };

export const DEFAULT_PERIOD: PeriodChoice = { kind: 'preset', days: 30 };

/** Today (YYYY-MM-DD) in the analytics time zone. */
export function today(timeZone: string, now: Date = new Date()): string {
  return dayIn(timeZone, now);
}

/** The from/to days a choice stands for, on the day `now` falls on in the zone. */
export function periodRange(
  choice: PeriodChoice,
  timeZone: string,
  now: Date = new Date(),
): Required<AnalyticsPeriodQuery> {
  if (choice.kind === 'custom') return { from: choice.from, to: choice.to };
  const { from, to } = lastDays(choice.days, timeZone, now);
  return { from, to };
}

/** Why a custom range cannot be asked for, or null when it can. */
export function customRangeError(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both a start and an end date.';
  const days = periodDays(from, to);
  if (Number.isNaN(days)) return 'Choose both a start and an end date.';
  if (days < 1) return 'The end date cannot be before the start date.';
  if (days > MAX_ANALYTICS_PERIOD_DAYS)
    return `A period covers at most ${MAX_ANALYTICS_PERIOD_DAYS} days.`;
  return null;
}

/** "the previous 30 days", "the previous day": what a trend compares against. */
export function previousPeriodLabel(days: number): string {
  return days === 1 ? 'previous day' : `previous ${days} days`;
}

/** "1 Nov 2026 – 30 Nov 2026": calendar days, named as they are whatever the zone. */
export function formatPeriod(from: string, to: string): string {
  const format = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return from === to ? format(from) : `${format(from)} – ${format(to)}`;
}
