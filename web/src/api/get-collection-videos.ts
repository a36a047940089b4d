import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { CollectionEntry, CollectionEntryPage } from '@lumen/contract';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** Without limit or cursor the answer is the plain array of every entry. */
const asEntries = (answer: CollectionEntry[] | CollectionEntryPage): CollectionEntry[] =>
  Array.isArray(answer) ? answer : answer.items;

/** GET /api/featured-collections/{id}/videos: entries {video, sortOrder}. */
export const getCollectionVideos = async (collectionId: number) =>
  asEntries(await apiGet('/api/featured-collections/{id}/videos', { path: { id: collectionId } }));

const inCollectionOrder = (entries: CollectionEntry[]) =>
  [...entries].sort((a, b) => a.sortOrder - b.sortOrder);

export const collectionVideosQueryOptions = (collectionId: number) =>
  queryOptions({
    queryKey: queryKeys.collectionVideos(collectionId),
    queryFn: () => getCollectionVideos(collectionId),
    enabled: Number.isInteger(collectionId) && collectionId > 0,
    select: inCollectionOrder,
  });

export const useCollectionVideos = (collectionId: number) =>
  useQuery(collectionVideosQueryOptions(collectionId));

/** The entries of several collections at once (collection cards' thumbnails). */
export const useCollectionsVideos = (collectionIds: number[]) =>
  useQueries({ queries: collectionIds.map((id) => collectionVideosQueryOptions(id)) });
