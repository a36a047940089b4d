import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/**
 * GET /api/videos/{id}/share-data: title, text, url, youtubeShareUrl and embedUrl, built on the
 * configured public origin.
 */
export const getShareData = (videoId: number) =>
  apiGet('/api/videos/{id}/share-data', { path: { id: videoId } });

export const shareDataQueryOptions = (videoId: number) =>
  queryOptions({ queryKey: queryKeys.shareData(videoId), queryFn: () => getShareData(videoId) });

export const useShareData = (videoId: number, enabled = true) =>
  useQuery({ ...shareDataQueryOptions(videoId), enabled });
