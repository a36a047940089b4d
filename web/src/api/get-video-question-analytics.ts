import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import type { AnalyticsPeriodParams } from './analytics-query';
import { queryKeys } from './query-keys';

/** GET /api/videos/{id}/analytics/questions (admin): every quiz's and survey's breakdown. */
export const getVideoQuestionAnalytics = (videoId: number, params: AnalyticsPeriodParams) =>
  apiGet('/api/videos/{id}/analytics/questions', { path: { id: videoId }, query: params });

export const videoQuestionAnalyticsQueryOptions = (
  videoId: number,
  params: AnalyticsPeriodParams,
) =>
  queryOptions({
    queryKey: queryKeys.videoQuestionAnalytics(videoId, params),
    queryFn: () => getVideoQuestionAnalytics(videoId, params),
    placeholderData: keepPreviousData,
  });

export const useVideoQuestionAnalytics = (
  videoId: number,
  params: AnalyticsPeriodParams,
  { enabled = true } = {},
) => useQuery({ ...videoQuestionAnalyticsQueryOptions(videoId, params), enabled });
