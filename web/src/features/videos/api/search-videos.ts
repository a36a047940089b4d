import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoSearchQuery } from '@lumen/contract';
import { queryKeys } from '../../../api/query-keys';
import { apiGet } from '../../../lib/api';

export type SearchParams = Partial<
  Pick<VideoSearchQuery, 'q' | 'videoType' | 'minDuration' | 'maxDuration' | 'limit'>
>;

/** GET /api/videos/search?q=&videoType=&minDuration=&maxDuration= (server full-text search). */
export const searchVideos = (params: SearchParams) =>
  apiGet('/api/videos/search', { query: params });

export const searchVideosQueryOptions = (params: SearchParams) =>
  queryOptions({ queryKey: queryKeys.videoSearch(params), queryFn: () => searchVideos(params) });

export const useSearchVideos = (
  params: SearchParams,
  options: { enabled?: boolean; staleTime?: number } = {},
) => useQuery({ ...searchVideosQueryOptions(params), ...options });
