// Query defaults of public spec §1: data never stale, no refetch on focus or interval, no
// retries for queries or mutations. A 401 is an error unless the query asks for null.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiJson } from './api';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The URL a query key names: its string/number segments joined by '/'. */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  return queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/');
}

export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiJson<T>('GET', urlFromQueryKey(queryKey));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
