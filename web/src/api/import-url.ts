import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Video } from '@lumen/contract';
import { apiPost } from '../lib/api';
import { invalidateVideoData } from './invalidate';
import { queryKeys } from './query-keys';

/** POST /api/videos/import-url (admin spec §2, §7): creates a video from one link. */
export const importUrl = (url: string) => apiPost('/api/videos/import-url', { body: { url } });

export function useImportUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importUrl,
    onSuccess: async ({ video }) => {
      // The new video is in the list at once, so selecting it does not wait for the refetch.
      queryClient.setQueryData<Video[]>(queryKeys.allVideos, (videos) =>
        videos ? [video, ...videos.filter((v) => v.id !== video.id)] : videos,
      );
      await invalidateVideoData(queryClient);
    },
  });
}
