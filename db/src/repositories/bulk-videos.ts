// One action applied to many videos (the admin's bulk actions): each a single statement over
// the ids, answering which ids it found.
import { MAX_TAGS, type VideoVisibility } from '@lumen/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { videos } from '../schema.ts';

const returningId = { id: videos.id };
const ids = (rows: { id: number }[]) => new Set(rows.map((row) => row.id));

export async function setVideosFeatured(db: Database, videoIds: number[], featured: boolean) {
  return ids(
    await db
      .update(videos)
      .set({ isFeatured: featured })
      .where(inArray(videos.id, videoIds))
      .returning(returningId),
  );
}

export async function setVideosVisibility(
  db: Database,
  videoIds: number[],
  visibility: VideoVisibility,
) {
  return ids(
    await db
      .update(videos)
      .set({ visibility })
      .where(inArray(videos.id, videoIds))
      .returning(returningId),
  );
}

export async function deleteVideos(db: Database, videoIds: number[]) {
  return ids(await db.delete(videos).where(inArray(videos.id, videoIds)).returning(returningId));
}

/** Of these ids, the videos that exist. */
export async function existingVideoIds(db: Database, videoIds: number[]) {
  return ids(await db.select(returningId).from(videos).where(inArray(videos.id, videoIds)));
}

/**
 * Adds a tag to each video that lacks it (compared case-insensitively) and has room for it;
 * answers the videos that have it afterwards.
 */
export async function addTagToVideos(db: Database, videoIds: number[], tag: string) {
  const hasTag = sql`EXISTS (SELECT 1 FROM unnest(${videos.tags}) AS t WHERE lower(t) = lower(${tag}))`;
  return ids(
    await db
      .update(videos)
      .set({
        tags: sql`CASE WHEN ${hasTag} THEN ${videos.tags} ELSE array_append(${videos.tags}, ${tag}::text) END`,
      })
      .where(
        sql`${inArray(videos.id, videoIds)} AND (${hasTag} OR cardinality(${videos.tags}) < ${MAX_TAGS})`,
      )
      .returning(returningId),
  );
}
