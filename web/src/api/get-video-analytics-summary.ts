import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoAnalytics } from '@lumen/contract';
import { api } from '../lib/api';
import { queryKeys } from './query-keys';

/**
 * GET /api/videos/{id}/analytics: the spec's all-time summary. The admin Analytics tab reads it
 * to tell "never watched" from "not watched in this period"; it shares its cache entry (same
 * key) with the watch page's tiles.
 */
export const getVideoAnalyticsSummary = (videoId: number) =>
  api.get<VideoAnalytics>(`/api/videos/${videoId}/analytics`);

export const videoAnalyticsSummaryQueryOptions = (videoId: number) =>
  queryOptions({
    queryKey: queryKeys.videoAnalytics(videoId),
    queryFn: () => getVideoAnalyticsSummary(videoId),
    // Asked afresh on each visit: the watch page may have cached it before any views came in.
    staleTime: 0,
  });

export const useVideoAnalyticsSummary = (videoId: number, { enabled = true } = {}) =>
  useQuery({ ...videoAnalyticsSummaryQueryOptions(videoId), enabled });
