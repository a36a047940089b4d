import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api';
import { queryKeys } from '../../../api/query-keys';

/** PUT /api/categories/:id {thumbnailUrl}: null removes the thumbnail. */
export const updateCategoryThumbnail = ({
  id,
  thumbnailUrl,
}: {
  id: number;
  thumbnailUrl: string | null;
}) => apiPut('/api/categories/{id}', { path: { id }, body: { thumbnailUrl } });

export function useUpdateCategoryThumbnail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategoryThumbnail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories }),
  });
}
