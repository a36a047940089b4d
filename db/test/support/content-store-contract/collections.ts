// Collections and their ordered entries.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/database.ts';
import * as schema from '../../../src/schema.ts';
import {
  addCollectionEntry,
  deleteCollection,
  findCollection,
  insertCollection,
  InvalidCursorError,
  insertVideo,
  listCollectionEntries,
  listCollections,
  pageCollectionEntries,
  removeCollectionEntry,
  reorderCollectionEntries,
  updateCollection,
} from '../../../src/index.ts';
import type { ContractContext } from './context.ts';
import { videoValues } from './fixtures.ts';

export function describeCollections(context: ContractContext) {
  let db: Database;
  beforeEach(() => {
    db = context.store().db;
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
      const listed = (await listCollections(db)).map((c) => c.id).filter((id) => ids.includes(id));
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
        (await listCollectionEntries(db, collection.id, 'admin')).map((e) => [
          e.video.id,
          e.sortOrder,
        ]);
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

    it('pages the entries in order, visitors seeing the listed videos only', async () => {
      const collection = await insertCollection(db, { name: 'Paged' });
      const ids: number[] = [];
      for (const visibility of ['public', 'draft', 'public', 'unlisted', 'public'] as const) {
        const video = await insertVideo(db, videoValues({ visibility }));
        await addCollectionEntry(db, collection.id, video.id);
        ids.push(video.id);
      }
      const readPages = async (audience: 'admin' | 'public') => {
        const seen: number[] = [];
        let cursor: string | undefined;
        do {
          const page = await pageCollectionEntries(db, collection.id, audience, {
            limit: 2,
            cursor,
          });
          seen.push(...page.items.map((entry) => entry.video.id));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        return seen;
      };
      expect(await readPages('admin')).toEqual(ids);
      expect(await readPages('public')).toEqual([ids[0], ids[2], ids[4]]);
      // An entry added after the first page was read comes at the end; none is read twice.
      const first = await pageCollectionEntries(db, collection.id, 'admin', { limit: 2 });
      const added = await insertVideo(db, videoValues());
      await addCollectionEntry(db, collection.id, added.id);
      const rest = await pageCollectionEntries(db, collection.id, 'admin', {
        limit: 10,
        cursor: first.nextCursor!,
      });
      expect(rest.items.map((entry) => entry.video.id)).toEqual([...ids.slice(2), added.id]);
      await expect(
        pageCollectionEntries(db, collection.id, 'admin', { limit: 2, cursor: 'e30' }),
      ).rejects.toBeInstanceOf(InvalidCursorError);
    });

    it('adds a video racing itself exactly once', async () => {
      const collection = await insertCollection(db, { name: 'Race' });
      const video = await insertVideo(db, videoValues());
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () => addCollectionEntry(db, collection.id, video.id)),
      );
      expect(outcomes.filter((o) => o === 'added')).toHaveLength(1);
      expect(await listCollectionEntries(db, collection.id, 'admin')).toHaveLength(1);
    });
  });
}
