// What an embed's captions start as: its URL's `captions=` when it says, else the video's stored
// setting, read from GET /api/videos/{id}/embed-defaults (only when the URL leaves it open).
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { apiGet } from '../../../lib/api';
import { parseCaptionsParam, type CaptionPreference } from '../lib/captions';

/** undefined until the stored setting is known (the captions stay off meanwhile). */
export function useEmbedCaptionsStart(
  videoId: number,
  captionsParam: string | null,
): CaptionPreference | undefined {
  const fromUrl = parseCaptionsParam(captionsParam);
  const defaults = useQuery({
    queryKey: queryKeys.embedDefaults(videoId),
    queryFn: () => apiGet('/api/videos/{id}/embed-defaults', { path: { id: videoId } }),
    enabled: fromUrl === null && Number.isSafeInteger(videoId) && videoId > 0,
  });
  if (fromUrl) return fromUrl;
  return defaults.data && { on: defaults.data.captionsOn, language: null };
}
