import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Video, VideoUpdate } from '@lumen/contract';
import { api } from '../../../lib/api';
import { invalidateVideoData } from '../../../api/invalidate';

/** PUT /api/videos/:id with any subset of the fields (the feature toggle sends {isFeatured}). */
export const updateVideo = ({ id, changes }: { id: number; changes: VideoUpdate }) =>
  api.put<Video>(`/api/videos/${id}`, changes);

export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideo,
    onSuccess: () => invalidateVideoData(queryClient),
  });
}
