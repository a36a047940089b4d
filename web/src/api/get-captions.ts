import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/videos/{id}/captions: the tracks, each with its WebVTT file's url. */
export const getCaptions = (videoId: number) =>
  apiGet('/api/videos/{id}/captions', { path: { id: videoId } });

export const captionsQueryOptions = (videoId: number) =>
  queryOptions({ queryKey: queryKeys.captions(videoId), queryFn: () => getCaptions(videoId) });

export const useCaptions = (videoId: number) => useQuery(captionsQueryOptions(videoId));

/** GET /api/videos/{id}/captions/{captionId}: one track with its cues. */
export const useCaptionTrack = (videoId: number, captionId: number | null) =>
  useQuery({
    queryKey: queryKeys.captionTrack(videoId, captionId ?? 0),
    queryFn: () =>
      apiGet('/api/videos/{id}/captions/{captionId}', {
        path: { id: videoId, captionId: captionId! },
      }),
    enabled: captionId !== null,
  });
