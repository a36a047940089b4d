// ONE contract suite for every ContentStore adapter: what the api relies on from the store, so
// that an adapter behaving differently (types, triggers, locks, errors, time zones) shows here.
// Each test builds its own rows; the database is created and migrated once per test file.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, is, sql, type SQL } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InteractiveElement, SurveyQuestion } from '@lumen/contract';
import type { ContentStore } from '../../src/content-store.ts';
import type { Database } from '../../src/database.ts';
import * as schema from '../../src/schema.ts';
import {
  ArchiveError,
  addCollectionEntry,
  admitLoginAttempt,
  deleteCollection,
  deleteExpiredSessions,
  deletePendingImportJob,
  deletePoll,
  deleteQuiz,
  deleteSurvey,
  deleteVideo,
  exportContent,
  findCollection,
  findImportJob,
  findPoll,
  findQuiz,
  findSessionUser,
  findSurvey,
  findUnfinishedImportJob,
  findUserByEmail,
  findVideo,
  findVideoIdBySource,
  forgiveLoginAttempt,
  importContent,
  insertCollection,
  insertImportJob,
  insertPoll,
  insertQuiz,
  insertQuizResponse,
  insertSession,
  insertSurvey,
  insertSurveyResponse,
  insertUser,
  insertUserIfAbsent,
  insertVideo,
  listCategories,
  listCollectionEntries,
  listCollections,
  listFeaturedVideos,
  listInteractiveElements,
  listStartedImportJobs,
  listSurveyTextAnswers,
  listVideos,
  queuePendingImportJobs,
  removeCollectionEntry,
  reorderCollectionEntries,
  requeueImportJob,
  searchVideos,
  seedContent,
  tallySurveyAnswers,
  textsWithResults,
  updateCategoryThumbnail,
  updateCollection,
  updateImportJob,
  updateInteractiveElement,
  updatePoll,
  updateQuiz,
  updateSurvey,
  updateVideo,
  type VideoWrite,
} from '../../src/index.ts';

/** One empty database of an adapter. */
export interface ContentStoreDatabase {
  /** Opens a store on this database, migrating it. PGlite: one open store at a time. */
  open(): Promise<ContentStore>;
  drop(): Promise<void>;
}

export interface ContentStoreAdapter {
  kind: ContentStore['kind'];
  createDatabase(): Promise<ContentStoreDatabase>;
  /** Several processes may open one database at once (Postgres): they take turns to migrate. */
  sharedByProcesses: boolean;
}

const MIGRATIONS = 5; // db/migrations/meta/_journal.json

async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer { rows }; drizzle's shared type cannot say so.
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The SQLSTATE of a failed statement, read as the api's error handler reads it. */
async function sqlStateOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    const failure = error as { code?: unknown; cause?: { code?: unknown } };
    return failure.cause?.code ?? failure.code;
  }
  throw new Error('the statement succeeded');
}

let made = 0;
/** A video of its own; `word` makes its title findable by this test only. */
function videoValues(values: Partial<VideoWrite> = {}): VideoWrite {
  made += 1;
  return { title: `Video ${made}`, sourceUrl: `https://example.com/${made}.mp4`, ...values };
}

const uniqueText = (label: string) => `${label}-${Date.now()}-${Math.random()}`;

