import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChaptersInput } from '@lumen/contract';
import { apiPut } from '../../../lib/api';
import { invalidateVideoData } from '../../../api/invalidate';

/** PUT /api/videos/:id/chapters: the whole list; the answer is the video with them sorted. */
export const saveChapters = ({ videoId, chapters }: { videoId: number; chapters: ChaptersInput }) =>
  apiPut('/api/videos/{id}/chapters', { path: { id: videoId }, body: chapters });

export function useSaveChapters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChapters,
    onSuccess: () => invalidateVideoData(queryClient),
  });
}
