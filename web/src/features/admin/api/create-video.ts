import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Video, VideoCreate } from '@lumen/contract';
import { api } from '../../../lib/api';
import { invalidateVideoData } from '../../../api/invalidate';

/** POST /api/videos (201). */
export const createVideo = (input: VideoCreate) => api.post<Video>('/api/videos', input);

export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVideo,
    onSuccess: () => invalidateVideoData(queryClient),
  });
}
