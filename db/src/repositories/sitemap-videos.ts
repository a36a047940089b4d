// The listed videos a sitemap names: public and published only (video-visibility.ts), in id
// order so each sitemap file holds a stable slice however the catalogue is sorted elsewhere.
import { and, asc, count, gt, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { videos } from '../schema.ts';
import { listedVideo } from './video-visibility.ts';

export interface SitemapVideo {
  id: number;
  /** When it became visible: its publish time, else its creation. */
  publishedAt: Date;
}

export async function countListedVideos(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(videos).where(listedVideo);
  return row?.n ?? 0;
}

/** Up to `limit` listed videos after `afterId`. */
export async function listSitemapVideos(
  db: Database,
  afterId: number,
  limit: number,
): Promise<SitemapVideo[]> {
  return db
    .select({
      id: videos.id,
      publishedAt: sql<Date>`coalesce(${videos.publishAt}, ${videos.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(videos)
    .where(and(listedVideo, gt(videos.id, afterId)))
    .orderBy(asc(videos.id))
    .limit(limit);
}

/** The id the listed videos of sitemap file `index` (0-based, `perFile` each) start after. */
export async function sitemapFileStart(
  db: Database,
  index: number,
  perFile: number,
): Promise<number | null> {
  if (index === 0) return 0;
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(listedVideo)
    .orderBy(asc(videos.id))
    .offset(index * perFile - 1)
    .limit(1);
  return row?.id ?? null;
}
