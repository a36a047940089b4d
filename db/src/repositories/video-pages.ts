// The catalogue's list reads (GET /api/videos): filters, five orders and keyset pages. A page
// starts after the last row of the previous one by its sort value and id, so videos inserted
// between two requests never shift a page (no duplicates, no gaps), and a deep page costs what
// the first one does.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Video, VideoListQuery, VideoPage } from '@lumen/contract';
import type { Database } from '../database.ts';
import { videos } from '../schema.ts';
import {
  findSimilarWords,
  searchMatch,
  searchWords,
  toVideo,
  videoColumns,
  type SimilarWords,
} from './videos.ts';
import { tallyVideos } from './video-tallies.ts';
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

/** The visibility condition of the filters: the videos a read and its typo tolerance cover. */
function visibilityCondition(filters: VideoListFilters): SQL | undefined {
  const visibility = filters.visibility;
  if (visibility === undefined) return listedVideo;
  return visibility === 'all' ? undefined : eq(videos.visibility, visibility);
}

/** Category names longer than this are matched by the plain rule (no substring lookup). */
const MAX_INDEXED_CATEGORY_NAME = 64;

/** `text` as a LIKE pattern matching itself alone (the default escape character, `\`). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The spec's rule: a tag (trimmed, lower case, not blank) contains the category's name, or the
 * name contains the tag. Read from the columns the database derives from the tags
 * (migrations/0012): "contains the name" is a LIKE over the tags between unit separators
 * (a trigram index where pg_trgm is), "the name contains it" is an overlap of the tag array with
 * every substring of the name (a GIN index). Both are exactly the rule: a name without a unit
 * separator cannot match across two tags.
 */
function inCategory(categoryName: string): SQL {
  const name = categoryName.toLowerCase();
  const chars = [...name]; // code points, as strpos counts characters
  if (name.includes('\x1f') || chars.length > MAX_INDEXED_CATEGORY_NAME)
    return sql`EXISTS (SELECT 1 FROM unnest(${videos.tags}) AS tag
      WHERE btrim(lower(tag)) <> ''
        AND (strpos(btrim(lower(tag)), ${name}) > 0 OR strpos(${name}, btrim(lower(tag))) > 0))`;
  const substrings = new Set<string>();
  for (let start = 0; start < chars.length; start += 1)
    for (let end = start + 1; end <= chars.length; end += 1)
      substrings.add(chars.slice(start, end).join(''));
  return sql`(${videos.tagText} LIKE ${`%${likeLiteral(name)}%`}
    OR ${videos.tagKeys} && ${sql.param([...substrings])}::text[])`;
}

/** The WHERE conditions of the filters (the cursor aside) and the search's rank. */
function filterConditions(
  filters: VideoListFilters,
  similar: SimilarWords,
): { where: SQL[]; rank: SQL | null } {
  const { where, rank } = searchMatch(
    filters.q ?? '',
    { videoType: filters.type, minDuration: filters.minDuration, maxDuration: filters.maxDuration },
    similar,
  );
  const visibility = visibilityCondition(filters);
  if (visibility) where.push(visibility);
  if (filters.featured !== undefined) where.push(eq(videos.isFeatured, filters.featured));
  if (filters.categoryName !== undefined) where.push(inCategory(filters.categoryName));
  return { where, rank };
}

/** The search words of the filters widened by similar catalogue words (videos.ts). */
function similarWordsOf(db: Database, filters: VideoListFilters): Promise<SimilarWords> {
  return findSimilarWords(db, searchWords(filters.q ?? ''), visibilityCondition(filters));
}

