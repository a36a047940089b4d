import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AudienceAnalytics } from '@lumen/contract';
import { api } from '../lib/api';
import { analyticsQueryString, type AnalyticsPeriodParams } from './analytics-query';
import { queryKeys } from './query-keys';

/** GET /api/videos/{id}/analytics/audience (admin): surfaces, embeds, referrers, devices, quality. */
export const getVideoAudience = (videoId: number, params: AnalyticsPeriodParams) =>
  api.get<AudienceAnalytics>(
    `/api/videos/${videoId}/analytics/audience${analyticsQueryString(params)}`,
  );

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
