// Several api processes starting at once on one empty database each seed it: one seeds, the
// others skip, and nobody crashes on the loser's duplicate categories (CI saw exactly that).
import { afterEach, describe, expect, it } from 'vitest';
import { schema, seedContent, type ContentStore } from '@lumen/db';
import { CATEGORY_SEED } from '../../db/src/seed/categories.ts';
import { openTestStore, storeKinds } from './support/stores.ts';

describe.each(storeKinds)('seeding on %s', (kind) => {
  let store: ContentStore | null = null;
  afterEach(async () => {
    await store?.close();
    store = null;
  });

  it.each(['none', 'demo'] as const)(
    'four racing %s seeds leave one set of rows',
    async (mode) => {
      store = await openTestStore(kind);
      const { db } = store;
      const outcomes = await Promise.all(Array.from({ length: 4 }, () => seedContent(db, mode)));
      expect(outcomes.filter((outcome) => outcome === 'seeded')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'skipped')).toHaveLength(3);
      const categoryRows = (await db.select().from(schema.categories)).length;
      expect(categoryRows).toBe(CATEGORY_SEED.length);
      const videoRows = (await db.select().from(schema.videos)).length;
      if (mode === 'none') expect(videoRows).toBe(0);
      else expect(videoRows).toBeGreaterThan(0);
      expect(await seedContent(db, mode)).toBe('skipped');
    },
    60_000,
  );
});