/** Every matching video, in the asked order (the spec's unpaged GET /api/videos). */
export async function listVideos(db: Database, filters: VideoListFilters): Promise<Video[]> {
  const { where, rank } = filterConditions(filters, await similarWordsOf(db, filters));
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
  const similar = await similarWordsOf(db, filters);
  const { where, rank } = filterConditions(filters, similar);
  const { sort, key } = orderOf(filters, rank);
  // A cursor holds its sort and direction: one handed out for another order is refused.
  const order = `${sort}:${key.descending ? 'desc' : 'asc'}`;
  const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor, order);
  const limit = page.limit + 1; // one more tells whether a next page exists
  let rows: PageRow[];
  let total: number | undefined;
  if (after) {
    const type = sql.raw(key.type);
    const keyset = key.descending
      ? sql`(${key.value}, ${videos.id}) < (${after.value}::${type}, ${after.id})`
      : sql`(${key.value}, ${videos.id}) > (${after.value}::${type}, ${after.id})`;
    rows = await selectPage(db, [...where, keyset], key, limit);
  } else if (rank) {
    ({ rows, total } = await selectCountedFirstPage(db, where, key, limit));
  } else {
    rows = await selectPage(db, where, key, limit);
  }
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  const nextCursor =
    rows.length > page.limit && last
      ? encodeCursor({ sort: order, value: last.sortValue, id: last.id })
      : null;
  const result: VideoPage = { items: items.map(toVideo), nextCursor };
  if (after) return result;
  const withTypes = filters.facets === 'videoTypes';
  const tally = !rank && isTallied(filters) ? await tallyVideos(db, filters) : null;
  if (tally) {
    result.total = tally.total;
    if (withTypes) result.videoTypes = tally.videoTypes;
  } else if (total === undefined && (!withTypes || filters.type === undefined)) {
    // Without a type filter the facet's filters are the count's: one pass for both.
    Object.assign(result, await summarizeMatches(db, where, withTypes));
  } else {
    result.total = total ?? (await summarizeMatches(db, where, false)).total;
    if (withTypes) {
      const facet = filterConditions({ ...filters, type: undefined }, similar);
      result.videoTypes = (await summarizeMatches(db, facet.where, true)).videoTypes;
    }
  }
  return result;
}

/** Whether the kept tallies answer the filters' count (no words or durations). */
function isTallied(filters: VideoListFilters): boolean {
  return filters.minDuration === undefined && filters.maxDuration === undefined;
}

type PageRow = Awaited<ReturnType<typeof selectPage>>[number];

/** Up to `limit` matching videos in the key's order, each with its sort value as text. */
function selectPage(db: Database, where: SQL[], key: SortKey, limit: number) {
  const direction = key.descending ? sql`DESC` : sql`ASC`;
  return db
    .select({ ...videoColumns, sortValue: sql<string>`(${key.value})::text` })
    .from(videos)
    .where(and(...where))
    .orderBy(sql`${key.value} ${direction}`, sql`${videos.id} ${direction}`)
    .limit(limit);
}

/**
 * A search's first page and the count of its matches, in one pass over the matches: ranking
 * visits every one of them anyway. The matches' ids and sort values are computed first (OFFSET 0
 * keeps that subquery whole, so the count buffers two small values a match, never the search
 * document; and the planner reads the matches through the WHERE's indexes, never along a sort
 * index), then counted, ordered and cut to the page, and only the page's rows are read whole.
 */
async function selectCountedFirstPage(
  db: Database,
  where: SQL[],
  key: SortKey,
  limit: number,
): Promise<{ rows: PageRow[]; total: number }> {
  const direction = key.descending ? sql`DESC` : sql`ASC`;
  const matches = sql`(SELECT id, sort_value, total
    FROM (SELECT id, sort_value, (count(*) OVER ())::int AS total
      FROM (SELECT ${videos.id} AS id, ${key.value} AS sort_value FROM ${videos}
        WHERE ${and(...where)} OFFSET 0) AS matched) AS counted
    ORDER BY sort_value ${direction}, id ${direction}
    LIMIT ${limit}) AS matches`;
  const rows = await db
    .select({
      ...videoColumns,
      sortValue: sql<string>`(matches.sort_value)::text`,
      total: sql<number>`matches.total`,
    })
    .from(videos)
    .innerJoin(matches, sql`matches.id = ${videos.id}`)
    .orderBy(sql`matches.sort_value ${direction}`, sql`matches.id ${direction}`);
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * How many videos match and, when asked, their distinct video types (lower case, sorted), in one
 * pass over them.
 */
async function summarizeMatches(
  db: Database,
  where: SQL[],
  withTypes: boolean,
): Promise<{ total: number; videoTypes?: string[] }> {
  const type = sql`lower(${videos.videoType})`;
  const videoTypes = sql<string[]>`coalesce(array_agg(DISTINCT ${type} ORDER BY ${type})
    FILTER (WHERE btrim(coalesce(${videos.videoType}, '')) <> ''), '{}')`;
  const [row] = await db
    .select({ total: count(), ...(withTypes ? { videoTypes } : {}) })
    .from(videos)
    .where(and(...where));
  return { total: row?.total ?? 0, ...(withTypes ? { videoTypes: row?.videoTypes ?? [] } : {}) };
}
