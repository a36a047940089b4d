import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/categories. */
export const getCategories = () => apiGet('/api/categories');

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.categories, queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
