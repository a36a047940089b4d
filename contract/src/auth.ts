import { z } from 'zod';

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Please enter both email and password').max(320),
  password: z.string().min(1, 'Please enter both email and password').max(1024),
});

export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
