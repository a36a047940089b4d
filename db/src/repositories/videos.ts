import { and, asc, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Chapter, Video, VideoSearchQuery } from '@lumen/contract';
import type { Database } from '../database.ts';
import { videos } from '../schema.ts';
import { listedVideo, watchableVideo } from './video-visibility.ts';

type VideoRow = typeof videos.$inferSelect;
export type VideoWrite = Omit<
  typeof videos.$inferInsert,
  'id' | 'searchVector' | 'createdAt' | 'viewCount'
>;

// Every column but those the database derives for search and the category rule, and the copied
// view count, which stay inside the database (views are read from the event store, where they
// are current).
const {
  searchVector: _searchVector,
  tagKeys: _tagKeys,
  tagText: _tagText,
  viewCount: _viewCount,
  ...publicColumns
} = getTableColumns(videos);

type DerivedColumn = 'searchVector' | 'tagKeys' | 'tagText' | 'viewCount';

export function toVideo(row: Omit<VideoRow, DerivedColumn>): Video {
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
    visibility: row.visibility as Video['visibility'],
    publishAt: row.publishAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    youtubeVideoId: row.youtubeVideoId,
    youtubeChannelTitle: row.youtubeChannelTitle,
    youtubeShareUrl: row.youtubeShareUrl,
    youtubeEmbedUrl: row.youtubeEmbedUrl,
    chapters: row.chapters,
  };
}

export { publicColumns as videoColumns };
const newestFirst = [desc(videos.createdAt), desc(videos.id)];

/** The featured videos visitors see: listed ones only. */
export async function listFeaturedVideos(db: Database): Promise<Video[]> {
  const rows = await db
    .select(publicColumns)
    .from(videos)
    .where(and(eq(videos.isFeatured, true), listedVideo))
    .orderBy(...newestFirst);
  return rows.map(toVideo);
}

/** Every video's id: the ingest's set of trackable videos. */
export async function listVideoIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: videos.id }).from(videos);
  return rows.map((row) => row.id);
}

/** Any video by id, whatever its visibility (admin and internal reads). */
export async function findVideo(db: Database, id: number): Promise<Video | null> {
  const [row] = await db.select(publicColumns).from(videos).where(eq(videos.id, id));
  return row ? toVideo(row) : null;
}

/** A video by id as visitors may open it by link: drafts and scheduled videos are absent. */
export async function findWatchableVideo(db: Database, id: number): Promise<Video | null> {
  const [row] = await db
    .select(publicColumns)
    .from(videos)
    .where(and(eq(videos.id, id), watchableVideo));
  return row ? toVideo(row) : null;
}

/** Of these ids, the videos visitors may watch (view counts of the others are not shown). */
export async function watchableVideoIds(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(sql`${videos.id} IN ${ids}`, watchableVideo))
    .orderBy(asc(videos.id));
  return rows.map((row) => row.id);
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

/** Replaces the video's chapters (checked and sorted by the contract's chaptersInputSchema). */
export async function setVideoChapters(
  db: Database,
  id: number,
  chapters: Chapter[],
): Promise<Video | null> {
  return updateVideo(db, id, { chapters });
}

export async function deleteVideo(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
  return rows.length > 0;
}

/**
 * Words of the query as the search takes them: lower case, anything but letters and digits
 * separates words, repeats once, at most 8.
 */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8);
}

export type SearchFilters = Pick<VideoSearchQuery, 'videoType' | 'minDuration' | 'maxDuration'>;

/** A word the full text finds in fewer videos than this is widened by similar words. */
const FEW_FULL_TEXT_MATCHES = 3;
/** Typo tolerance is for words of four letters or more (numbers and short words have none). */
const TYPO_WORD = /^\p{L}{4,}$/u;
/** The most catalogue words a misspelt word is widened by. */
const SIMILAR_WORDS = 5;

/** Search words that are widened by catalogue words like them (typo tolerance). */
export type SimilarWords = ReadonlyMap<string, readonly string[]>;

/** A word's full-text query: a prefix, stemmed (english) or verbatim (simple). */
function wordQuery(word: string): SQL {
  return sql`(to_tsquery('english', ${word + ':*'}) || to_tsquery('simple', ${word + ':*'}))`;
}

/** The word's query, or else the query of any of the catalogue words like it (as if typed). */
function widenedWordQuery(word: string, similar: SimilarWords): SQL {
  const alike = similar.get(word);
  if (!alike) return wordQuery(word);
  return sql`(${sql.join([word, ...alike].map(wordQuery), sql` || `)})`;
}

/**
 * Typo tolerance: of these search words, those of four or more letters that the full text finds
 * in fewer than three of the videos `scope` admits (the reader's visibility; other filters
 * aside), each with the catalogue words most like it (the words of titles, tags and authors
 * whose pg_trgm word_similarity to it is 0.6 or more, the best five: migrations/0012). None
 * where the store has no pg_trgm. One statement, whatever the number of words.
 */
