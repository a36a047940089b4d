import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoCreate } from '@lumen/contract';
import { apiPost } from '../../../lib/api';
import { invalidateVideoData } from '../../../api/invalidate';

/** POST /api/videos (201). */
export const createVideo = (input: VideoCreate) => apiPost('/api/videos', { body: input });

export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVideo,
    onSuccess: () => invalidateVideoData(queryClient),
  });
}
