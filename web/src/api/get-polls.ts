import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Poll } from '@lumen/contract';
import { api } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/videos/{id}/polls. */
export const getPolls = (videoId: number) => api.get<Poll[]>(`/api/videos/${videoId}/polls`);

export const pollsQueryOptions = (videoId: number) =>
  queryOptions({ queryKey: queryKeys.polls(videoId), queryFn: () => getPolls(videoId) });

export const usePolls = (videoId: number) => useQuery(pollsQueryOptions(videoId));
