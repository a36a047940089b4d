import { count, sql } from 'drizzle-orm';
import { sourceTypeOf } from '@lumen/contract';
import type { Database } from '../database.ts';
import {
  categories,
  interactiveElements,
  playlists,
  playlistVideos,
  quizzes,
  surveys,
  videos,
} from '../schema.ts';
import { CATEGORY_SEED } from './categories.ts';
import {
  DEMO_COLLECTIONS,
  DEMO_INTERACTIVE_VIDEO,
  DEMO_QUIZ,
  DEMO_SURVEY,
  DEMO_VIDEOS,
  youTubeFields,
} from './demo-content.ts';

export type SeedMode = 'demo' | 'none';

/** Any constant works; it only has to be the same for every process sharing the database. */
const SEED_LOCK_KEY = 724_003;

/**
 * Seeds an empty database once. 'none' installs only the categories the product needs;
 * 'demo' adds demo videos, collections, a quiz and a survey. A database that already has
 * categories or videos is left as it is, so restarts never duplicate or overwrite data.
 * Processes starting at once on one database seed one at a time (a transaction-scoped advisory
 * lock): the first seeds, the others then find its rows and skip.
 */
export async function seedContent(db: Database, mode: SeedMode): Promise<'seeded' | 'skipped'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [{ n: categoryCount } = { n: 0 }] = await tx.select({ n: count() }).from(categories);
    const [{ n: videoCount } = { n: 0 }] = await tx.select({ n: count() }).from(videos);
    if (categoryCount > 0 || videoCount > 0) return 'skipped';

    await tx.insert(categories).values(CATEGORY_SEED.map((c, i) => ({ ...c, sortOrder: i })));
    if (mode === 'none') return 'seeded';

    // Oldest first, so the first video listed (newest) is the first demo video.
    const base = Date.now() - DEMO_VIDEOS.length * 86_400_000;
    const inserted = await tx
      .insert(videos)
      .values(
        DEMO_VIDEOS.map((v, i) => ({
          title: v.title,
          description: v.description,
          sourceUrl: v.sourceUrl,
          sourceType: sourceTypeOf(v.sourceUrl),
          thumbnailUrl: v.thumbnailUrl,
          duration: v.duration,
          author: v.author,
          publisher: v.publisher,
          brand: v.brand ?? null,
          language: 'en',
          tags: v.tags,
          videoType: v.videoType,
          isFeatured: v.isFeatured ?? false,
          createdAt: new Date(base + (DEMO_VIDEOS.length - i) * 86_400_000),
          ...youTubeFields(v),
        })),
      )
      .returning({ id: videos.id, title: videos.title });
    const idOf = (title: string) => inserted.find((v) => v.title === title)!.id;

    for (const [i, collection] of DEMO_COLLECTIONS.entries()) {
      const [row] = await tx
        .insert(playlists)
        .values({ name: collection.name, description: collection.description, sortOrder: i })
        .returning({ id: playlists.id });
      await tx.insert(playlistVideos).values(
        collection.videoTitles.map((t, order) => ({
          playlistId: row!.id,
          videoId: idOf(t),
          sortOrder: order,
        })),
      );
    }

    const videoId = idOf(DEMO_INTERACTIVE_VIDEO);
    const [quiz] = await tx
      .insert(quizzes)
      .values({ ...DEMO_QUIZ, videoId })
      .returning({ id: quizzes.id });
    const [survey] = await tx
      .insert(surveys)
      .values({ ...DEMO_SURVEY, videoId })
      .returning({ id: surveys.id });
    await tx.insert(interactiveElements).values([
      {
        videoId,
        elementType: 'quiz',
        elementId: quiz!.id,
        timecode: DEMO_QUIZ.timecode,
        pauseVideo: true,
      },
      {
        videoId,
        elementType: 'survey',
        elementId: survey!.id,
        timecode: DEMO_SURVEY.timecode,
        pauseVideo: true,
      },
    ]);
    return 'seeded';
  });
}
