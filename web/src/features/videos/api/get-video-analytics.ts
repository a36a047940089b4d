import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoAnalytics } from '@lumen/contract';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api';

/**
 * GET /api/videos/{id}/analytics. When it fails (e.g. no analytics store yet) the watch page
 * shows "no data" tiles, never made-up numbers.
 */
export const getVideoAnalytics = (id: number) =>
  api.get<VideoAnalytics>(`/api/videos/${id}/analytics`);

export const videoAnalyticsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.videoAnalytics(id),
    queryFn: () => getVideoAnalytics(id),
  });

export const useVideoAnalytics = (id: number) => useQuery(videoAnalyticsQueryOptions(id));
