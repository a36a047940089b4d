// Imports (admin spec §2 Embed Code import form and Bulk Import, §3 import job, §5, §7, §8):
// the requests and answers of the import routes, shared by api and web.
import { z } from 'zod';
import { MAX_LINK_LENGTH } from './links.ts';
import { videoSchema } from './video.ts';

// ---- Single-link import: POST /api/videos/import-url -------------------------------------

export const importUrlRequestSchema = z.object({
  url: z.string().max(MAX_LINK_LENGTH, `URL must be at most ${MAX_LINK_LENGTH} characters`),
});
export type ImportUrlRequest = z.infer<typeof importUrlRequestSchema>;

/** One piece of metadata the server could not fetch, and why (the video is created anyway). */
export const metadataGapSchema = z.object({
  field: z.string(),
  reason: z.string(),
});
export type MetadataGap = z.infer<typeof metadataGapSchema>;

export const importUrlResponseSchema = z.object({
  video: videoSchema,
  analysis: z.object({ suggestedCategories: z.array(z.string()) }),
  /** The link was in the library already: this is that video, not a new one. */
  alreadyInLibrary: z.boolean(),
  /** Beyond the spec: which metadata could not be fetched (refused address, time-out, 404 …). */
  missing: z.array(metadataGapSchema),
});
export type ImportUrlResponse = z.infer<typeof importUrlResponseSchema>;

// ---- Playlist import jobs: /api/import-jobs -----------------------------------------------

/**
 * pending: added, its video list loaded, not started. queued: started, waiting for the job
 * before it (Start Import runs jobs one after another). processing, completed, error: spec §4.
 */
export const IMPORT_JOB_STATUSES = [
  'pending',
  'queued',
  'processing',
  'completed',
  'error',
] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** One entry of a playlist as the job knows it. */
export const IMPORT_VIDEO_STATUSES = [
  'pending',
  /** Being created right now: after a crash, the resumed job counts it as its own if it exists. */
  'creating',
  'imported',
  /** Already in the library (same YouTube id or source URL): never created twice. */
  'skipped',
  'failed',
] as const;
export type ImportVideoStatus = (typeof IMPORT_VIDEO_STATUSES)[number];

export const importJobVideoSchema = z.object({
  youtubeId: z.string(),
  title: z.string(),
  status: z.enum(IMPORT_VIDEO_STATUSES),
  /** The library video it created or found. */
  videoId: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type ImportJobVideo = z.infer<typeof importJobVideoSchema>;

export const importJobSchema = z.object({
  id: z.number().int(),
  playlistUrl: z.string(),
  playlistId: z.string(),
  /** The predefined playlist's name, or null for a custom playlist. */
  name: z.string().nullable(),
  category: z.string(),
  videoType: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  /** 0…100 */
  progress: z.number().int(),
  totalVideos: z.number().int(),
  importedVideos: z.number().int(),
  skippedVideos: z.number().int(),
  failedVideos: z.number().int(),
  /** What the job is doing now, e.g. 'Fetching video details (3/20)'. */
  stage: z.string(),
  currentVideo: z.string().nullable(),
  /** Per-video errors, then the job's own error (status error), as shown on the job. */
  errors: z.array(z.string()),
  videos: z.array(importJobVideoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importJobListSchema = z.array(importJobSchema);

/** POST /api/import-jobs: a predefined playlist (by its id) or a custom one. */
export const createImportJobSchema = z.object({
  playlistUrl: z.string().trim().max(MAX_LINK_LENGTH),
  category: z.string().trim().max(100).optional().default(''),
  videoType: z.string().trim().max(50).optional().default(''),
  /** The id of a predefined playlist (its name, category and type are taken from it). */
  predefinedId: z.string().trim().max(100).optional(),
});
export type CreateImportJob = z.input<typeof createImportJobSchema>;

/** The spec's list-parameter rule: the playlist id of a URL, or null ('Invalid URL'). */
export function playlistIdOf(url: string): string | null {
  try {
    const id = new URL(url.trim()).searchParams.get('list')?.trim();
    return id && /^[A-Za-z0-9_-]{2,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Admin spec §3: the 8 predefined playlists the Bulk Import tab offers. */
export const predefinedPlaylistSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  description: z.string(),
  suggestedCategory: z.string(),
  suggestedType: z.string(),
});
export type PredefinedPlaylist = z.infer<typeof predefinedPlaylistSchema>;
