import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoBulkRequest } from '@lumen/contract';
import { apiPost } from '../../../lib/api';
import { invalidateVideoData } from '../../../api/invalidate';
import { queryKeys } from '../../../api/query-keys';

/** POST /api/admin/videos/bulk: one action over many videos, answered per id. */
export const bulkVideos = (request: VideoBulkRequest) =>
  apiPost('/api/admin/videos/bulk', { body: request });

export function useBulkVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkVideos,
    // Every video list and collection (a video added, featured, hidden or deleted), and the
    // categories (a category applied changes which videos each one lists).
    onSuccess: () =>
      Promise.all([
        invalidateVideoData(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.categories }),
      ]),
  });
}
