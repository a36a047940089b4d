// The event store's view counts, copied into the catalogue so lists can sort by views with an
// index (the event store stays the source of every figure shown).
import { asc, gt, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { videos } from '../schema.ts';

/** Up to `limit` video ids after `afterId`, in id order: the copy walks the catalogue in chunks. */
export async function listVideoIdsAfter(
  db: Database,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(gt(videos.id, afterId))
    .orderBy(asc(videos.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Stores these counts, writing only the rows whose count changed; answers how many changed. */
export async function saveViewCounts(
  db: Database,
  counts: ReadonlyMap<number, number>,
): Promise<number> {
  if (counts.size === 0) return 0;
  const ids = [...counts.keys()];
  const views = ids.map((id) => counts.get(id)!);
  // Two array parameters (as array literals), not a parameter per number.
  const asArray = (numbers: number[]) => `{${numbers.join(',')}}`;
  const result = await db.execute(sql`
    UPDATE ${videos} SET view_count = c.views
    FROM unnest(${asArray(ids)}::int[], ${asArray(views)}::int[]) AS c(id, views)
    WHERE ${videos.id} = c.id AND ${videos.viewCount} <> c.views`);
  // node-postgres answers rowCount, PGlite affectedRows; drizzle's shared type names neither.
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}
