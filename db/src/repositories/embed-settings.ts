// A video's embed settings (contract/src/embed-settings.ts), kept in its own columns of videos.
import { eq } from 'drizzle-orm';
import type { EmbedSettings } from '@lumen/contract';
import type { Database } from '../database.ts';
import { videos } from '../schema.ts';

const settingsColumns = {
  allowedHosts: videos.embedAllowedHosts,
  captionsOn: videos.embedCaptionsOn,
};

/** The settings of any video by id, whatever its visibility; null when there is no such video. */
export async function findEmbedSettings(db: Database, id: number): Promise<EmbedSettings | null> {
  const [row] = await db.select(settingsColumns).from(videos).where(eq(videos.id, id));
  return row ?? null;
}

/** Changes the settings given, keeps the others; null when there is no such video. */
export async function saveEmbedSettings(
  db: Database,
  id: number,
  settings: Partial<EmbedSettings>,
): Promise<EmbedSettings | null> {
  if (settings.allowedHosts === undefined && settings.captionsOn === undefined)
    return findEmbedSettings(db, id);
  const [row] = await db
    .update(videos)
    .set({
      embedAllowedHosts: settings.allowedHosts,
      embedCaptionsOn: settings.captionsOn,
    })
    .where(eq(videos.id, id))
    .returning(settingsColumns);
  return row ?? null;
}
