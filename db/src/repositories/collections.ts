import { asc, count, desc, eq, and, sql } from 'drizzle-orm';
import type {
  Collection,
  CollectionEntry,
  CollectionEntryPage,
  CollectionInput,
  CollectionUpdate,
} from '@lumen/contract';
import type { Database } from '../database.ts';
import { playlists, playlistVideos, videos } from '../schema.ts';
import { toVideo, videoColumns } from './videos.ts';
import { listedVideo, type VideoAudience } from './video-visibility.ts';
import { decodeCursor, encodeCursor } from './video-pages.ts';

const videoCount = sql<number>`(select count(*)::int from ${playlistVideos} where ${playlistVideos.playlistId} = ${playlists.id})`;

const columns = {
  id: playlists.id,
  name: playlists.name,
  description: playlists.description,
  categoryId: playlists.categoryId,
  thumbnailUrl: playlists.thumbnailUrl,
  sortOrder: playlists.sortOrder,
  updatedAt: playlists.updatedAt,
  videoCount,
};

function toCollection(
  row: { updatedAt: Date; videoCount: number | string } & Omit<
    Collection,
    'updatedAt' | 'videoCount'
  >,
): Collection {
  return { ...row, videoCount: Number(row.videoCount), updatedAt: row.updatedAt.toISOString() };
}

/** Collections in display order: sortOrder, then newest first. */
export async function listCollections(db: Database): Promise<Collection[]> {
  const rows = await db
    .select(columns)
    .from(playlists)
    .orderBy(asc(playlists.sortOrder), desc(playlists.createdAt), desc(playlists.id));
  return rows.map(toCollection);
}

export async function findCollection(db: Database, id: number): Promise<Collection | null> {
  const [row] = await db.select(columns).from(playlists).where(eq(playlists.id, id));
  return row ? toCollection(row) : null;
}

export async function insertCollection(db: Database, input: CollectionInput): Promise<Collection> {
  const [row] = await db
    .insert(playlists)
    .values(collectionValues(input))
    .returning({ id: playlists.id });
  return (await findCollection(db, row!.id))!;
}

export async function updateCollection(
  db: Database,
  id: number,
  input: CollectionUpdate,
): Promise<Collection | null> {
  const sent = (key: keyof CollectionUpdate) => input[key] !== undefined;
  const values = collectionValues({ name: '', ...input });
  const rows = await db
    .update(playlists)
    .set({
      ...(sent('name') && { name: values.name }),
      ...(sent('description') && { description: values.description }),
      ...(sent('thumbnailUrl') && { thumbnailUrl: values.thumbnailUrl }),
      ...(sent('categoryId') && { categoryId: values.categoryId }),
      ...(sent('sortOrder') && { sortOrder: values.sortOrder }),
      updatedAt: new Date(),
    })
    .where(eq(playlists.id, id))
    .returning({ id: playlists.id });
  return rows.length ? findCollection(db, id) : null;
}

function collectionValues(input: CollectionInput) {
  return {
    name: input.name,
    // Blank optional text is stored as "none", not as an empty string.
    description: input.description || null,
    thumbnailUrl: input.thumbnailUrl || null,
    categoryId: input.categoryId ?? null,
    sortOrder: input.sortOrder ?? 0,
  };
}

export async function deleteCollection(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(playlists)
    .where(eq(playlists.id, id))
    .returning({ id: playlists.id });
  return rows.length > 0;
}

/** A collection's videos in order; visitors see its listed videos only, admins all of them. */
export async function listCollectionEntries(
  db: Database,
  id: number,
  audience: VideoAudience,
): Promise<CollectionEntry[]> {
  const rows = await db
    .select({ video: videoColumns, sortOrder: playlistVideos.sortOrder })
    .from(playlistVideos)
    .innerJoin(videos, eq(videos.id, playlistVideos.videoId))
    .where(and(eq(playlistVideos.playlistId, id), audience === 'admin' ? undefined : listedVideo))
    .orderBy(asc(playlistVideos.sortOrder), asc(videos.id));
  return rows.map((row) => ({ video: toVideo(row.video), sortOrder: row.sortOrder }));
}

/** One page of a collection's entries in order, after `cursor` (keyset on sort order and id). */
export async function pageCollectionEntries(
  db: Database,
  id: number,
  audience: VideoAudience,
  page: { limit: number; cursor?: string },
): Promise<CollectionEntryPage> {
  const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor, 'collection');
  const rows = await db
    .select({ video: videoColumns, sortOrder: playlistVideos.sortOrder })
    .from(playlistVideos)
    .innerJoin(videos, eq(videos.id, playlistVideos.videoId))
    .where(
      and(
        eq(playlistVideos.playlistId, id),
        audience === 'admin' ? undefined : listedVideo,
        after
          ? sql`(${playlistVideos.sortOrder}, ${videos.id}) > (${Number(after.value)}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(playlistVideos.sortOrder), asc(videos.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  return {
    items: items.map((row) => ({ video: toVideo(row.video), sortOrder: row.sortOrder })),
    nextCursor:
      rows.length > page.limit && last
        ? encodeCursor({ sort: 'collection', value: String(last.sortOrder), id: last.video.id })
        : null,
  };
}

export type AddEntryOutcome = 'added' | 'already-in-collection';

/** Adds a video at sortOrder (default: the end). A video is in a collection at most once. */
export async function addCollectionEntry(
  db: Database,
  id: number,
  videoId: number,
  sortOrder?: number,
): Promise<AddEntryOutcome> {
  return db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(playlistVideos)
      .where(eq(playlistVideos.playlistId, id));
    const inserted = await tx
      .insert(playlistVideos)
      .values({ playlistId: id, videoId, sortOrder: sortOrder ?? total })
      .onConflictDoNothing()
      .returning({ videoId: playlistVideos.videoId });
    if (inserted.length)
      await tx.update(playlists).set({ updatedAt: new Date() }).where(eq(playlists.id, id));
    return inserted.length ? 'added' : 'already-in-collection';
  });
}

export async function removeCollectionEntry(
  db: Database,
  id: number,
  videoId: number,
): Promise<boolean> {
  const rows = await db
    .delete(playlistVideos)
    .where(and(eq(playlistVideos.playlistId, id), eq(playlistVideos.videoId, videoId)))
    .returning({ videoId: playlistVideos.videoId });
  if (rows.length)
    await db.update(playlists).set({ updatedAt: new Date() }).where(eq(playlists.id, id));
  return rows.length > 0;
}

/**
 * Rewrites the order of a collection's entries. The ids must be exactly the collection's
 * videos; otherwise nothing changes and the outcome says why.
 */
export async function reorderCollectionEntries(
  db: Database,
  id: number,
  videoIds: number[],
): Promise<'reordered' | 'mismatch'> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ videoId: playlistVideos.videoId })
      .from(playlistVideos)
      .where(eq(playlistVideos.playlistId, id));
    const have = new Set(current.map((r) => r.videoId));
    if (
      videoIds.length !== have.size ||
      new Set(videoIds).size !== videoIds.length ||
      !videoIds.every((v) => have.has(v))
    ) {
      return 'mismatch';
    }
    for (const [index, videoId] of videoIds.entries()) {
      await tx
        .update(playlistVideos)
        .set({ sortOrder: index })
        .where(and(eq(playlistVideos.playlistId, id), eq(playlistVideos.videoId, videoId)));
    }
    await tx.update(playlists).set({ updatedAt: new Date() }).where(eq(playlists.id, id));
    return 'reordered';
  });
}
