import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import type { AnalyticsPeriodParams } from './analytics-query';
import { queryKeys } from './query-keys';

/** GET /api/videos/{id}/analytics/audience (admin): surfaces, embeds, referrers, devices, quality. */
export const getVideoAudience = (videoId: number, params: AnalyticsPeriodParams) =>
  apiGet('/api/videos/{id}/analytics/audience', { path: { id: videoId }, query: params });

export const videoAudienceQueryOptions = (videoId: number, params: AnalyticsPeriodParams) =>
  queryOptions({
    queryKey: queryKeys.videoAudience(videoId, params),
    queryFn: () => getVideoAudience(videoId, params),
    placeholderData: keepPreviousData,
  });

export const useVideoAudience = (
  videoId: number,
  params: AnalyticsPeriodParams,
  { enabled = true } = {},
) => useQuery({ ...videoAudienceQueryOptions(videoId, params), enabled });
