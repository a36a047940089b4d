// Uploaded video files and what the transcode job makes of them (an HLS ladder, a poster, a
// storyboard): the upload answers, the `media` a video carries, and what the admin form reads.
import { z } from 'zod';

/** processing: waiting for or in its transcode; ready: the HLS ladder is served; failed: `error` says why. */
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
export const mediaStatusSchema = z.enum(MEDIA_STATUSES);
export type MediaStatus = z.infer<typeof mediaStatusSchema>;

/** The transcode's steps, in order, as the admin sees the current one. */
export const MEDIA_STEPS = ['queued', 'probe', 'ladder', 'poster', 'storyboard', 'done'] as const;
export const mediaStepSchema = z.enum(MEDIA_STEPS);
export type MediaStep = z.infer<typeof mediaStepSchema>;

/** The heights the ladder may have, highest first: up to the source's own. */
export const LADDER_HEIGHTS = [1080, 720, 480, 360, 240] as const;

export const mediaRenditionSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  /** Bits per second the rendition is encoded at (video and audio). */
  bitrate: z.number().int(),
});
export type MediaRendition = z.infer<typeof mediaRenditionSchema>;

/** An uploaded video's media as `GET /api/videos/:id` carries it (null without an upload). */
export const videoMediaSchema = z.object({
  id: z.string(),
  status: mediaStatusSchema,
  step: mediaStepSchema,
  /** 0–100 over the whole transcode. */
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  hlsUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  storyboardUrl: z.string().nullable(),
  renditions: z.array(mediaRenditionSchema),
});
export type VideoMedia = z.infer<typeof videoMediaSchema>;

/** One upload in full (admin): its media, its original and the video it belongs to. */
export const mediaAssetSchema = videoMediaSchema.extend({
  videoId: z.number().int().nullable(),
  /** The original's same-server path: a video's Source URL. */
  sourceUrl: z.string(),
  originalName: z.string().nullable(),
  mimeType: z.string(),
  size: z.number().int(),
  /** Seconds, from the file's own header. */
  duration: z.number(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  videoCodec: z.string().nullable(),
  audioCodec: z.string().nullable(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

/** `POST /api/media` and a finished tus upload answer this (201). */
export const mediaUploadResultSchema = z.object({
  id: z.string(),
  sourceUrl: z.string(),
  status: mediaStatusSchema,
});
export type MediaUploadResult = z.infer<typeof mediaUploadResultSchema>;

/** What the upload form needs to know before an upload. */
export const mediaCapabilitiesSchema = z.object({
  maxBytes: z.number().int(),
  transcoding: z.boolean(),
  /** Without transcoding: why, and how to turn it on. */
  hint: z.string().nullable(),
});
export type MediaCapabilities = z.infer<typeof mediaCapabilitiesSchema>;

/** The path prefix media files are served under: `/api/media/<id>/<file>`. */
export const MEDIA_PATH = '/api/media';

/** An asset's id: the name of its folder. */
export const MEDIA_ID = /^[0-9a-f-]{36}$/;

/**
 * The files of an asset that are served (and archived), by their path in its folder: the
 * original, the poster, the storyboard and the HLS playlists and segments.
 */
export const SERVED_MEDIA_FILE =
  /^(original\.(mp4|mov|webm|mkv|ogv|avi|ts)|poster\.jpg|storyboard\.(jpg|vtt)|hls\/[a-z0-9_]+\.(m3u8|ts))$/;

/** The media id of a Source URL that names an upload, or null. */
export function mediaIdOfSourceUrl(sourceUrl: string): string | null {
  const match = /^\/api\/media\/([0-9a-f-]{36})\/original\.[a-z0-9]{2,5}$/.exec(sourceUrl);
  return match ? match[1]! : null;
}
