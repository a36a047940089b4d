import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionEntry } from '@lumen/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './query-keys';

/** GET /api/featured-collections/:id/videos: entries {video, sortOrder} in order. */
export const getCollectionEntries = (collectionId: number) =>
  api.get<CollectionEntry[]>(`/api/featured-collections/${collectionId}/videos`);

export const collectionEntriesQueryOptions = (collectionId: number) =>
  queryOptions({ queryKey: adminKeys.collectionEntries(collectionId), queryFn: () => getCollectionEntries(collectionId) });

export function useCollectionEntries(collectionId: number) {
  return useQuery(collectionEntriesQueryOptions(collectionId));
}
