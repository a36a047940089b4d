// Imports create videos through the same rules as the admin's form: the contract's schema
// (link fields, lengths), then prepareVideo (tags, sanitising, YouTube links).
import { videoCreateSchema, type Video, type VideoCreate } from '@lumen/contract';
import { insertVideo, prepareVideo, type Database } from '@lumen/db';

/** Throws an Error naming the first rule the fields break. */
export async function createImportedVideo(db: Database, fields: VideoCreate): Promise<Video> {
  const parsed = videoCreateSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${issue.path.join('.') || 'video'}: ${issue.message}`);
  }
  return insertVideo(db, prepareVideo(parsed.data));
}

/** Long platform texts are cut to what the video fields hold rather than refused. */
export const clip = (text: string | undefined, max: number): string | undefined =>
  text === undefined ? undefined : text.length > max ? `${text.slice(0, max - 1)}…` : text;
