import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/**
 * GET /api/videos/{id}/analytics: the spec's all-time summary, for the watch page's tiles (which
 * show "no data" when it fails, never made-up numbers) and the admin Analytics tab (to tell
 * "never watched" from "not watched in this period").
 */
export const getVideoAnalyticsSummary = (videoId: number) =>
  apiGet('/api/videos/{id}/analytics', { path: { id: videoId } });

export const videoAnalyticsSummaryQueryOptions = (videoId: number) =>
  queryOptions({
    queryKey: queryKeys.videoAnalytics(videoId),
    queryFn: () => getVideoAnalyticsSummary(videoId),
    // Asked afresh on each visit: the watch page may have cached it before any views came in.
    staleTime: 0,
  });

export const useVideoAnalyticsSummary = (videoId: number, { enabled = true } = {}) =>
  useQuery({ ...videoAnalyticsSummaryQueryOptions(videoId), enabled });