/** Rolls a transaction back after `work`, so its rows never reach another test. */
class Rollback extends Error {}
async function insideRolledBack(db: Database, work: (tx: Database) => Promise<void>) {
  await expect(
    db.transaction(async (tx) => {
      await work(tx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

export function describeContentStoreContract(adapter: ContentStoreAdapter) {
  describe(`content store contract: ${adapter.kind}`, () => {
    let database: ContentStoreDatabase;
    let store: ContentStore;
    let db: Database;
    beforeAll(async () => {
      database = await adapter.createDatabase();
      store = await database.open();
      db = store.db;
    });
    afterAll(async () => {
      await store?.close();
      await database?.drop();
    });

    describe('opening and migrating', () => {
      it('opens as its kind and answers a ping', async () => {
        expect(store.kind).toBe(adapter.kind);
        await expect(store.ping()).resolves.toBeUndefined();
      });

      it('migrates to exactly the tables, columns, indexes and triggers the schema declares', async () => {
        const tables = Object.values(schema).filter((value) => is(value, PgTable));
        const declared = tables.flatMap((table) => {
          const config = getTableConfig(table);
          return config.columns.map((column) => ({
            table: config.name,
            column: column.name,
            type: column.getSQLType() === 'serial' ? 'integer' : column.getSQLType(),
            notNull: column.notNull || column.primary,
          }));
        });
        const actual = await selectRows<(typeof declared)[number]>(
          db,
          sql`select c.relname as "table", a.attname as "column",
                format_type(a.atttypid, a.atttypmod) as "type", a.attnotnull as "notNull"
              from pg_attribute a
              join pg_class c on c.oid = a.attrelid
              join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0
                and not a.attisdropped`,
        );
        const byName = (a: (typeof declared)[number], b: (typeof declared)[number]) =>
          `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`);
        expect(actual.sort(byName)).toEqual(declared.sort(byName));

        const indexes = await selectRows<{ name: string }>(
          db,
          sql`select indexname as name from pg_indexes where schemaname = 'public'`,
        );
        const indexNames = indexes.map((row) => row.name);
        for (const table of tables)
          for (const index of getTableConfig(table).indexes)
            expect(indexNames).toContain(index.config.name);

        const triggers = await selectRows<{ name: string }>(
          db,
          sql`select tgname as name from pg_trigger where not tgisinternal order by tgname`,
        );
        expect(triggers.map((row) => row.name)).toEqual([
          'survey_answer_days_delete',
          'survey_answer_days_insert',
          'survey_answer_days_update_1',
          'survey_answer_days_update_2',
          'videos_search_vector_trigger',
        ]);
      });

      it('reopening a migrated database applies nothing again and keeps its rows', async () => {
        const video = await insertVideo(db, videoValues());
        await store.close();
        store = await database.open();
        db = store.db;
        const [applied] = await selectRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect(applied!.n).toBe(MIGRATIONS);
        expect(await findVideo(db, video.id)).toEqual(video);
      });

      it('runs exclusive work, hands back its result, and is free again after a failure', async () => {
        await expect(store.exclusively(async () => 42)).resolves.toBe(42);
        await expect(
          store.exclusively(async () => {
            throw new Error('work failed');
          }),
        ).rejects.toThrow('work failed');
        await expect(store.exclusively(async () => 'again')).resolves.toBe('again');
      });

      it.runIf(adapter.sharedByProcesses)(
        'stores opening one empty database at once migrate it once, and seed it once',
        async () => {
          const fresh = await adapter.createDatabase();
          const stores: ContentStore[] = [];
          try {
            stores.push(...(await Promise.all([fresh.open(), fresh.open(), fresh.open()])));
            const [applied] = await selectRows<{ n: number }>(
              stores[0]!.db,
              sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
            );
            expect(applied!.n).toBe(MIGRATIONS);
            const outcomes = await Promise.all(stores.map((s) => seedContent(s.db, 'none')));
            expect(outcomes.sort()).toEqual(['seeded', 'skipped', 'skipped']);
          } finally {
            for (const s of stores) await s.close();
            await fresh.drop();
          }
        },
      );

      it.runIf(adapter.sharedByProcesses)(
        'exclusive work of two stores on one database runs one at a time',
        async () => {
          const other = await database.open();
          try {
            let releaseFirst!: () => void;
            const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
            const order: string[] = [];
            const first = store.exclusively(async () => {
              order.push('first start');
              await firstHolds;
              order.push('first end');
            });
            await vi.waitFor(() => expect(order).toEqual(['first start']), { timeout: 10_000 });
            const second = other.exclusively(async () => {
              order.push('second');
            });
            // The second store's lock request is queued behind the first's before we let go.
            await vi.waitFor(async () => {
              const [waiting] = await selectRows<{ n: number }>(
                db,
                sql`select count(*)::int as n from pg_locks
                    where locktype = 'advisory' and not granted
                      and database = (select oid from pg_database where datname = current_database())`,
              );
              expect(waiting!.n).toBe(1);
            });
            expect(order).toEqual(['first start']);
            releaseFirst();
            await Promise.all([first, second]);
            expect(order).toEqual(['first start', 'first end', 'second']);
          } finally {
            await other.close();
          }
        },
      );
    });

    describe('seeding', () => {
      it('seeds an empty database once: the categories in order, the demo content with its elements', async () => {
        await insideRolledBack(db, async (tx) => {
          await tx.delete(schema.videos);
          await tx.delete(schema.categories);
          expect(await seedContent(tx, 'demo')).toBe('seeded');
          expect(await seedContent(tx, 'demo')).toBe('skipped');
          const categories = await listCategories(tx);
          expect(categories.length).toBe(10);
          expect(categories[0]).toMatchObject({ slug: 'lectures-talks', thumbnailUrl: null });
          const videos = await listVideos(tx);
          expect(videos.length).toBeGreaterThan(0);
          // One after another: a transaction is one connection.
          const elementTypes: string[] = [];
          for (const video of videos)
            for (const element of await listInteractiveElements(tx, video.id))
              elementTypes.push(element.elementType);
          expect(elementTypes.sort()).toEqual(['quiz', 'survey']);
          const collections = await listCollections(tx);
          expect(collections.every((c) => c.videoCount > 0)).toBe(true);
        });
      });
    });

    describe('videos', () => {
      it('stores a video with the defaults the api leaves to the database', async () => {
        const before = Date.now();
        const video = await insertVideo(db, videoValues({ title: 'Defaults' }));
        const after = Date.now();
        expect(video).toMatchObject({
          title: 'Defaults',
          description: null,
          sourceType: 'upload',
          duration: 0,
          language: 'en',
          tags: [],
          isFeatured: false,
          youtubeVideoId: null,
        });
        // The database's clock and ours (same machine, or a server close to it).
        const created = Date.parse(video.createdAt);
        expect(created).toBeGreaterThanOrEqual(before - 5_000);
        expect(created).toBeLessThanOrEqual(after + 5_000);
        expect(await findVideo(db, video.id)).toEqual(video);
      });

      it('keeps tags and text exactly as written: quotes, commas, braces, backslashes, unicode', async () => {
        const tags = [
          'a,b',
          '"quoted"',
          '{braces}',
          'back\\slash',
          'NULL',
          '',
          'ünï 🎬',
          ' spaced ',
        ];
        const description = `It's "fine" — 100% \\ {x} \n second line`;
        const video = await insertVideo(db, videoValues({ tags, description }));
        expect(video.tags).toEqual(tags);
        expect((await findVideo(db, video.id))!).toMatchObject({ tags, description });
      });

      it('updates only the fields given, and answers null for a missing video', async () => {
        const video = await insertVideo(db, videoValues({ author: 'A. Author', duration: 10 }));
        const updated = await updateVideo(db, video.id, { duration: 99, isFeatured: true });
        expect(updated).toEqual({ ...video, duration: 99, isFeatured: true });
        expect(await updateVideo(db, video.id, {})).toEqual(updated);
        expect(await updateVideo(db, 2_000_000_000, { duration: 1 })).toBeNull();
        expect(await findVideo(db, 2_000_000_000)).toBeNull();
      });

      it('lists newest first (the later id first at the same time) and the featured ones apart', async () => {
        const at = new Date('2030-01-01T00:00:00Z');
        const [a, b, c] = await Promise.all(
          [false, true, true].map((isFeatured) => insertVideo(db, videoValues({ isFeatured }))),
        );
        const ids = [a!.id, b!.id, c!.id];
        await db.update(schema.videos).set({ createdAt: at }).where(eq(schema.videos.id, a!.id));
        await db.update(schema.videos).set({ createdAt: at }).where(eq(schema.videos.id, b!.id));
        await db
          .update(schema.videos)
          .set({ createdAt: new Date(at.getTime() - 1) })
          .where(eq(schema.videos.id, c!.id));
        const mine = (list: { id: number }[]) =>
          list.map((v) => v.id).filter((id) => ids.includes(id));
        expect(mine(await listVideos(db))).toEqual([
          Math.max(a!.id, b!.id),
          Math.min(a!.id, b!.id),
          c!.id,
        ]);
        expect(mine(await listFeaturedVideos(db))).toEqual([b!.id, c!.id]);
      });

      it('deletes a video once', async () => {
        const video = await insertVideo(db, videoValues());
        expect(await deleteVideo(db, video.id)).toBe(true);
        expect(await deleteVideo(db, video.id)).toBe(false);
        expect(await findVideo(db, video.id)).toBeNull();
      });

      it('finds a video by its YouTube id or else its exact source link', async () => {
        const youtubeVideoId = uniqueText('yt');
        const sourceUrl = `https://example.com/${uniqueText('src')}.mp4`;
        const byId = await insertVideo(db, videoValues({ youtubeVideoId }));
        const byUrl = await insertVideo(db, videoValues({ sourceUrl }));
        expect(await findVideoIdBySource(db, { youtubeVideoId, sourceUrl })).toBe(byId.id);
        expect(await findVideoIdBySource(db, { youtubeVideoId: 'absent', sourceUrl })).toBe(
          byUrl.id,
        );
        expect(await findVideoIdBySource(db, { sourceUrl: `${sourceUrl}?x` })).toBeNull();
        expect(await findVideoIdBySource(db, {})).toBeNull();
      });
    });

    describe('search', () => {
      // Each test searches for made-up words of its own.
      it('ranks a title match above tags, names and description, before recency', async () => {
        const w = 'glorpzq';
        const inTitle = await insertVideo(db, videoValues({ title: `The ${w} story` }));
        const inTags = await insertVideo(db, videoValues({ tags: [w] }));
        const inAuthor = await insertVideo(db, videoValues({ author: `Ann ${w}` }));
        const inDescription = await insertVideo(
          db,
          videoValues({ description: `<p>About <b>${w}</b> things</p>` }),
        );
        const found = await searchVideos(db, { q: w, limit: 50 });
        expect(found.map((v) => v.id)).toEqual([
          inTitle.id,
          inTags.id,
          inAuthor.id,
          inDescription.id,
        ]);
      });

      it('matches every word as a prefix, stemmed or as typed, ignoring case and punctuation', async () => {
        const w = 'blivetzq';
        const stemmed = await insertVideo(db, videoValues({ title: `Running the ${w}s` }));
        const verbatim = await insertVideo(
          db,
          videoValues({ title: 'Untitled', publisher: `O'Neill-${w}` }),
        );
        const ids = async (q: string) =>
          (await searchVideos(db, { q, limit: 50 })).map((v) => v.id).sort((a, b) => a - b);
        expect(await ids(`RUNS ${w}`)).toEqual([stemmed.id]);
        expect(await ids(w.slice(0, -1))).toEqual([stemmed.id, verbatim.id]);
        expect(await ids(`o'neill… ${w}!`)).toEqual([verbatim.id]);
        expect(await ids(`${w} nosuchwordzq`)).toEqual([]);
      });

      it('follows a changed title, and filters by type, duration and limit', async () => {
        const old = 'frobzq';
        const renamed = 'quuxzq';
        const video = await insertVideo(
          db,
          videoValues({ title: old, videoType: 'Lecture', duration: 120 }),
        );
        await updateVideo(db, video.id, { title: renamed });
        await updateVideo(db, video.id, { duration: 121 }); // a write the trigger ignores
        const other = await insertVideo(
          db,
          videoValues({ title: renamed, videoType: 'Interview', duration: 30 }),
        );
        const ids = async (query: Parameters<typeof searchVideos>[1]) =>
          (await searchVideos(db, query)).map((v) => v.id);
        expect(await ids({ q: old, limit: 50 })).toEqual([]);
        expect((await ids({ q: renamed, limit: 50 })).sort((a, b) => a - b)).toEqual([
          video.id,
          other.id,
        ]);
        expect(await ids({ q: renamed, videoType: 'lecture', limit: 50 })).toEqual([video.id]);
        expect(await ids({ q: renamed, videoType: 'all', limit: 50 })).toHaveLength(2);
        expect(await ids({ q: renamed, minDuration: 121, limit: 50 })).toEqual([video.id]);
        expect(await ids({ q: renamed, maxDuration: 30, limit: 50 })).toEqual([other.id]);
        expect(await ids({ q: renamed, limit: 1 })).toHaveLength(1);
      });

      it('tells which suggestion texts find a video, in their order, by the same rule', async () => {
        const w = 'zindlezq';
        await insertVideo(db, videoValues({ title: w, videoType: 'Talk' }));
        expect(
          await textsWithResults(db, [`${w} nosuchwordzq`, w, w.slice(0, 4), 'nosuchwordzq'], {}),
        ).toEqual([w, w.slice(0, 4)]);
        expect(await textsWithResults(db, [w], { videoType: 'talk' })).toEqual([w]);
        expect(await textsWithResults(db, [w], { videoType: 'Interview' })).toEqual([]);
        expect(await textsWithResults(db, [], {})).toEqual([]);
      });
    });

    describe('categories', () => {
      it('lists by sort order, then id, and sets or clears a thumbnail', async () => {
        const slug = uniqueText('cat');
        const [later, earlier] = await db
          .insert(schema.categories)
          .values([
            { name: 'Later', slug: `${slug}-b`, sortOrder: -1000 },
            { name: 'Earlier', slug: `${slug}-a`, sortOrder: -1001 },
          ])
          .returning();
        const listed = (await listCategories(db)).map((c) => c.id);
        expect(listed.slice(0, 2)).toEqual([earlier!.id, later!.id]);
        expect(await updateCategoryThumbnail(db, later!.id, '/uploads/x.png')).toMatchObject({
          id: later!.id,
          thumbnailUrl: '/uploads/x.png',
        });
        expect(await updateCategoryThumbnail(db, later!.id, null)).toMatchObject({
          thumbnailUrl: null,
        });
        expect(await updateCategoryThumbnail(db, 2_000_000_000, null)).toBeNull();
        await db.delete(schema.categories).where(eq(schema.categories.slug, `${slug}-a`));
        await db.delete(schema.categories).where(eq(schema.categories.slug, `${slug}-b`));
      });
    });

    describe('collections', () => {
      it('stores blank text as none, lists by sort order then newest, and updates only what is sent', async () => {
        const first = await insertCollection(db, { name: 'First', description: '', sortOrder: 7 });
        const second = await insertCollection(db, { name: 'Second', sortOrder: 7 });
        const top = await insertCollection(db, { name: 'Top', sortOrder: -7 });
        expect(first).toMatchObject({
          name: 'First',
          description: null,
          thumbnailUrl: null,
          categoryId: null,
          videoCount: 0,
        });
        const ids = [first.id, second.id, top.id];
        const listed = (await listCollections(db))
          .map((c) => c.id)
          .filter((id) => ids.includes(id));
        expect(listed).toEqual([top.id, second.id, first.id]);

        await db
          .update(schema.playlists)
          .set({ updatedAt: new Date('2020-01-01T00:00:00Z') })
          .where(eq(schema.playlists.id, first.id));
        const updated = await updateCollection(db, first.id, { description: 'Now described' });
        expect(updated).toMatchObject({
          name: 'First',
          description: 'Now described',
          sortOrder: 7,
        });
        expect(Date.parse(updated!.updatedAt)).toBeGreaterThan(Date.parse('2020-01-01T00:00:00Z'));
        expect(await updateCollection(db, 2_000_000_000, { name: 'x' })).toBeNull();

        expect(await deleteCollection(db, top.id)).toBe(true);
        expect(await deleteCollection(db, top.id)).toBe(false);
        expect(await findCollection(db, top.id)).toBeNull();
      });

      it('adds, orders, reorders and removes entries; a video is in a collection once', async () => {
        const collection = await insertCollection(db, { name: 'Entries' });
        // One by one: entries of the same sort order list by video id.
        const v1 = await insertVideo(db, videoValues());
        const v2 = await insertVideo(db, videoValues());
        const v3 = await insertVideo(db, videoValues());
        expect(await addCollectionEntry(db, collection.id, v1.id)).toBe('added');
        expect(await addCollectionEntry(db, collection.id, v2.id)).toBe('added');
        expect(await addCollectionEntry(db, collection.id, v3.id, 0)).toBe('added');
        expect(await addCollectionEntry(db, collection.id, v1.id)).toBe('already-in-collection');
        const order = async () =>
          (await listCollectionEntries(db, collection.id)).map((e) => [e.video.id, e.sortOrder]);
        expect(await order()).toEqual([
          [v1.id, 0],
          [v3.id, 0],
          [v2.id, 1],
        ]);
        expect((await findCollection(db, collection.id))!.videoCount).toBe(3);

        expect(await reorderCollectionEntries(db, collection.id, [v2.id, v3.id])).toBe('mismatch');
        expect(await reorderCollectionEntries(db, collection.id, [v2.id, v2.id, v3.id])).toBe(
          'mismatch',
        );
        expect(await order()).toEqual([
          [v1.id, 0],
          [v3.id, 0],
          [v2.id, 1],
        ]);
        expect(await reorderCollectionEntries(db, collection.id, [v2.id, v3.id, v1.id])).toBe(
          'reordered',
        );
        expect(await order()).toEqual([
          [v2.id, 0],
          [v3.id, 1],
          [v1.id, 2],
        ]);

        expect(await removeCollectionEntry(db, collection.id, v3.id)).toBe(true);
        expect(await removeCollectionEntry(db, collection.id, v3.id)).toBe(false);
        expect((await findCollection(db, collection.id))!.videoCount).toBe(2);
      });

      it('adds a video racing itself exactly once', async () => {
        const collection = await insertCollection(db, { name: 'Race' });
        const video = await insertVideo(db, videoValues());
        const outcomes = await Promise.all(
          Array.from({ length: 6 }, () => addCollectionEntry(db, collection.id, video.id)),
        );
        expect(outcomes.filter((o) => o === 'added')).toHaveLength(1);
        expect(await listCollectionEntries(db, collection.id)).toHaveLength(1);
      });
    });

    describe('quizzes, surveys and polls on the timeline', () => {
      const questions: SurveyQuestion[] = [
        {
          id: 'pick',
          text: 'Pick one',
          type: 'single_choice',
          options: ['Red', 'Blue'],
          required: true,
        },
        {
          id: 'many',
          text: 'Pick any',
          type: 'multiple_choice',
          options: ['X', 'Y', 'Z'],
          required: false,
        },
        { id: 'say', text: 'Say “something”', type: 'text', options: [], required: false },
        { id: 'rate', text: 'Rate', type: 'rating', options: [], required: false },
        { id: 'agree', text: 'Agree?', type: 'yes_no', options: [], required: false },
      ];
      const kinds = [
        {
          elementType: 'quiz' as const,
          insert: (videoId: number, timecode: number, pause: boolean) =>
            insertQuiz(
              db,
              videoId,
              {
                title: 'Quiz',
                question: 'Which one?',
                questionType: 'multiple_choice',
                options: ['Ä', 'b "quoted"', 'c, d'],
                correctAnswer: 'Ä',
                points: 3,
                isRequired: true,
                timecode,
              },
              pause,
            ),
          find: (id: number) => findQuiz(db, id),
          update: (id: number, timecode: number | undefined, pause?: boolean) =>
            updateQuiz(db, id, timecode === undefined ? {} : { timecode }, pause),
          remove: (id: number) => deleteQuiz(db, id),
        },
        {
          elementType: 'survey' as const,
          insert: (videoId: number, timecode: number, pause: boolean) =>
            insertSurvey(
              db,
              videoId,
              {
                title: 'Survey',
                description: null,
                questions,
                isAnonymous: true,
                isRequired: false,
                timecode,
              },
              pause,
            ),
          find: (id: number) => findSurvey(db, id),
          update: (id: number, timecode: number | undefined, pause?: boolean) =>
            updateSurvey(db, id, timecode === undefined ? {} : { timecode }, pause),
          remove: (id: number) => deleteSurvey(db, id),
        },
        {
          elementType: 'poll' as const,
          insert: (videoId: number, timecode: number, pause: boolean) =>
            insertPoll(
              db,
              videoId,
              { question: 'Best?', options: ['🍕', 'ü', 'a,b'], timecode },
              pause,
            ),
          find: (id: number) => findPoll(db, id),
          update: (id: number, timecode: number | undefined, pause?: boolean) =>
            updatePoll(db, id, timecode === undefined ? {} : { timecode }, pause),
          remove: (id: number) => deletePoll(db, id),
        },
      ];

      it.each(kinds)(
        'a $elementType keeps its one element in step: created, moved, paused, dragged, deleted',
        async ({ elementType, insert, find, update, remove }) => {
          const video = await insertVideo(db, videoValues());
          const item = await insert(video.id, 12.345678901234, false);
          expect(item.timecode).toBe(12.345678901234);
          expect(await find(item.id)).toEqual(item);
          const element = () => listInteractiveElements(db, video.id);
          expect(await element()).toEqual([
            {
              id: expect.any(Number),
              videoId: video.id,
              elementType,
              elementId: item.id,
              timecode: 12.345678901234,
              pauseVideo: false,
            },
          ]);

          expect((await update(item.id, 30.5, true))!.timecode).toBe(30.5);
          expect(await element()).toMatchObject([{ timecode: 30.5, pauseVideo: true }]);
          await update(item.id, undefined, false);
          expect(await element()).toMatchObject([{ timecode: 30.5, pauseVideo: false }]);

          const [{ id }] = (await element()) as [InteractiveElement];
          expect(await updateInteractiveElement(db, id, { timecode: 7.25 })).toMatchObject({
            timecode: 7.25,
          });
          expect((await find(item.id))!.timecode).toBe(7.25);
          expect(await updateInteractiveElement(db, 2_000_000_000, { timecode: 1 })).toBeNull();

          expect(await update(2_000_000_000, 1)).toBeNull();
          expect(await remove(item.id)).toBe(true);
          expect(await remove(item.id)).toBe(false);
          expect(await element()).toEqual([]);
          expect(await find(item.id)).toBeNull();
        },
      );

      it('round-trips the jsonb of quizzes, surveys and polls, and lists elements by timecode', async () => {
        const video = await insertVideo(db, videoValues());
        const [quiz, survey, poll] = await Promise.all(
          kinds.map((kind, i) => kind.insert(video.id, [20, 5, 12.5][i]!, true)),
        );
        expect(await findQuiz(db, quiz!.id)).toMatchObject({
          options: ['Ä', 'b "quoted"', 'c, d'],
          questionType: 'multiple_choice',
          correctAnswer: 'Ä',
        });
        expect((await findSurvey(db, survey!.id))!.questions).toEqual(questions);
        expect((await findPoll(db, poll!.id))!.options).toEqual(['🍕', 'ü', 'a,b']);
        expect((await listInteractiveElements(db, video.id)).map((e) => e.elementType)).toEqual([
          'survey',
          'poll',
          'quiz',
        ]);
      });

      describe('survey answers counted per UTC day', () => {
        const answer = {
          pick: 'Red',
          many: ['X', 'Z'],
          say: 'hello',
          rate: 4,
          agree: 'yes',
          gone: 'a question no longer asked',
        };
        const day = { from: '2026-03-01', to: '2026-03-01' };
        const tally = async (surveyId: number, period = day) =>
          Object.fromEntries(
            (await tallySurveyAnswers(db, [{ id: surveyId, questions }], period)).map((t) => [
              t.questionId,
              { answered: t.answered, ...Object.fromEntries(t.values) },
            ]),
          );
        const newSurvey = async () => {
          const video = await insertVideo(db, videoValues());
          return kinds[1]!.insert(video.id, 1, true);
        };

        it('counts a response as it is stored, by each question type', async () => {
          const survey = await newSurvey();
          await insertSurveyResponse(db, {
            surveyId: survey.id,
            responses: answer,
            createdAt: new Date('2026-03-01T12:00:00Z'),
          });
          expect(await tally(survey.id)).toEqual({
            pick: { answered: 1, Red: 1, Blue: 0 },
            many: { answered: 1, X: 1, Y: 0, Z: 1 },
            say: { answered: 1 },
            rate: { answered: 1, '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
            agree: { answered: 1, yes: 1, no: 0 },
          });
          const days = await db
            .select({ day: schema.surveyAnswerDays.day })
            .from(schema.surveyAnswerDays)
            .where(eq(schema.surveyAnswerDays.surveyId, survey.id));
          expect(new Set(days.map((d) => d.day))).toEqual(new Set(['2026-03-01']));
        });

        it('takes the UTC day whatever the session time zone, at the day’s last and first moments', async () => {
          const survey = await newSurvey();
          await db.transaction(async (tx) => {
            await tx.execute(sql`set local time zone 'Pacific/Kiritimati'`);
            await insertSurveyResponse(tx, {
              surveyId: survey.id,
              responses: { pick: 'Red' },
              createdAt: new Date('2026-03-01T23:59:59.999Z'),
            });
            await insertSurveyResponse(tx, {
              surveyId: survey.id,
              responses: { pick: 'Blue' },
              createdAt: new Date('2026-03-02T00:00:00.000Z'),
            });
          });
          expect((await tally(survey.id)).pick).toEqual({ answered: 1, Red: 1, Blue: 0 });
          expect((await tally(survey.id, { from: '2026-03-02', to: '2026-03-02' })).pick).toEqual({
            answered: 1,
            Red: 0,
            Blue: 1,
          });
          expect((await tally(survey.id, { from: '2026-02-28', to: '2026-03-03' })).pick).toEqual({
            answered: 2,
            Red: 1,
            Blue: 1,
          });
        });

        it('moves counts on an update and removes them on a delete, many rows in one statement', async () => {
          const survey = await newSurvey();
          const { surveyResponses } = schema;
          await db.insert(surveyResponses).values(
            [1, 2, 3].map(() => ({
              surveyId: survey.id,
              responses: { pick: 'Red', many: ['Y'] },
              createdAt: new Date('2026-03-01T08:00:00Z'),
            })),
          );
          expect((await tally(survey.id)).pick).toEqual({ answered: 3, Red: 3, Blue: 0 });
          await db
            .update(surveyResponses)
            .set({ responses: { pick: 'Blue' } })
            .where(eq(surveyResponses.surveyId, survey.id));
          expect(await tally(survey.id)).toMatchObject({
            pick: { answered: 3, Red: 0, Blue: 3 },
            many: { answered: 0, Y: 0 },
          });
          await db
            .update(surveyResponses)
            .set({ createdAt: new Date('2026-03-05T08:00:00Z') })
            .where(eq(surveyResponses.surveyId, survey.id));
          expect((await tally(survey.id)).pick).toEqual({ answered: 0, Red: 0, Blue: 0 });
          expect((await tally(survey.id, { from: '2026-03-05', to: '2026-03-05' })).pick).toEqual({
            answered: 3,
            Red: 0,
            Blue: 3,
          });
          await db.delete(surveyResponses).where(eq(surveyResponses.surveyId, survey.id));
          expect((await tally(survey.id, { from: '2026-01-01', to: '2026-12-31' })).pick).toEqual({
            answered: 0,
            Red: 0,
            Blue: 0,
          });
        });

        it('pages a text question’s answers newest first, within the period, with their total', async () => {
          const survey = await newSurvey();
          for (const [text, at] of [
            ['first', '2026-03-01T01:00:00.001Z'],
            ['second', '2026-03-01T02:00:00.002Z'],
            ['third', '2026-03-01T03:00:00.003Z'],
            ['next day', '2026-03-02T00:00:00.000Z'],
          ] as const)
            await insertSurveyResponse(db, {
              surveyId: survey.id,
              responses: { say: text },
              createdAt: new Date(at),
            });
          await insertSurveyResponse(db, {
            surveyId: survey.id,
            responses: { pick: 'Red' },
            createdAt: new Date('2026-03-01T04:00:00Z'),
          });
          const page = (n: number) =>
            listSurveyTextAnswers(db, survey.id, 'say', day, { page: n, pageSize: 2 });
          expect(await page(1)).toEqual({
            answers: [
              { text: 'third', at: '2026-03-01T03:00:00.003Z' },
              { text: 'second', at: '2026-03-01T02:00:00.002Z' },
            ],
            total: 3,
          });
          expect(await page(2)).toEqual({
            answers: [{ text: 'first', at: '2026-03-01T01:00:00.001Z' }],
            total: 3,
          });
        });
      });
    });

    describe('cascades', () => {
      it('deleting a video deletes its elements, responses, daily counts and collection entries', async () => {
        const [video, kept] = await Promise.all([1, 2].map(() => insertVideo(db, videoValues())));
        const collection = await insertCollection(db, { name: 'Cascade' });
        await addCollectionEntry(db, collection.id, video!.id);
        await addCollectionEntry(db, collection.id, kept!.id);
        const quiz = await insertQuiz(
          db,
          video!.id,
          {
            title: 'Q',
            question: 'Q?',
            questionType: 'text',
            options: [],
            points: 1,
            isRequired: false,
            timecode: 1,
          },
          true,
        );
        await insertQuizResponse(db, { quizId: quiz.id, answer: ['a', 'b'], isCorrect: true });
        const survey = await insertSurvey(
          db,
          video!.id,
          {
            title: 'S',
            questions: [{ id: 'q', text: 'Q', type: 'text', options: [], required: false }],
            isAnonymous: true,
            isRequired: false,
            timecode: 2,
          },
          true,
        );
        await insertSurveyResponse(db, { surveyId: survey.id, responses: { q: 'x' } });
        await insertPoll(db, video!.id, { question: 'P', options: ['a', 'b'], timecode: 3 }, false);

        expect(await deleteVideo(db, video!.id)).toBe(true);
        const [left] = await selectRows<Record<string, number>>(
          db,
          sql`select
            (select count(*)::int from quizzes where video_id = ${video!.id}) as quizzes,
            (select count(*)::int from quiz_responses where quiz_id = ${quiz.id}) as quiz_responses,
            (select count(*)::int from surveys where video_id = ${video!.id}) as surveys,
            (select count(*)::int from survey_responses where survey_id = ${survey.id}) as survey_responses,
            (select count(*)::int from survey_answer_days where survey_id = ${survey.id}) as survey_answer_days,
            (select count(*)::int from polls where video_id = ${video!.id}) as polls,
            (select count(*)::int from interactive_elements where video_id = ${video!.id}) as elements,
            (select count(*)::int from playlist_videos where video_id = ${video!.id}) as entries`,
        );
        expect(left).toEqual({
          quizzes: 0,
          quiz_responses: 0,
          surveys: 0,
          survey_responses: 0,
          survey_answer_days: 0,
          polls: 0,
          elements: 0,
          entries: 0,
        });
        expect((await listCollectionEntries(db, collection.id)).map((e) => e.video.id)).toEqual([
          kept!.id,
        ]);
      });

      it('deleting a survey with answers deletes its responses and daily counts', async () => {
        const video = await insertVideo(db, videoValues());
        const survey = await insertSurvey(
          db,
          video.id,
          {
            title: 'S',
            questions: [{ id: 'q', text: 'Q', type: 'yes_no', options: [], required: false }],
            isAnonymous: true,
            isRequired: false,
            timecode: 2,
          },
          true,
        );
        await insertSurveyResponse(db, { surveyId: survey.id, responses: { q: 'yes' } });
        expect(await deleteSurvey(db, survey.id)).toBe(true);
        const [left] = await selectRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from survey_answer_days where survey_id = ${survey.id}`,
        );
        expect(left!.n).toBe(0);
      });

      it('deleting a collection keeps its videos; deleting a category leaves its collections uncategorised', async () => {
        const [category] = await db
          .insert(schema.categories)
          .values({ name: 'Gone', slug: uniqueText('gone') })
          .returning();
        const collection = await insertCollection(db, { name: 'C', categoryId: category!.id });
        const video = await insertVideo(db, videoValues());
        await addCollectionEntry(db, collection.id, video.id);
        await db.delete(schema.categories).where(eq(schema.categories.id, category!.id));
        expect((await findCollection(db, collection.id))!.categoryId).toBeNull();
        expect(await deleteCollection(db, collection.id)).toBe(true);
        expect(await findVideo(db, video.id)).not.toBeNull();
        const [entries] = await selectRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from playlist_videos where playlist_id = ${collection.id}`,
        );
        expect(entries!.n).toBe(0);
      });

      it('deleting a user ends their sessions', async () => {
        const user = await insertUser(db, {
          email: `${uniqueText('gone')}@x.test`,
          passwordHash: 'h',
        });
        const idHash = uniqueText('session');
        await insertSession(db, idHash, user.id, new Date(Date.now() + 3_600_000));
        expect(await findSessionUser(db, idHash)).toEqual(user);
        await db.delete(schema.users).where(eq(schema.users.id, user.id));
        expect(await findSessionUser(db, idHash)).toBeNull();
      });
    });

    describe('errors the api turns into statuses', () => {
      it('a duplicate is 23505: a slug, an email in any case, an element, a collection entry', async () => {
        const slug = uniqueText('dup');
        await db.insert(schema.categories).values({ name: 'A', slug });
        expect(await sqlStateOf(db.insert(schema.categories).values({ name: 'B', slug }))).toBe(
          '23505',
        );
        await db.delete(schema.categories).where(eq(schema.categories.slug, slug));

        const email = `${uniqueText('dup')}@x.test`;
        await insertUser(db, { email, passwordHash: 'h' });
        expect(
          await sqlStateOf(insertUser(db, { email: email.toUpperCase(), passwordHash: 'h' })),
        ).toBe('23505');

        const video = await insertVideo(db, videoValues());
        const poll = await insertPoll(
          db,
          video.id,
          { question: 'P', options: ['a', 'b'], timecode: 1 },
          false,
        );
        expect(
          await sqlStateOf(
            db.insert(schema.interactiveElements).values({
              videoId: video.id,
              elementType: 'poll',
              elementId: poll.id,
              timecode: 2,
            }),
          ),
        ).toBe('23505');

        const collection = await insertCollection(db, { name: 'Dup' });
        await addCollectionEntry(db, collection.id, video.id);
        expect(
          await sqlStateOf(
            db
              .insert(schema.playlistVideos)
              .values({ playlistId: collection.id, videoId: video.id }),
          ),
        ).toBe('23505');
      });

      it('a missing referenced row is 23503', async () => {
        expect(
          await sqlStateOf(
            insertPoll(
              db,
              2_000_000_000,
              { question: 'P', options: ['a', 'b'], timecode: 1 },
              false,
            ),
          ),
        ).toBe('23503');
        const collection = await insertCollection(db, { name: 'Missing video' });
        expect(await sqlStateOf(addCollectionEntry(db, collection.id, 2_000_000_000))).toBe(
          '23503',
        );
        expect(await listCollectionEntries(db, collection.id)).toEqual([]);
      });

      it('a poll whose element cannot be written is not stored either', async () => {
        const video = await insertVideo(db, videoValues());
        const fields = { question: 'P', options: ['a', 'b'], timecode: 1 };
        const probe = await insertPoll(db, video.id, fields, false);
        // The next poll's id already has an element (serial ids are handed out one by one).
        await db
          .insert(schema.interactiveElements)
          .values({ videoId: video.id, elementType: 'poll', elementId: probe.id + 1, timecode: 1 });
        expect(await sqlStateOf(insertPoll(db, video.id, fields, false))).toBe('23505');
        expect(await findPoll(db, probe.id + 1)).toBeNull();
      });

      it('an id beyond integer range is 22003', async () => {
        expect(await sqlStateOf(findVideo(db, 2 ** 31))).toBe('22003');
      });
    });

    describe('transactions', () => {
      it('a failing transaction leaves nothing; a failing nested one leaves only its own work undone', async () => {
        const kept = videoValues();
        const undone = videoValues();
        await expect(
          db.transaction(async (tx) => {
            await tx.insert(schema.videos).values(undone);
            throw new Error('give up');
          }),
        ).rejects.toThrow('give up');
        await db.transaction(async (tx) => {
          await tx.insert(schema.videos).values(kept);
          await expect(
            tx.transaction(async (inner) => {
              await inner
                .insert(schema.videos)
                .values(videoValues({ sourceUrl: undone.sourceUrl }));
              inner.rollback();
            }),
          ).rejects.toThrow();
        });
        expect(await findVideoIdBySource(db, { sourceUrl: kept.sourceUrl })).not.toBeNull();
        expect(await findVideoIdBySource(db, { sourceUrl: undone.sourceUrl })).toBeNull();
      });

      it('a read-only transaction refuses writes (25006)', async () => {
        expect(
          await sqlStateOf(
            db.transaction((tx) => tx.insert(schema.videos).values(videoValues()), {
              isolationLevel: 'repeatable read',
              accessMode: 'read only',
            }),
          ),
        ).toBe('25006');
      });

      it('reads the same instants whatever the session time zone', async () => {
        const video = await insertVideo(db, videoValues());
        const at = new Date('2026-07-01T12:34:56.789Z');
        const response = await insertSurveyResponse(db, {
          surveyId: (await insertYesNoSurvey(db, video.id)).id,
          responses: {},
          createdAt: at,
        });
        for (const zone of ['Asia/Kathmandu', 'America/St_Johns', 'UTC']) {
          await db.transaction(async (tx) => {
            await tx.execute(sql.raw(`set local time zone '${zone}'`));
            expect((await findVideo(tx as unknown as Database, video.id))!.createdAt).toBe(
              video.createdAt,
            );
            const [row] = await tx
              .select({ createdAt: schema.surveyResponses.createdAt })
              .from(schema.surveyResponses)
              .where(eq(schema.surveyResponses.id, response.id));
            expect(row!.createdAt.toISOString()).toBe(at.toISOString());
          });
        }
      });
    });

    describe('accounts', () => {
      it('finds a user by email in any case, and inserts one only when absent', async () => {
        const email = `${uniqueText('Mixed')}@X.test`;
        const user = await insertUser(db, { email, passwordHash: 'hash', firstName: 'Ada' });
        expect(user).toMatchObject({ email, firstName: 'Ada', lastName: null, role: 'viewer' });
        expect(await findUserByEmail(db, email.toLowerCase())).toEqual({
          ...user,
          passwordHash: 'hash',
        });
        const racing = await Promise.all([
          insertUserIfAbsent(db, { email: email.toUpperCase(), passwordHash: 'h2' }),
          insertUserIfAbsent(db, { email: `new-${email}`, passwordHash: 'h3' }),
          insertUserIfAbsent(db, { email: `NEW-${email}`, passwordHash: 'h4' }),
        ]);
        expect(racing[0]).toBeNull();
        expect(racing.slice(1).filter((u) => u !== null)).toHaveLength(1);
      });

      it('a session finds its user until it expires; expired sessions are cleared', async () => {
        const user = await insertUser(db, {
          email: `${uniqueText('s')}@x.test`,
          passwordHash: 'h',
        });
        const live = uniqueText('live');
        const expired = uniqueText('expired');
        await insertSession(db, live, user.id, new Date(Date.now() + 3_600_000));
        await insertSession(db, expired, user.id, new Date(Date.now() - 1));
        expect(await findSessionUser(db, live)).toEqual(user);
        expect(await findSessionUser(db, expired)).toBeNull();
        await deleteExpiredSessions(db);
        const left = await db
          .select({ idHash: schema.sessions.idHash })
          .from(schema.sessions)
          .where(eq(schema.sessions.userId, user.id));
        expect(left).toEqual([{ idHash: live }]);
      });

      it('admits racing login attempts never past the limit, then again after forgiveness or the window', async () => {
        const key = uniqueText('ip');
        const limits = [{ key, maxAttempts: 3 }];
        const outcomes = await Promise.all(
          Array.from({ length: 8 }, () => admitLoginAttempt(db, limits, 60_000)),
        );
        expect(outcomes.filter((o) => o.admitted)).toHaveLength(3);
        for (const refused of outcomes.filter((o) => !o.admitted))
          expect(refused).toEqual({ admitted: false, retryAfterSeconds: expect.any(Number) });
        const refused = outcomes.find((o) => !o.admitted) as { retryAfterSeconds: number };
        expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);

        await forgiveLoginAttempt(db, key, []);
        expect(await admitLoginAttempt(db, limits, 60_000)).toEqual({ admitted: true });
        await admitLoginAttempt(db, limits, 60_000);
        await admitLoginAttempt(db, limits, 60_000);
        expect((await admitLoginAttempt(db, limits, 60_000)).admitted).toBe(false);
        await db
          .update(schema.loginAttempts)
          .set({ windowStart: sql`now() - interval '2 minutes'` })
          .where(eq(schema.loginAttempts.key, key));
        expect(await admitLoginAttempt(db, limits, 60_000)).toEqual({ admitted: true });
      });
    });

    describe('import jobs', () => {
      it('keeps a job’s entries and derives its counts through queueing, progress and retry', async () => {
        const playlistId = uniqueText('PL');
        const job = await insertImportJob(db, {
          playlistUrl: `https://www.youtube.com/playlist?list=${playlistId}`,
          playlistId,
          name: null,
          category: 'Interviews',
          videoType: 'Interview',
          entries: [
            { youtubeId: 'a', title: 'A “one”' },
            { youtubeId: 'b', title: 'B' },
          ],
        });
        expect(job).toMatchObject({
          status: 'pending',
          totalVideos: 2,
          stage: '2 videos ready to import',
        });
        expect((await findUnfinishedImportJob(db, playlistId))!.id).toBe(job.id);

        await queuePendingImportJobs(db);
        expect(await deletePendingImportJob(db, job.id)).toBe('not-pending');
        expect(await deletePendingImportJob(db, 2_000_000_000)).toBe('not-found');
        expect((await listStartedImportJobs(db)).map((s) => s.job.id)).toContain(job.id);

        const finished = await updateImportJob(db, job.id, {
          status: 'completed',
          progress: 100,
          videos: [
            { youtubeId: 'a', title: 'A “one”', status: 'imported', videoId: null, error: null },
            { youtubeId: 'b', title: 'B', status: 'failed', videoId: null, error: 'gone' },
          ],
        });
        expect(finished).toMatchObject({ importedVideos: 1, failedVideos: 1, errors: ['B: gone'] });
        expect(Date.parse(finished!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(job.createdAt));
        expect(await findUnfinishedImportJob(db, playlistId)).toBeNull();

        const retried = await requeueImportJob(db, job.id);
        expect(retried).toMatchObject({ status: 'queued', failedVideos: 0 });
        expect(retried!.videos.map((v) => v.status)).toEqual(['imported', 'pending']);
        expect(await findImportJob(db, job.id)).toEqual(retried);
      });
    });

    describe('archives', () => {
      it('exports the content and imports it back in place unchanged, counts and sequences included', async () => {
        const video = await insertVideo(db, videoValues({ tags: ['x,y'] }));
        const survey = await insertYesNoSurvey(db, video.id);
        await insertSurveyResponse(db, {
          surveyId: survey.id,
          responses: { q: 'yes' },
          createdAt: new Date('2026-03-01T10:00:00Z'),
        });
        const counts = () =>
          tallySurveyAnswers(db, [survey], { from: '2026-03-01', to: '2026-03-01' });
        const countsBefore = await counts();
        const dirs: string[] = [];
        const tempDir = async () => {
          const dir = await mkdtemp(join(tmpdir(), 'lumen-archive-'));
          dirs.push(dir);
          return dir;
        };
        try {
          const uploadsDir = await tempDir();
          const first = await tempDir();
          const exported = await exportContent(db, {
            source: adapter.kind,
            uploadsDir,
            archiveDir: first,
          });
          expect(exported.rows.videos).toBeGreaterThan(0);

          await expect(importContent(db, { archiveDir: first, uploadsDir })).rejects.toBeInstanceOf(
            ArchiveError,
          );
          await importContent(db, { archiveDir: first, uploadsDir, replace: true });

          const second = await tempDir();
          await exportContent(db, { source: adapter.kind, uploadsDir, archiveDir: second });
          const tablesOf = async (dir: string) =>
            JSON.parse(await readFile(join(dir, 'content.json'), 'utf8')).tables;
          expect(await tablesOf(second)).toEqual(await tablesOf(first));
          expect(await counts()).toEqual(countsBefore);
          expect((await insertVideo(db, videoValues())).id).toBeGreaterThan(video.id);
        } finally {
          for (const dir of dirs) await rm(dir, { recursive: true, force: true });
        }
      });
    });
  });
}

/** A one-question yes/no survey on a video. */
function insertYesNoSurvey(db: Database, videoId: number) {
  return insertSurvey(
    db,
    videoId,
    {
      title: 'S',
      description: null,
      questions: [{ id: 'q', text: 'Q', type: 'yes_no', options: [], required: false }],
      isAnonymous: true,
      isRequired: false,
      timecode: 1,
    },
    true,
  );
}
