// Uploaded video files and their transcode's state (schema.ts mediaAssets): written by the
// upload routes and the transcode job, read by the video routes and the media file route.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  MEDIA_PATH,
  type MediaAsset,
  type MediaRendition,
  type MediaStatus,
  type MediaStep,
  type VideoMedia,
} from '@lumen/contract';
import type { Database } from '../database.ts';
import { mediaAssets, videos } from '../schema.ts';
import { watchableVideo } from './video-visibility.ts';

type MediaRow = typeof mediaAssets.$inferSelect;
export type MediaAssetWrite = Omit<
  typeof mediaAssets.$inferInsert,
  'createdAt' | 'updatedAt' | 'status' | 'step' | 'progress'
>;

/** The HLS master playlist, poster and storyboard names in an asset's folder. */
export const MEDIA_FILES = {
  master: 'hls/master.m3u8',
  poster: 'poster.jpg',
  storyboard: 'storyboard.vtt',
} as const;

export const mediaFileUrl = (id: string, file: string) => `${MEDIA_PATH}/${id}/${file}`;

function toVideoMedia(row: MediaRow): VideoMedia {
  const ready = row.status === 'ready';
  return {
    id: row.id,
    status: row.status as MediaStatus,
    step: row.step as MediaStep,
    progress: row.progress,
    error: row.error,
    hlsUrl: ready ? mediaFileUrl(row.id, MEDIA_FILES.master) : null,
    posterUrl: ready ? mediaFileUrl(row.id, MEDIA_FILES.poster) : null,
    storyboardUrl: ready ? mediaFileUrl(row.id, MEDIA_FILES.storyboard) : null,
    renditions: row.renditions,
  };
}

function toMediaAsset(row: MediaRow): MediaAsset {
  return {
    ...toVideoMedia(row),
    videoId: row.videoId,
    sourceUrl: mediaFileUrl(row.id, row.originalFile),
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    duration: row.duration,
    width: row.width,
    height: row.height,
    videoCodec: row.videoCodec,
    audioCodec: row.audioCodec,
  };
}

export async function insertMediaAsset(
  db: Database,
  values: MediaAssetWrite & { status?: MediaStatus; error?: string | null },
): Promise<MediaAsset> {
  const [row] = await db.insert(mediaAssets).values(values).returning();
  return toMediaAsset(row!);
}

export async function findMediaAsset(db: Database, id: string): Promise<MediaAsset | null> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
  return row ? toMediaAsset(row) : null;
}

/** The media of a video (its newest upload), or null. */
export async function findVideoMedia(db: Database, videoId: number): Promise<VideoMedia | null> {
  const [row] = await db
    .select()
    .from(mediaAssets)
    .where(eq(mediaAssets.videoId, videoId))
    .orderBy(sql`${mediaAssets.createdAt} DESC`)
    .limit(1);
  return row ? toVideoMedia(row) : null;
}

/**
 * Whether a caller may fetch this asset's files, and whether the public may (for caching):
 * an admin always; anyone else when its video is watchable. An upload no video has saved yet
 * is the admins' alone.
 */
export async function mediaAccess(
  db: Database,
  id: string,
): Promise<{ exists: boolean; watchable: boolean; public: boolean }> {
  const [row] = await db
    .select({
      videoId: mediaAssets.videoId,
      watchable: sql<boolean>`coalesce(${watchableVideo}, false)`,
      listed: sql<boolean>`coalesce(${videos.visibility} = 'public', false)`,
    })
    .from(mediaAssets)
    .leftJoin(videos, eq(videos.id, mediaAssets.videoId))
    .where(eq(mediaAssets.id, id));
  if (!row) return { exists: false, watchable: false, public: false };
  return { exists: true, watchable: row.watchable, public: row.watchable && row.listed };
}

/**
 * Links an upload to the video saved with its Source URL. An upload already another video's
 * is not taken from it: false.
 */
export async function linkMediaAsset(db: Database, id: string, videoId: number): Promise<boolean> {
  const rows = await db
    .update(mediaAssets)
    .set({ videoId, updatedAt: new Date() })
    .where(
      and(
        eq(mediaAssets.id, id),
        sql`(${mediaAssets.videoId} IS NULL OR ${mediaAssets.videoId} = ${videoId})`,
      ),
    )
    .returning({ id: mediaAssets.id });
  return rows.length > 0;
}

/** Unlinks a video's uploads other than `keepId` (its Source URL changed); returns their ids. */
export async function unlinkVideoMedia(
  db: Database,
  videoId: number,
  keepId: string | null,
): Promise<string[]> {
  const rows = await db
    .update(mediaAssets)
    .set({ videoId: null, updatedAt: new Date() })
    .where(
      and(
        eq(mediaAssets.videoId, videoId),
        keepId ? sql`${mediaAssets.id} <> ${keepId}` : undefined,
      ),
    )
    .returning({ id: mediaAssets.id });
  return rows.map((row) => row.id);
}

/** The ids of these videos' uploads (their files go when the videos go). */
export async function mediaIdsOfVideos(db: Database, videoIds: number[]): Promise<string[]> {
  if (videoIds.length === 0) return [];
  const rows = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(inArray(mediaAssets.videoId, videoIds));
  return rows.map((row) => row.id);
}

/** Uploads whose transcode is waiting or running, as their rows say. */
export async function processingMediaIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(eq(mediaAssets.status, 'processing'));
  return rows.map((row) => row.id);
}

/** Uploads that no video has saved: candidates for removal. */
export async function unlinkedMediaIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(isNull(mediaAssets.videoId));
  return rows.map((row) => row.id);
}

export async function deleteMediaAsset(db: Database, id: string): Promise<void> {
  await db.delete(mediaAssets).where(eq(mediaAssets.id, id));
}

export interface MediaProgress {
  status?: MediaStatus;
  step?: MediaStep;
  progress?: number;
  error?: string | null;
  renditions?: MediaRendition[];
  cancelRequested?: boolean;
}

/** Records the transcode's progress; answers whether a cancel was asked for meanwhile. */
export async function updateMediaProgress(
  db: Database,
  id: string,
  values: MediaProgress,
): Promise<{ found: boolean; cancelRequested: boolean }> {
  const [row] = await db
    .update(mediaAssets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mediaAssets.id, id))
    .returning({ cancelRequested: mediaAssets.cancelRequested });
  return { found: Boolean(row), cancelRequested: row?.cancelRequested ?? false };
}

/** Asks a waiting or running transcode to stop: false when it is not processing. */
export async function requestMediaCancel(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(mediaAssets)
    .set({ cancelRequested: true, updatedAt: new Date() })
    .where(and(eq(mediaAssets.id, id), eq(mediaAssets.status, 'processing')))
    .returning({ id: mediaAssets.id });
  return rows.length > 0;
}

/** Puts a failed (or cancelled) transcode back in the queue: false when it is not failed. */
export async function resetMediaForRetry(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(mediaAssets)
    .set({
      status: 'processing',
      step: 'queued',
      progress: 0,
      error: null,
      cancelRequested: false,
      updatedAt: new Date(),
    })
    .where(and(eq(mediaAssets.id, id), eq(mediaAssets.status, 'failed')))
    .returning({ id: mediaAssets.id });
  return rows.length > 0;
}
