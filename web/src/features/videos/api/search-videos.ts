import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Video, VideoSearchQuery } from '@lumen/contract';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api';

export type SearchParams = Partial<
  Pick<VideoSearchQuery, 'q' | 'videoType' | 'minDuration' | 'maxDuration' | 'limit'>
>;

export function toQueryString(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  return search.toString();
}

/** GET /api/videos/search?q=&videoType=&minDuration=&maxDuration= (server full-text search). */
export const searchVideos = (params: SearchParams) =>
  api.get<Video[]>(`/api/videos/search?${toQueryString(params)}`);

export const searchVideosQueryOptions = (params: SearchParams) =>
  queryOptions({ queryKey: queryKeys.videoSearch(params), queryFn: () => searchVideos(params) });

export const useSearchVideos = (
  params: SearchParams,
  options: { enabled?: boolean; staleTime?: number } = {},
) => useQuery({ ...searchVideosQueryOptions(params), ...options });
