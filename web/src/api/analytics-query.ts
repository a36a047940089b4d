// The parameters of the admin analytics reads: the period (days of the site's analytics time zone, both included).
import type { AnalyticsPeriodQuery } from '@lumen/contract';

export type AnalyticsPeriodParams = Required<AnalyticsPeriodQuery>;
