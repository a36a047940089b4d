import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@lumen/contract';
import type { z } from 'zod';
import type { loginSchema } from '@lumen/contract';
import { apiPost } from '../../../lib/api';
import { queryKeys } from '../../../api/query-keys';

export type LoginPayload = z.input<typeof loginSchema>;

/** POST /api/auth/login. */
export function login(payload: LoginPayload): Promise<CurrentUser> {
  return apiPost('/api/auth/login', { body: payload });
}

/** Logging in invalidates the cached current user (spec §4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.currentUser, user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
