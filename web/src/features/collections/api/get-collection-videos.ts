import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { CollectionEntry } from '@lumen/contract';
import { api } from '../../../lib/api';

/** GET /api/featured-collections/{id}/videos: entries of video and sortOrder. */
export const getCollectionVideos = (id: number) => api.get<CollectionEntry[]>(`/api/featured-collections/${id}/videos`);

export const collectionVideosQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['/api/featured-collections', id, 'videos'],
    queryFn: () => getCollectionVideos(id),
    enabled: Number.isInteger(id) && id > 0,
    select: (entries) => [...entries].sort((a, b) => a.sortOrder - b.sortOrder),
  });

export const useCollectionVideos = (id: number) => useQuery(collectionVideosQueryOptions(id));

/** The entries of several collections at once (collection cards' thumbnails). */
export const useCollectionsVideos = (ids: number[]) =>
  useQueries({ queries: ids.map((id) => collectionVideosQueryOptions(id)) });
