import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionInput } from '@lumen/contract';
import { apiDelete, apiPost, apiPut } from '../../../lib/api';
import { invalidateCollections } from '../../../api/invalidate';

/** POST /api/featured-collections (201). */
export const createCollection = (input: CollectionInput) =>
  apiPost('/api/featured-collections', { body: input });

/** PUT /api/featured-collections/:id. */
export const updateCollection = ({ id, input }: { id: number; input: CollectionInput }) =>
  apiPut('/api/featured-collections/{id}', { path: { id }, body: input });

/** DELETE /api/featured-collections/:id (204). */
export const deleteCollection = (id: number) =>
  apiDelete('/api/featured-collections/{id}', { path: { id } });

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
