// Who may see a video: the one rule every public read of the catalogue applies (lists, search,
// suggestions, collections, a video by id and everything under it).
import { sql, type SQL } from 'drizzle-orm';
import { videos } from '../schema.ts';

/** Admins see every video; everyone else sees what the video's visibility allows. */
export type VideoAudience = 'admin' | 'public';

/** A scheduled video is a draft to the public until its publish time. */
const published = sql`(${videos.publishAt} IS NULL OR ${videos.publishAt} <= now())`;

/** Shown in lists, search, suggestions, featured and related videos: public and published. */
export const listedVideo: SQL = sql`(${videos.visibility} = 'public' AND ${published})`;

/** Watchable by its link (page, embed, player data, share data): public or unlisted, published. */
export const watchableVideo: SQL = sql`(${videos.visibility} <> 'draft' AND ${published})`;

/** The condition a video read by id adds for this audience (none for admins). */
export function watchableBy(audience: VideoAudience): SQL | undefined {
  return audience === 'admin' ? undefined : watchableVideo;
}
