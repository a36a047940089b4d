// Opening a store: migrations applied once and again, exclusive work, seeding.
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentStore } from '../../../src/content-store.ts';
import type { Database } from '../../../src/database.ts';
import * as schema from '../../../src/schema.ts';
import {
  findVideo,
  insertVideo,
  listCategories,
  listCollections,
  listInteractiveElements,
  listVideos,
  seedContent,
} from '../../../src/index.ts';
import type { ContractContext } from './context.ts';
import { selectRows, videoValues, insideRolledBack, MIGRATION_COUNT } from './fixtures.ts';

export function describeOpening(context: ContractContext) {
  let db: Database;
  beforeEach(() => {
    db = context.store().db;
  });

  describe('opening and migrating', () => {
    it('opens as its kind and answers a ping', async () => {
      expect(context.store().kind).toBe(context.adapter.kind);
      await expect(context.store().ping()).resolves.toBeUndefined();
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
        'category_tallies_categories_inserted_trigger',
        'category_tallies_categories_updated_trigger',
        'category_tallies_videos_deleted_trigger',
        'category_tallies_videos_inserted_trigger',
        'category_tallies_videos_updated_trigger',
        'search_terms_inserted_trigger',
        'search_terms_updated_trigger',
        'survey_answer_days_delete',
        'survey_answer_days_insert',
        'survey_answer_days_update_1',
        'survey_answer_days_update_2',
        'video_tallies_deleted_trigger',
        'video_tallies_inserted_trigger',
        'video_tallies_updated_trigger',
        'videos_search_vector_trigger',
      ]);
    });

    it('reopening a migrated database applies nothing again and keeps its rows', async () => {
      const video = await insertVideo(db, videoValues());
      await context.reopen();
      db = context.store().db;
      const [applied] = await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied!.n).toBe(MIGRATION_COUNT);
      expect(await findVideo(db, video.id)).toEqual(video);
    });

    it('runs exclusive work, hands back its result, and is free again after a failure', async () => {
      await expect(context.store().exclusively(async () => 42)).resolves.toBe(42);
      await expect(
        context.store().exclusively(async () => {
          throw new Error('work failed');
        }),
      ).rejects.toThrow('work failed');
      await expect(context.store().exclusively(async () => 'again')).resolves.toBe('again');
    });

    it.runIf(context.adapter.sharedByProcesses)(
      'stores opening one empty database at once migrate it once, and seed it once',
      async () => {
        const fresh = await context.adapter.createDatabase();
        const stores: ContentStore[] = [];
        try {
          stores.push(...(await Promise.all([fresh.open(), fresh.open(), fresh.open()])));
          const [applied] = await selectRows<{ n: number }>(
            stores[0]!.db,
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          );
          expect(applied!.n).toBe(MIGRATION_COUNT);
          const outcomes = await Promise.all(stores.map((s) => seedContent(s.db, 'none')));
          expect(outcomes.sort()).toEqual(['seeded', 'skipped', 'skipped']);
        } finally {
          for (const s of stores) await s.close();
          await fresh.drop();
        }
      },
    );

    it.runIf(context.adapter.sharedByProcesses)(
      'exclusive work of two stores on one database runs one at a time',
      async () => {
        const other = await context.database().open();
        try {
          let releaseFirst!: () => void;
          const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
          const order: string[] = [];
          const first = context.store().exclusively(async () => {
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
        const videos = await listVideos(tx, { visibility: 'all' });
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
}
