import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteAnalytics } from '@lumen/contract';
import { api } from '../lib/api';
import { analyticsQueryString, type AnalyticsPeriodParams } from './analytics-query';
import { queryKeys } from './query-keys';

/** GET /api/analytics/videos (admin): totals and every video's figures over the period. */
export const getSiteAnalytics = (params: AnalyticsPeriodParams) =>
  api.get<SiteAnalytics>(`/api/analytics/videos${analyticsQueryString(params)}`);

export const siteAnalyticsQueryOptions = (params: AnalyticsPeriodParams) =>
  queryOptions({
    queryKey: queryKeys.siteAnalytics(params),
    queryFn: () => getSiteAnalytics(params),
    placeholderData: keepPreviousData,
  });

export const useSiteAnalytics = (params: AnalyticsPeriodParams) =>
  useQuery(siteAnalyticsQueryOptions(params));
