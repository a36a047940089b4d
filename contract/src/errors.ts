import { z } from 'zod';

/** Every error the API sends: `{ message }` with the HTTP status saying what kind. */
export const errorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;
