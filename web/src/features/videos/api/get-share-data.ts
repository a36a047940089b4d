import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShareData } from '@lumen/contract';
import { api } from '../../../lib/api';

/** GET /api/videos/{id}/share-data: title, text, url, youtubeShareUrl, embedUrl. */
export const getShareData = (id: number) => api.get<ShareData>(`/api/videos/${id}/share-data`);

export const shareDataQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['/api/videos', id, 'share-data'], queryFn: () => getShareData(id) });

export const useShareData = (id: number, enabled = true) => useQuery({ ...shareDataQueryOptions(id), enabled });
