import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/videos: every video, newest first. */
export const getVideos = () => apiGet('/api/videos');

export const videosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.videos, queryFn: getVideos });

export const useVideos = () => useQuery(videosQueryOptions());
