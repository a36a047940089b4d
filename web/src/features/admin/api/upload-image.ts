import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';

export type UploadType =
  'category-thumbnail' | 'collection-thumbnail' | 'video-thumbnail' | 'site-logo';

/**
 * POST /api/upload as multipart (file, type) → {url}. The shared JSON wrapper cannot send
 * a form, so this call uses fetch with the same rules: cookies, and a non-OK answer raises
 * the same ApiError ("{status}: {text}").
 */
export async function uploadImage({
  file,
  type,
}: {
  file: File;
  type: UploadType;
}): Promise<{ url: string }> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file);
  const response = await fetch('/api/upload', {
    method: 'POST',
    body: form,
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  return (await response.json()) as { url: string };
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
