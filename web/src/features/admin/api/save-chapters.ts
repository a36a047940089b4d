import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChaptersInput, Video } from '@lumen/contract';
import { api } from '../../../lib/api';
import { invalidateVideoData } from '../../../api/invalidate';

/** PUT /api/videos/:id/chapters: the whole list; the answer is the video with them sorted. */
export const saveChapters = ({ videoId, chapters }: { videoId: number; chapters: ChaptersInput }) =>
  api.put<Video>(`/api/videos/${videoId}/chapters`, chapters);

export function useSaveChapters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChapters,
    onSuccess: () => invalidateVideoData(queryClient),
  });
}
