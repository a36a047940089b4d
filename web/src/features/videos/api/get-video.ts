import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { apiGet } from '../../../lib/api';

/** GET /api/videos/{id}. */
export const getVideo = (id: number) => apiGet('/api/videos/{id}', { path: { id } });

export const videoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.video(id),
    queryFn: () => getVideo(id),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useVideo = (id: number) => useQuery(videoQueryOptions(id));
