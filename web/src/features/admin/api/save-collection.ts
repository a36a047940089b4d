import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collection, CollectionInput } from '@lumen/contract';
import { api } from '../../../lib/api';
import { invalidateCollections } from '../../../api/invalidate';

/** POST /api/featured-collections (201). */
export const createCollection = (input: CollectionInput) =>
  api.post<Collection>('/api/featured-collections', input);

/** PUT /api/featured-collections/:id. */
export const updateCollection = ({ id, input }: { id: number; input: CollectionInput }) =>
  api.put<Collection>(`/api/featured-collections/${id}`, input);

/** DELETE /api/featured-collections/:id (204). */
export const deleteCollection = (id: number) => api.delete<null>(`/api/featured-collections/${id}`);

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: () => invalidateCollections(queryClient),
  });
}

export function useUpdateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCollection,
    onSuccess: () => invalidateCollections(queryClient),
  });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: () => invalidateCollections(queryClient),
  });
}
