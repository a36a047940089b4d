import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import type { AnalyticsPeriodParams } from './analytics-query';
import { queryKeys } from './query-keys';

type Params = AnalyticsPeriodParams & { buckets: number };

/** GET /api/videos/{id}/analytics/period-retention (admin): curve, rewatch and markers. */
export const getVideoPeriodRetention = (videoId: number, params: Params) =>
  apiGet('/api/videos/{id}/analytics/period-retention', { path: { id: videoId }, query: params });

export const videoPeriodRetentionQueryOptions = (videoId: number, params: Params) =>
  queryOptions({
    queryKey: queryKeys.videoPeriodRetention(videoId, params),
    queryFn: () => getVideoPeriodRetention(videoId, params),
    placeholderData: keepPreviousData,
  });

export const useVideoPeriodRetention = (videoId: number, params: Params, { enabled = true } = {}) =>
  useQuery({ ...videoPeriodRetentionQueryOptions(videoId, params), enabled });
