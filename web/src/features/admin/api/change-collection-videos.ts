import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionEntry } from '@lumen/contract';
import { apiDelete, apiPost, apiPut } from '../../../lib/api';
import { invalidateCollections } from '../../../api/invalidate';
import { queryKeys } from '../../../api/query-keys';

/** POST /api/featured-collections/:id/videos {videoId, sortOrder}: sortOrder is the current count. */
export const addCollectionVideo = ({
  collectionId,
  videoId,
  sortOrder,
}: {
  collectionId: number;
  videoId: number;
  sortOrder: number;
}) =>
  apiPost('/api/featured-collections/{id}/videos', {
    path: { id: collectionId },
    body: { videoId, sortOrder },
  });

/** DELETE /api/featured-collections/:id/videos/:videoId (204). */
export const removeCollectionVideo = ({
  collectionId,
  videoId,
}: {
  collectionId: number;
  videoId: number;
}) =>
  apiDelete('/api/featured-collections/{id}/videos/{videoId}', {
    path: { id: collectionId, videoId },
  });

/** PUT /api/featured-collections/:id/videos/order {videoIds}: the whole new order. */
export const reorderCollectionVideos = ({
  collectionId,
  videoIds,
}: {
  collectionId: number;
  videoIds: number[];
}) =>
  apiPut('/api/featured-collections/{id}/videos/order', {
    path: { id: collectionId },
    body: { videoIds },
  });

export function useAddCollectionVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCollectionVideo,
    onSuccess: () => invalidateCollections(queryClient),
  });
}

export function useRemoveCollectionVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCollectionVideo,
    onSuccess: () => invalidateCollections(queryClient),
  });
}

export function useReorderCollectionVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCollectionVideos,
    // The list shows the new order at once; a failed save puts the old one back.
    onMutate: async ({ collectionId, videoIds }) => {
      const key = queryKeys.collectionVideos(collectionId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CollectionEntry[]>(key);
      if (previous) {
        const byId = new Map(previous.map((entry) => [entry.video.id, entry]));
        queryClient.setQueryData<CollectionEntry[]>(
          key,
          videoIds.flatMap((id, index) =>
            byId.has(id) ? [{ ...byId.get(id)!, sortOrder: index }] : [],
          ),
        );
      }
      return { previous, key };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(context.key, context.previous);
    },
    onSettled: () => invalidateCollections(queryClient),
  });
}
