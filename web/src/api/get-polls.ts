import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/videos/{id}/polls. */
export const getPolls = (videoId: number) =>
  apiGet('/api/videos/{id}/polls', { path: { id: videoId } });

export const pollsQueryOptions = (videoId: number) =>
  queryOptions({ queryKey: queryKeys.polls(videoId), queryFn: () => getPolls(videoId) });

export const usePolls = (videoId: number) => useQuery(pollsQueryOptions(videoId));
