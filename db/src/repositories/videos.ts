import { and, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Video, VideoSearchQuery } from '@lumen/contract';
import type { Database } from '../database.ts';
import { videos } from '../schema.ts';

type VideoRow = typeof videos.$inferSelect;
export type VideoWrite = Omit<typeof videos.$inferInsert, 'id' | 'searchVector' | 'createdAt'>;

// Every column but the search document, which stays inside the database.
const { searchVector: _searchVector, ...publicColumns } = getTableColumns(videos);

export function toVideo(row: Omit<VideoRow, 'searchVector'>): Video {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    sourceUrl: row.sourceUrl,
    sourceType: row.sourceType as Video['sourceType'],
    thumbnailUrl: row.thumbnailUrl,
    duration: row.duration,
    author: row.author,
    publisher: row.publisher,
    brand: row.brand,
    language: row.language as Video['language'],
    tags: row.tags,
    videoType: row.videoType,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    youtubeVideoId: row.youtubeVideoId,
    youtubeChannelTitle: row.youtubeChannelTitle,
    youtubeShareUrl: row.youtubeShareUrl,
    youtubeEmbedUrl: row.youtubeEmbedUrl,
  };
}

export { publicColumns as videoColumns };
const newestFirst = [desc(videos.createdAt), desc(videos.id)];

export async function listVideos(db: Database): Promise<Video[]> {
  const rows = await db
    .select(publicColumns)
    .from(videos)
    .orderBy(...newestFirst);
  return rows.map(toVideo);
}

export async function listFeaturedVideos(db: Database): Promise<Video[]> {
  const rows = await db
    .select(publicColumns)
    .from(videos)
    .where(eq(videos.isFeatured, true))
    .orderBy(...newestFirst);
  return rows.map(toVideo);
}

export async function findVideo(db: Database, id: number): Promise<Video | null> {
  const [row] = await db.select(publicColumns).from(videos).where(eq(videos.id, id));
  return row ? toVideo(row) : null;
}

export async function insertVideo(db: Database, values: VideoWrite): Promise<Video> {
  const [row] = await db.insert(videos).values(values).returning(publicColumns);
  return toVideo(row!);
}

export async function updateVideo(
  db: Database,
  id: number,
  values: Partial<VideoWrite>,
): Promise<Video | null> {
  if (Object.keys(values).length === 0) return findVideo(db, id);
  const [row] = await db
    .update(videos)
    .set(values)
    .where(eq(videos.id, id))
    .returning(publicColumns);
  return row ? toVideo(row) : null;
}

export async function deleteVideo(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
  return rows.length > 0;
}

/** Words of the query as prefix terms; anything but letters and digits separates words. */
function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8);
}

/**
 * Full-text search over title, description, author, publisher and tags (the GIN-indexed
 * search_vector). Each word must match as a prefix, stemmed (english) or verbatim (simple).
 */
export async function searchVideos(db: Database, query: VideoSearchQuery): Promise<Video[]> {
  const words = searchWords(query.q);
  const conditions: SQL[] = [];
  const order: SQL[] = [];
  if (words.length > 0) {
    const terms = words.map(
      (word) =>
        sql`(to_tsquery('english', ${word + ':*'}) || to_tsquery('simple', ${word + ':*'}))`,
    );
    const tsQuery = sql.join(terms, sql` && `);
    conditions.push(sql`${videos.searchVector} @@ (${tsQuery})`);
    order.push(sql`ts_rank(${videos.searchVector}, (${tsQuery})) desc`);
  }
  if (query.videoType && query.videoType !== 'all') {
    conditions.push(sql`lower(${videos.videoType}) = ${query.videoType.toLowerCase()}`);
  }
  if (query.minDuration !== undefined) conditions.push(gte(videos.duration, query.minDuration));
  if (query.maxDuration !== undefined) conditions.push(lte(videos.duration, query.maxDuration));
  const rows = await db
    .select(publicColumns)
    .from(videos)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...order, ...newestFirst)
    .limit(query.limit);
  return rows.map(toVideo);
}
