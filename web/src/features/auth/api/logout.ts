import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { queryKeys } from '../../../api/query-keys';

/** POST /api/auth/logout. */
export function logout(): Promise<unknown> {
  return apiPost('/api/auth/logout');
}

/** Logging out clears the whole client cache, then refetches the (now anonymous) user (spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