export async function findSimilarWords(
  db: Database,
  words: readonly string[],
  scope: SQL | undefined,
): Promise<SimilarWords> {
  const candidates = [...new Set(words)].filter((word) => TYPO_WORD.test(word));
  if (candidates.length === 0) return new Map();
  const probes = candidates.map(
    (word, i) => sql`SELECT ${i}::int AS i, search_terms_like(${word}, ${SIMILAR_WORDS}) AS similar
      WHERE (SELECT count(*) FROM (SELECT 1 FROM ${videos}
        WHERE ${and(scope, sql`${videos.searchVector} @@ ${wordQuery(word)}`)}
        LIMIT ${FEW_FULL_TEXT_MATCHES}) AS found) < ${FEW_FULL_TEXT_MATCHES}`,
  );
  const result = await db.execute(sql.join(probes, sql` UNION ALL `));
  // node-postgres and PGlite both answer { rows }; drizzle's shared type cannot say so.
  const rows = (result as { rows: { i: number; similar: string[] }[] }).rows;
  return new Map(
    rows
      .filter((row) => row.similar.length > 0)
      .map((row) => [candidates[Number(row.i)]!, row.similar]),
  );
}

/**
 * The search's one matching rule: the WHERE conditions and the rank of a text and filters.
 * Every word must match the full text as a prefix, stemmed (english) or verbatim (simple); a
 * word of `similar` (findSimilarWords) may instead match one of its similar catalogue words.
 * Videos matching every word as typed rank above those that needed a similar word.
 * Public reads add the listing rule (listedVideo): search never finds drafts or unlisted videos.
 */
export function searchMatch(
  text: string,
  filters: SearchFilters,
  similar: SimilarWords = new Map(),
): { where: SQL[]; rank: SQL | null } {
  const words = searchWords(text);
  const where: SQL[] = [];
  let rank: SQL | null = null;
  if (words.length > 0) {
    const tsQuery = sql.join(words.map(wordQuery), sql` && `);
    if (!words.some((word) => similar.has(word))) {
      where.push(sql`${videos.searchVector} @@ (${tsQuery})`);
      rank = sql`ts_rank(${videos.searchVector}, (${tsQuery}))`;
    } else {
      const widened = sql.join(
        words.map((word) => widenedWordQuery(word, similar)),
        sql` && `,
      );
      where.push(sql`${videos.searchVector} @@ (${widened})`);
      // ts_rank stays below 1: matches of the words as typed come first.
      rank = sql`(CASE WHEN ${videos.searchVector} @@ (${tsQuery})
        THEN 2 + ts_rank(${videos.searchVector}, (${tsQuery}))
        ELSE ts_rank(${videos.searchVector}, (${widened})) END)`;
    }
  }
  if (filters.videoType && filters.videoType !== 'all') {
    where.push(sql`lower(${videos.videoType}) = ${filters.videoType.toLowerCase()}`);
  }
  if (filters.minDuration !== undefined) where.push(gte(videos.duration, filters.minDuration));
  if (filters.maxDuration !== undefined) where.push(lte(videos.duration, filters.maxDuration));
  return { where, rank };
}

/**
 * Full-text search over title, description, author, publisher and tags (the GIN-indexed
 * search_vector), typo-tolerant (findSimilarWords, searchMatch).
 */
export async function searchVideos(db: Database, query: VideoSearchQuery): Promise<Video[]> {
  const similar = await findSimilarWords(db, searchWords(query.q), listedVideo);
  const { where, rank } = searchMatch(query.q, query, similar);
  const rows = await db
    .select(publicColumns)
    .from(videos)
    .where(and(listedVideo, ...where))
    .orderBy(...(rank ? [desc(rank)] : []), ...newestFirst)
    .limit(query.limit);
  return rows.map(toVideo);
}

/**
 * Which of these search texts find at least one video with the same filters, by the search's
 * own rule (typo tolerance included), in two statements (the header's suggestions offer only
 * those). Keeps their order.
 */
export async function textsWithResults(
  db: Database,
  texts: readonly string[],
  filters: SearchFilters,
): Promise<string[]> {
  if (texts.length === 0) return [];
  const similar = await findSimilarWords(db, texts.flatMap(searchWords), listedVideo);
  const probes = texts.map((text, i) => {
    const { where } = searchMatch(text, filters, similar);
    return sql`SELECT ${i}::int AS i WHERE EXISTS (SELECT 1 FROM ${videos} WHERE ${and(listedVideo, ...where)})`;
  });
  const result = await db.execute(sql.join(probes, sql` UNION ALL `));
  // node-postgres and PGlite both answer { rows }; drizzle's shared type cannot say so.
  const found = new Set((result as { rows: { i: number }[] }).rows.map((row) => Number(row.i)));
  return texts.filter((_, i) => found.has(i));
}
