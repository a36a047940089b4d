import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Collection } from '@lumen/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './query-keys';

/** GET /api/featured-collections. */
export const getCollections = () => api.get<Collection[]>('/api/featured-collections');

export const collectionsQueryOptions = () => queryOptions({ queryKey: adminKeys.collections, queryFn: getCollections });

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}
