import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** How often the live viewers widget asks again; the only query of the app that polls. */
export const LIVE_VIEWERS_REFRESH_MS = 10_000;

/** GET /api/videos/{id}/analytics/live (admin): sessions with an event in the last minutes. */
export const getVideoLiveViewers = (videoId: number) =>
  apiGet('/api/videos/{id}/analytics/live', { path: { id: videoId } });

export const videoLiveViewersQueryOptions = (videoId: number) =>
  queryOptions({
    queryKey: queryKeys.videoLiveViewers(videoId),
    queryFn: () => getVideoLiveViewers(videoId),
    // Overrides the app's "never stale, never refetch" default for this one widget.
    staleTime: 0,
    refetchInterval: LIVE_VIEWERS_REFRESH_MS,
  });

export const useVideoLiveViewers = (videoId: number) =>
  useQuery(videoLiveViewersQueryOptions(videoId));
