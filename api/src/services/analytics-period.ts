// The period every analytics question covers: the asked days, or by default the last 30 UTC days
// with today; and the period of the same length just before it (for the trend texts).
import { periodDays, type AnalyticsPeriod, type AnalyticsPeriodQuery } from '@lumen/contract';

const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function resolvePeriod(query: AnalyticsPeriodQuery, now = Date.now()): AnalyticsPeriod {
  if (query.from && query.to)
    return { from: query.from, to: query.to, days: periodDays(query.from, query.to) };
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return {
    from: isoDay(today - (DEFAULT_DAYS - 1) * DAY_MS),
    to: isoDay(today),
    days: DEFAULT_DAYS,
  };
}

export function previousPeriod(period: AnalyticsPeriod): AnalyticsPeriod {
  const from = dayMs(period.from);
  return {
    from: isoDay(from - period.days * DAY_MS),
    to: isoDay(from - DAY_MS),
    days: period.days,
  };
}
