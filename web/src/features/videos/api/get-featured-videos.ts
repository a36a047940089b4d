import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Video } from '@lumen/contract';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api';

/** GET /api/videos/featured. */
export const getFeaturedVideos = () => api.get<Video[]>('/api/videos/featured');

export const featuredVideosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.featuredVideos, queryFn: getFeaturedVideos });

export const useFeaturedVideos = () => useQuery(featuredVideosQueryOptions());
