import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmbedSettings } from '@lumen/contract';
import { queryKeys } from '../../../api/query-keys';
import { api, apiGet } from '../../../lib/api';

/** The video's embed settings, from the admin's GET /api/videos/{id} (the public answer has none). */
export function useEmbedSettings(videoId: number) {
  return useQuery({
    queryKey: queryKeys.video(videoId),
    queryFn: () => apiGet('/api/videos/{id}', { path: { id: videoId } }),
    select: (video): EmbedSettings => video.embedSettings ?? { allowedHosts: [] },
  });
}

/** PUT /api/videos/{id}/embed-settings: replaces them; the answer is what was stored. */
export function useSaveEmbedSettings(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: EmbedSettings) =>
      api.put<EmbedSettings>(`/api/videos/${videoId}/embed-settings`, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.video(videoId) }),
  });
}
