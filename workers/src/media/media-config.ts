// Uploaded video settings, as one zod shape included by the API's and the worker's config.
import { resolve } from 'node:path';
import { z } from 'zod';

export const DEFAULT_MEDIA_MAX_BYTES = 4 * 1024 ** 3;

export const mediaEnvShape = {
  /** Where ffmpeg and ffprobe are looked for first (the process's own PATH). */
  PATH: z.string().optional(),
  /** The largest video file an upload may send. */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 ** 4)
    .default(DEFAULT_MEDIA_MAX_BYTES),
  /** Where uploads and their transcodes live; DATA_DIR/media when unset. Shared by api and workers. */
  MEDIA_DIR: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
};

export function mediaDirOf(env: { MEDIA_DIR?: string | undefined; DATA_DIR: string }): string {
  return resolve(env.MEDIA_DIR ?? resolve(env.DATA_DIR, 'media'));
}
