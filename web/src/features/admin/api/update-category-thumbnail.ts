import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@lumen/contract';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../api/query-keys';

/** PUT /api/categories/:id {thumbnailUrl}: null removes the thumbnail. */
export const updateCategoryThumbnail = ({
  id,
  thumbnailUrl,
}: {
  id: number;
  thumbnailUrl: string | null;
}) => api.put<Category>(`/api/categories/${id}`, { thumbnailUrl });

export function useUpdateCategoryThumbnail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategoryThumbnail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories }),
  });
}
