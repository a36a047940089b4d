import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CaptionTrack, CaptionUpdate } from '@lumen/contract';
import { ApiError, apiDelete, apiPut } from '../../../lib/api';
import { queryKeys } from '../../../api/query-keys';

/**
 * POST /api/videos/:id/captions as multipart (file, language, label). The shared JSON wrapper
 * cannot send a form, so this call uses fetch with the same rules (cookies, ApiError).
 */
export async function uploadCaptions({
  videoId,
  file,
  language,
  label,
}: {
  videoId: number;
  file: File;
  language: string;
  label: string;
}): Promise<CaptionTrack> {
  const form = new FormData();
  form.append('language', language);
  if (label.trim()) form.append('label', label);
  form.append('file', file);
  const response = await fetch(`/api/videos/${videoId}/captions`, {
    method: 'POST',
    body: form,
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  return (await response.json()) as CaptionTrack;
}

/** PUT /api/videos/:id/captions/:captionId: the edited cues. */
export const updateCaptions = ({
  videoId,
  captionId,
  changes,
}: {
  videoId: number;
  captionId: number;
  changes: CaptionUpdate;
}) =>
  apiPut('/api/videos/{id}/captions/{captionId}', {
    path: { id: videoId, captionId },
    body: changes,
  });

/** DELETE /api/videos/:id/captions/:captionId (204). */
export const deleteCaptions = ({ videoId, captionId }: { videoId: number; captionId: number }) =>
  apiDelete('/api/videos/{id}/captions/{captionId}', { path: { id: videoId, captionId } });

/** The video's track list and every track's cues. */
const invalidateCaptions = (queryClient: QueryClient, videoId: number) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.captions(videoId) });

export function useUploadCaptions(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCaptions,
    onSuccess: () => invalidateCaptions(queryClient, videoId),
  });
}

export function useUpdateCaptions(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaptions,
    onSuccess: () => invalidateCaptions(queryClient, videoId),
  });
}

export function useDeleteCaptions(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCaptions,
    onSuccess: () => invalidateCaptions(queryClient, videoId),
  });
}
