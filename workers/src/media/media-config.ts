// Uploaded video settings, as one zod shape included by the API's and the worker's config.
import { resolve } from 'node:path';
import { z } from 'zod';

export const DEFAULT_MEDIA_MAX_BYTES = 4 * 1024 ** 3;

/** x264 presets a transcode may use, fastest first. */
export const TRANSCODE_PRESETS = [
  'ultrafast',
  'superfast',
  'veryfast',
  'faster',
  'fast',
  'medium',
] as const;
export type TranscodePreset = (typeof TRANSCODE_PRESETS)[number];

export const mediaEnvShape = {
  /** x264's speed against quality per bit: superfast transcodes a 1080p ladder about as fast as it plays on 2 cores. */
  TRANSCODE_PRESET: z.enum(TRANSCODE_PRESETS).default('superfast'),
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
