import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/featured-collections (the spec's playlists; /api/playlists answers the same). */
export const getCollections = () => apiGet('/api/featured-collections');

export const collectionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.collections, queryFn: getCollections });

export const useCollections = () => useQuery(collectionsQueryOptions());
