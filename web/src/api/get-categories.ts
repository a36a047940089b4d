import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@lumen/contract';
import { api } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/categories. */
export const getCategories = () => api.get<Category[]>('/api/categories');

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.categories, queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
