import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoUpdate } from '@lumen/contract';
import { apiPut } from '../../../lib/api';
import { invalidateVideoData } from '../../../api/invalidate';

/** PUT /api/videos/:id with any subset of the fields (the feature toggle sends {isFeatured}). */
export const updateVideo = ({ id, changes }: { id: number; changes: VideoUpdate }) =>
  apiPut('/api/videos/{id}', { path: { id }, body: changes });

export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideo,
    onSuccess: () => invalidateVideoData(queryClient),
  });
}
