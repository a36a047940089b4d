import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmbedSettings, EmbedSettingsUpdate } from '@lumen/contract';
import { queryKeys } from '../../../api/query-keys';
import { apiGet, apiPut } from '../../../lib/api';

/** The video's embed settings, from the admin's GET /api/videos/{id} (the public answer has none). */
export function useEmbedSettings(videoId: number) {
  return useQuery({
    queryKey: queryKeys.video(videoId),
    queryFn: () => apiGet('/api/videos/{id}', { path: { id: videoId } }),
    select: (video): EmbedSettings =>
      video.embedSettings ?? { allowedHosts: [], captionsOn: false },
  });
}

/**
 * PUT /api/videos/{id}/embed-settings: changes the settings sent; the answer is what is stored.
 * Its key's prefix also refreshes the video's public embed defaults.
 */
export function useSaveEmbedSettings(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: EmbedSettingsUpdate) =>
      apiPut('/api/videos/{id}/embed-settings', { path: { id: videoId }, body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.video(videoId) }),
  });
}
