// The query string of the admin analytics reads: the period (UTC days, both included) and any
// extra parameters, in a stable order so equal questions share one URL.
import type { AnalyticsPeriodQuery } from '@lumen/contract';

export type AnalyticsPeriodParams = Required<AnalyticsPeriodQuery>;

export function analyticsQueryString(
  params: Readonly<Record<string, string | number | undefined>>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
