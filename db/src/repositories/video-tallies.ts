// A list's total and its video types without counting every video: the kept tallies of videos by
// visibility, type and featured flag (migrations/0016_video_tallies.sql), and of each category's
// videos by the same keys (migrations/0017_category_tallies.sql), for lists filtered by nothing
// but those. What visitors see subtracts the public videos whose publish time has not come yet,
// counted through their partial index (scheduled videos are few).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { categories, categoryTallies, videos, videoTallies } from '../schema.ts';

export interface TallyFilters {
  /** Undefined: what visitors see (public and published); 'all': every video. */
  visibility?: string;
  /** Compared in lower case, like the list's type filter; '' and 'all' filter nothing. */
  type?: string;
  featured?: boolean;
  /** The videos of the category of this name (the spec's rule, as video_in_category has it). */
  categoryName?: string;
}

/**
 * How many videos match `filters` and the distinct video types (lower case, not blank, in the
 * database's order) of the videos that match them regardless of type; null when no category has
 * `categoryName` (nothing keeps that name's tallies).
 */
export async function tallyVideos(
  db: Database,
  filters: TallyFilters,
): Promise<{ total: number; videoTypes: string[] } | null> {
  const listed = filters.visibility === undefined;
  const tally = filters.categoryName === undefined ? videoTallies : categoryTallies;
  const tallyWhere: SQL[] = [];
  const scheduledWhere: SQL[] = [
    sql`${videos.visibility} = 'public'`,
    sql`${videos.publishAt} > now()`,
  ];
  if (filters.categoryName !== undefined) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.name} = ${filters.categoryName}`)
      .orderBy(categories.id)
      .limit(1);
    if (!category) return null;
    // Categories of one name hold the same videos: any of them has the name's tallies.
    tallyWhere.push(sql`${categoryTallies.categoryId} = ${category.id}`);
    scheduledWhere.push(sql`video_in_category(${videos.tags}, ${filters.categoryName})`);
  }
  if (listed) tallyWhere.push(sql`${tally.visibility} = 'public'`);
  else if (filters.visibility !== 'all')
    tallyWhere.push(sql`${tally.visibility} = ${filters.visibility}`);
  if (filters.featured !== undefined) {
    tallyWhere.push(sql`${tally.isFeatured} = ${filters.featured}`);
    scheduledWhere.push(sql`${videos.isFeatured} = ${filters.featured}`);
  }
  const where = (conditions: SQL[]) =>
    conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const scheduled = listed
    ? sql`SELECT coalesce(lower(${videos.videoType}), '') AS video_type, -count(*) AS videos
        FROM ${videos} ${where(scheduledWhere)} GROUP BY 1`
    : sql`SELECT NULL::text AS video_type, 0::bigint AS videos WHERE false`;
  const result = await db.execute(sql`
    SELECT video_type, sum(videos)::int AS videos
    FROM (SELECT ${tally.videoType} AS video_type, ${tally.videos}::bigint AS videos
        FROM ${tally} ${where(tallyWhere)}
      UNION ALL ${scheduled}) AS counts
    GROUP BY video_type HAVING sum(videos) > 0 ORDER BY video_type`);
  // node-postgres and PGlite both answer { rows }; drizzle's shared type cannot say so.
  const rows = (result as { rows: { video_type: string; videos: number }[] }).rows;
  const type = filters.type && filters.type !== 'all' ? filters.type.toLowerCase() : undefined;
  let total = 0;
  const videoTypes: string[] = [];
  for (const row of rows) {
    if (type === undefined || row.video_type === type) total += Number(row.videos);
    if (/[^ ]/.test(row.video_type)) videoTypes.push(row.video_type); // not blank, as btrim sees it
  }
  return { total, videoTypes };
}
