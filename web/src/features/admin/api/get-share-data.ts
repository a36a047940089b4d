import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShareData } from '@lumen/contract';
import { api } from '../../../lib/api';

/** GET /api/videos/:id/share-data: the public links, with the configured public origin. */
export const getShareData = (videoId: number) => api.get<ShareData>(`/api/videos/${videoId}/share-data`);

export const shareDataQueryOptions = (videoId: number) =>
  queryOptions({ queryKey: ['/api/videos', videoId, 'share-data'] as const, queryFn: () => getShareData(videoId) });

export function useShareData(videoId: number) {
  return useQuery(shareDataQueryOptions(videoId));
}
