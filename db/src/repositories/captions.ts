// A video's caption tracks. Cues arrive sanitised (captions/caption-file.ts cleanCues); the
// WebVTT file is written from them when a player asks for it.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CaptionCue, CaptionTrack, CaptionTrackWithCues } from '@lumen/contract';
import type { Database } from '../database.ts';
import { videoCaptions } from '../schema.ts';

export interface CaptionWrite {
  language: string;
  label: string;
  cues: CaptionCue[];
}

const trackColumns = {
  id: videoCaptions.id,
  videoId: videoCaptions.videoId,
  language: videoCaptions.language,
  label: videoCaptions.label,
  cueCount: sql<number>`jsonb_array_length(${videoCaptions.cues})::int`,
};

/** Where a track's WebVTT file is served. */
export const captionFileUrl = (videoId: number, captionId: number) =>
  `/api/videos/${videoId}/captions/${captionId}.vtt`;

function toTrack(row: Omit<CaptionTrack, 'url'>): CaptionTrack {
  return { ...row, cueCount: Number(row.cueCount), url: captionFileUrl(row.videoId, row.id) };
}

export async function listCaptions(db: Database, videoId: number): Promise<CaptionTrack[]> {
  const rows = await db
    .select(trackColumns)
    .from(videoCaptions)
    .where(eq(videoCaptions.videoId, videoId))
    .orderBy(asc(videoCaptions.id));
  return rows.map(toTrack);
}

const ofVideo = (videoId: number, captionId: number) =>
  and(eq(videoCaptions.videoId, videoId), eq(videoCaptions.id, captionId));

export async function findCaption(
  db: Database,
  videoId: number,
  captionId: number,
): Promise<CaptionTrackWithCues | null> {
  const [row] = await db
    .select({ ...trackColumns, cues: videoCaptions.cues })
    .from(videoCaptions)
    .where(ofVideo(videoId, captionId));
  return row ? { ...toTrack(row), cues: row.cues } : null;
}

export async function insertCaption(
  db: Database,
  videoId: number,
  values: CaptionWrite,
): Promise<CaptionTrack> {
  const [row] = await db
    .insert(videoCaptions)
    .values({ videoId, ...values })
    .returning(trackColumns);
  return toTrack(row!);
}

export async function updateCaption(
  db: Database,
  videoId: number,
  captionId: number,
  values: Partial<CaptionWrite>,
): Promise<CaptionTrackWithCues | null> {
  const [row] = await db
    .update(videoCaptions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(ofVideo(videoId, captionId))
    .returning({ ...trackColumns, cues: videoCaptions.cues });
  return row ? { ...toTrack(row), cues: row.cues } : null;
}

export async function deleteCaption(
  db: Database,
  videoId: number,
  captionId: number,
): Promise<boolean> {
  const rows = await db
    .delete(videoCaptions)
    .where(ofVideo(videoId, captionId))
    .returning({ id: videoCaptions.id });
  return rows.length > 0;
}
