import type { CurrentUser } from '@lumen/contract';
import { findVideo, findWatchableVideo, type Database, type VideoAudience } from '@lumen/db';
import { notFound } from '../plugins/errors.ts';

/** Admins see every video; every other caller what its visibility allows. */
export function videoAudience(user: CurrentUser | null): VideoAudience {
  return user?.role === 'admin' ? 'admin' : 'public';
}

/**
 * The check of every route under a video: the video of that id as this caller may see it, or
 * 404 "Video not found" (a draft or a scheduled video does not exist for visitors).
 */
export function createRequireVideo(db: Database) {
  return async (id: number, user: CurrentUser | null) => {
    const video =
      videoAudience(user) === 'admin' ? await findVideo(db, id) : await findWatchableVideo(db, id);
    if (!video) throw notFound('Video');
    return video;
  };
}
