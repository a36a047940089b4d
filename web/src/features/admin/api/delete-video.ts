import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api';
import { invalidateVideoData } from '../../../api/invalidate';

/** DELETE /api/videos/:id (204); its quizzes, surveys and collection entries go with it. */
export const deleteVideo = (id: number) => apiDelete('/api/videos/{id}', { path: { id } });

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: () => invalidateVideoData(queryClient),
  });
}
