import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@lumen/contract';
import type { z } from 'zod';
import type { loginSchema } from '@lumen/contract';
import { api } from '../../../lib/api';
import { CURRENT_USER_KEY } from './get-current-user';

export type LoginPayload = z.input<typeof loginSchema>;

/** POST /api/auth/login. */
export function login(payload: LoginPayload): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/auth/login', payload);
}

/** Logging in invalidates the cached current user (spec §4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
