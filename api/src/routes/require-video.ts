import { findVideo, type Database } from '@lumen/db';
import { notFound } from '../plugins/errors.ts';

/** The check of every route under a video: the video of that id, or 404 "Video not found". */
export function createRequireVideo(db: Database) {
  return async (id: number) => {
    const video = await findVideo(db, id);
    if (!video) throw notFound('Video');
    return video;
  };
}
