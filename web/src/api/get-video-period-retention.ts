import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PeriodRetention } from '@lumen/contract';
import { api } from '../lib/api';
import { analyticsQueryString, type AnalyticsPeriodParams } from './analytics-query';
import { queryKeys } from './query-keys';

type Params = AnalyticsPeriodParams & { buckets: number };

/** GET /api/videos/{id}/analytics/period-retention (admin): curve, rewatch and markers. */
export const getVideoPeriodRetention = (videoId: number, params: Params) =>
  api.get<PeriodRetention>(
    `/api/videos/${videoId}/analytics/period-retention${analyticsQueryString(params)}`,
  );

export const videoPeriodRetentionQueryOptions = (videoId: number, params: Params) =>
  queryOptions({
    queryKey: queryKeys.videoPeriodRetention(videoId, params),
    queryFn: () => getVideoPeriodRetention(videoId, params),
    placeholderData: keepPreviousData,
  });

export const useVideoPeriodRetention = (videoId: number, params: Params, { enabled = true } = {}) =>
  useQuery({ ...videoPeriodRetentionQueryOptions(videoId, params), enabled });
