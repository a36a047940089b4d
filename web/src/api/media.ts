// Video uploads (admin): what the server can do with them, an upload's transcode polled while it
// runs, and its cancel and retry.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../lib/api';
import { queryKeys } from './query-keys';

/** Interval of the live transcode progress. */
export const MEDIA_POLL_MS = 1000;

export const useMediaCapabilities = () =>
  useQuery({
    queryKey: queryKeys.mediaCapabilities,
    queryFn: () => apiGet('/api/media/capabilities'),
    staleTime: 60_000,
  });

/** GET /api/media/:id, polled while its transcode is processing. */
export const useMediaAsset = (mediaId: string | null) =>
  useQuery({
    queryKey: queryKeys.mediaAsset(mediaId ?? ''),
    queryFn: () => apiGet('/api/media/{id}', { path: { id: mediaId! } }),
    enabled: mediaId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? MEDIA_POLL_MS : false),
  });

export function useMediaAction(action: 'cancel' | 'retry') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: string) =>
      apiPost(`/api/media/{id}/${action}`, { path: { id: mediaId } }),
    onSuccess: (asset) => queryClient.setQueryData(queryKeys.mediaAsset(asset.id), asset),
  });
}
