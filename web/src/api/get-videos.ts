import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Video } from '@lumen/contract';
import { api } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/videos: every video, newest first. */
export const getVideos = () => api.get<Video[]>('/api/videos');

export const videosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.videos, queryFn: getVideos });

export const useVideos = () => useQuery(videosQueryOptions());
