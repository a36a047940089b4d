import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { apiGet } from '../../../lib/api';

/** GET /api/videos/featured. */
export const getFeaturedVideos = () => apiGet('/api/videos/featured');

export const featuredVideosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.featuredVideos, queryFn: getFeaturedVideos });

export const useFeaturedVideos = () => useQuery(featuredVideosQueryOptions());
