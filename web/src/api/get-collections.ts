import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Collection } from '@lumen/contract';
import { api } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/featured-collections (the spec's playlists; /api/playlists answers the same). */
export const getCollections = () => api.get<Collection[]>('/api/featured-collections');

export const collectionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.collections, queryFn: getCollections });

export const useCollections = () => useQuery(collectionsQueryOptions());
