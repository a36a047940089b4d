import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@lumen/contract';
import { queryKeys } from '../../../api/query-keys';
import { getQueryFn } from '../../../lib/query-client';

/** GET /api/auth/user: the signed-in user, or null for an anonymous visitor (401). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    retry: false,
  });

export interface CurrentUserState {
  user: CurrentUser | null;
  isLoading: boolean;
  /** A user is returned. */
  isAuthenticated: boolean;
  /** role equals 'admin'. */
  isAdmin: boolean;
}

export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useQuery(currentUserQueryOptions());
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, isAdmin: user?.role === 'admin' };
}

/** "First Last", falling back to the email for a user without a name. */
export function displayName(user: CurrentUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}
