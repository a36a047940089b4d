// A video's embed settings (contract/src/embed-settings.ts), kept in its own columns of videos.
import { eq } from 'drizzle-orm';
import type { EmbedSettings } from '@lumen/contract';
import type { Database } from '../database.ts';
import { videos } from '../schema.ts';

/** The settings of any video by id, whatever its visibility; null when there is no such video. */
export async function findEmbedSettings(db: Database, id: number): Promise<EmbedSettings | null> {
  const [row] = await db
    .select({ allowedHosts: videos.embedAllowedHosts })
    .from(videos)
    .where(eq(videos.id, id));
  return row ?? null;
}

/** Replaces the settings; null when there is no such video. */
export async function saveEmbedSettings(
  db: Database,
  id: number,
  settings: EmbedSettings,
): Promise<EmbedSettings | null> {
  const [row] = await db
    .update(videos)
    .set({ embedAllowedHosts: settings.allowedHosts })
    .where(eq(videos.id, id))
    .returning({ allowedHosts: videos.embedAllowedHosts });
  return row ?? null;
}
