// The parameters of the admin analytics reads: the period (UTC days, both included).
import type { AnalyticsPeriodQuery } from '@lumen/contract';

export type AnalyticsPeriodParams = Required<AnalyticsPeriodQuery>;
