// The catalogue's list reads (GET /api/videos): filters, five orders and keyset pages. A page
// starts after the last row of the previous one by its sort value and id, so videos inserted
// between two requests never shift a page (no duplicates, no gaps), and a deep page costs what
// the first one does.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Video, VideoListQuery, VideoPage } from '@lumen/contract';
import type { Database } from '../database.ts';
import { videos } from '../schema.ts';
import { searchMatch, toVideo, videoColumns } from './videos.ts';
import { listedVideo } from './video-visibility.ts';

export type VideoSort = NonNullable<VideoListQuery['sort']>;

/**
 * The filters of a list read; the caller decided who may ask for which visibility. Without a
 * visibility a read lists what visitors see; internal work over every video asks for 'all'.
 */
export type VideoListFilters = Omit<
  VideoListQuery,
  'limit' | 'cursor' | 'category' | 'sort' | 'order'
> & {
  sort?: VideoSort;
  order?: 'asc' | 'desc';
  /** A category's name: its videos by the spec's tag rule (contract/src/category-rule.ts). */
  categoryName?: string;
};

/** A cursor this store did not hand out, or handed out for another sort. */
export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

const cursorSchema = z.object({ sort: z.string(), value: z.string(), id: z.number().int() });
type Cursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor in `text`, which must have been handed out for `sort`. */
export function decodeCursor(text: string, sort: string): Cursor {
  let cursor: Cursor;
  try {
    cursor = cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new InvalidCursorError();
  }
  if (cursor.sort !== sort) throw new InvalidCursorError();
  return cursor;
}

interface SortKey {
  /** The value ordered by, ahead of the id. */
  value: SQL;
  /** Its SQL type, to read a cursor's text back exactly (timestamps keep microseconds). */
  type: 'timestamptz' | 'text' | 'integer' | 'real';
  descending: boolean;
}

function sortKey(sort: VideoSort, rank: SQL | null): SortKey {
  switch (sort) {
    case 'newest':
      return { value: sql`${videos.createdAt}`, type: 'timestamptz', descending: true };
    case 'oldest':
      return { value: sql`${videos.createdAt}`, type: 'timestamptz', descending: false };
    case 'title':
      // Case-insensitive, so 'apple' comes before 'Banana' in every collation.
      return { value: sql`lower(${videos.title})`, type: 'text', descending: false };
    case 'duration':
      return { value: sql`${videos.duration}`, type: 'integer', descending: false };
    case 'views':
      // The copied counts (video-view-counts.ts): one copy interval (VIEW_COUNT_COPY_SECONDS) behind the event store.
      return { value: sql`${videos.viewCount}`, type: 'integer', descending: true };
    case 'relevance':
      // Without search words there is no rank: relevance is then the newest first.
      return rank ? { value: rank, type: 'real', descending: true } : sortKey('newest', null);
  }
}

/** The sort asked for (relevance when searching, else newest), in the direction asked for. */
function orderOf(filters: VideoListFilters, rank: SQL | null): { sort: VideoSort; key: SortKey } {
  const sort = filters.sort ?? (rank ? 'relevance' : 'newest');
  const key = sortKey(sort, rank);
  if (filters.order) key.descending = filters.order === 'desc';
  return { sort, key };
}

/** The WHERE conditions of the filters (the cursor aside). */
function filterConditions(filters: VideoListFilters): { where: SQL[]; rank: SQL | null } {
  const { where, rank } = searchMatch(filters.q ?? '', {
    videoType: filters.type,
    minDuration: filters.minDuration,
    maxDuration: filters.maxDuration,
  });
  const visibility = filters.visibility;
  if (visibility === undefined) where.push(listedVideo);
  else if (visibility !== 'all') where.push(eq(videos.visibility, visibility));
  if (filters.featured !== undefined) where.push(eq(videos.isFeatured, filters.featured));
  if (filters.categoryName !== undefined) {
    // The spec's rule: a tag contains the category's name, or the name contains the tag.
    const name = filters.categoryName.toLowerCase();
    where.push(sql`EXISTS (SELECT 1 FROM unnest(${videos.tags}) AS tag
      WHERE btrim(lower(tag)) <> ''
        AND (strpos(btrim(lower(tag)), ${name}) > 0 OR strpos(${name}, btrim(lower(tag))) > 0))`);
  }
  return { where, rank };
}

/** Every matching video, in the asked order (the spec's unpaged GET /api/videos). */
export async function listVideos(db: Database, filters: VideoListFilters): Promise<Video[]> {
  const { where, rank } = filterConditions(filters);
  const { key } = orderOf(filters, rank);
  const direction = key.descending ? sql`DESC` : sql`ASC`;
  const rows = await db
    .select(videoColumns)
    .from(videos)
    .where(and(...where))
    .orderBy(sql`${key.value} ${direction}`, sql`${videos.id} ${direction}`);
  return rows.map(toVideo);
}

/** One page of matching videos after `cursor` (the first page without one). */
export async function pageVideos(
  db: Database,
  filters: VideoListFilters,
  page: { limit: number; cursor?: string },
): Promise<VideoPage> {
  const { where, rank } = filterConditions(filters);
  const { sort, key } = orderOf(filters, rank);
  const direction = key.descending ? sql`DESC` : sql`ASC`;
  // A cursor holds its sort and direction: one handed out for another order is refused.
  const order = `${sort}:${key.descending ? 'desc' : 'asc'}`;
  const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor, order);
  const type = sql.raw(key.type);
  const keyset = after
    ? key.descending
      ? sql`(${key.value}, ${videos.id}) < (${after.value}::${type}, ${after.id})`
      : sql`(${key.value}, ${videos.id}) > (${after.value}::${type}, ${after.id})`
    : undefined;
  const rows = await db
    .select({ ...videoColumns, sortValue: sql<string>`(${key.value})::text` })
    .from(videos)
    .where(and(...where, keyset))
    .orderBy(sql`${key.value} ${direction}`, sql`${videos.id} ${direction}`)
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  const nextCursor =
    rows.length > page.limit && last
      ? encodeCursor({ sort: order, value: last.sortValue, id: last.id })
      : null;
  const result: VideoPage = { items: items.map(toVideo), nextCursor };
  if (!after) {
    const [total] = await db
      .select({ n: count() })
      .from(videos)
      .where(and(...where));
    result.total = total?.n ?? 0;
    if (filters.facets === 'videoTypes')
      result.videoTypes = await videoTypesMatching(db, { ...filters, type: undefined });
  }
  return result;
}

/** The distinct video types (lower case, sorted) of the videos the filters match. */
async function videoTypesMatching(db: Database, filters: VideoListFilters): Promise<string[]> {
  const { where } = filterConditions(filters);
  const type = sql<string>`lower(${videos.videoType})`;
  const rows = await db
    .selectDistinct({ type })
    .from(videos)
    .where(and(...where, sql`btrim(coalesce(${videos.videoType}, '')) <> ''`))
    .orderBy(type);
  return rows.map((row) => row.type);
}
