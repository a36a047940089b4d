import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { apiGet } from '../../../lib/api';

/** GET /api/featured-collections/{id}. */
export const getCollection = (id: number) =>
  apiGet('/api/featured-collections/{id}', { path: { id } });

export const collectionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.collection(id),
    queryFn: () => getCollection(id),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useCollection = (id: number) => useQuery(collectionQueryOptions(id));
