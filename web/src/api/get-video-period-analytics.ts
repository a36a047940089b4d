import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import type { AnalyticsPeriodParams } from './analytics-query';
import { queryKeys } from './query-keys';

type Params = AnalyticsPeriodParams & { bucket: 'day' | 'week' };

/** GET /api/videos/{id}/analytics/period (admin): cards, bars, series and the busiest slot. */
export const getVideoPeriodAnalytics = (videoId: number, params: Params) =>
  apiGet('/api/videos/{id}/analytics/period', { path: { id: videoId }, query: params });

export const videoPeriodAnalyticsQueryOptions = (videoId: number, params: Params) =>
  queryOptions({
    queryKey: queryKeys.videoPeriodAnalytics(videoId, params),
    queryFn: () => getVideoPeriodAnalytics(videoId, params),
    // A new period keeps the old figures on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export const useVideoPeriodAnalytics = (videoId: number, params: Params) =>
  useQuery(videoPeriodAnalyticsQueryOptions(videoId, params));
