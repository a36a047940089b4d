import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import type { AnalyticsPeriodParams } from './analytics-query';
import { queryKeys } from './query-keys';

/** GET /api/analytics/videos (admin): totals and every video's figures over the period. */
export const getSiteAnalytics = (params: AnalyticsPeriodParams) =>
  apiGet('/api/analytics/videos', { query: params });

export const siteAnalyticsQueryOptions = (params: AnalyticsPeriodParams) =>
  queryOptions({
    queryKey: queryKeys.siteAnalytics(params),
    queryFn: () => getSiteAnalytics(params),
    placeholderData: keepPreviousData,
  });

export const useSiteAnalytics = (params: AnalyticsPeriodParams) =>
  useQuery(siteAnalyticsQueryOptions(params));
