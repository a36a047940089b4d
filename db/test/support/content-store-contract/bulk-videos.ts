// One action over many videos, and the catalogue's derived reads: the copied view counts and
// the sitemap's slices of listed videos.
import { inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_TAGS } from '@lumen/contract';
import type { Database } from '../../../src/database.ts';
import * as schema from '../../../src/schema.ts';
import {
  addTagToVideos,
  countListedVideos,
  deleteVideos,
  existingVideoIds,
  findVideo,
  insertVideo,
  listSitemapVideos,
  listVideoIdsAfter,
  saveViewCounts,
  setVideosFeatured,
  setVideosVisibility,
  sitemapFileStart,
} from '../../../src/index.ts';
import type { ContractContext } from './context.ts';
import { insideRolledBack, selectRows, videoValues } from './fixtures.ts';

const MISSING = 2_000_000_000;

export function describeBulkVideos(context: ContractContext) {
  let db: Database;
  beforeEach(() => {
    db = context.store().db;
  });

  async function insertVideos(count: number) {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) ids.push((await insertVideo(db, videoValues())).id);
    return ids;
  }

  describe('bulk actions', () => {
    it('features, hides and deletes many videos at once, answering the ids it found', async () => {
      const ids = await insertVideos(3);
      expect(await existingVideoIds(db, [...ids, MISSING])).toEqual(new Set(ids));
      expect(await setVideosFeatured(db, [ids[0]!, ids[1]!, MISSING], true)).toEqual(
        new Set([ids[0], ids[1]]),
      );
      expect(await setVideosVisibility(db, [ids[1]!, ids[2]!], 'draft')).toEqual(
        new Set([ids[1], ids[2]]),
      );
      expect(await findVideo(db, ids[0]!)).toMatchObject({
        isFeatured: true,
        visibility: 'public',
      });
      expect(await findVideo(db, ids[1]!)).toMatchObject({ isFeatured: true, visibility: 'draft' });
      expect(await findVideo(db, ids[2]!)).toMatchObject({
        isFeatured: false,
        visibility: 'draft',
      });
      expect(await deleteVideos(db, [ids[0]!, ids[2]!, MISSING])).toEqual(
        new Set([ids[0], ids[2]]),
      );
      expect(await existingVideoIds(db, ids)).toEqual(new Set([ids[1]]));
    });

    it('adds a tag once whatever its case, and never past the tag limit', async () => {
      const plain = await insertVideo(db, videoValues({ tags: ['one'] }));
      const tagged = await insertVideo(db, videoValues({ tags: ['Music'] }));
      const full = await insertVideo(
        db,
        videoValues({ tags: Array.from({ length: MAX_TAGS }, (_, i) => `tag ${i}`) }),
      );
      expect(await addTagToVideos(db, [plain.id, tagged.id, full.id, MISSING], 'music')).toEqual(
        new Set([plain.id, tagged.id]),
      );
      expect((await findVideo(db, plain.id))!.tags).toEqual(['one', 'music']);
      expect((await findVideo(db, tagged.id))!.tags).toEqual(['Music']);
      expect((await findVideo(db, full.id))!.tags).toHaveLength(MAX_TAGS);
    });
  });

  describe('view counts copied from the event store', () => {
    it('walks the catalogue in id order and writes only the counts that changed', async () => {
      const ids = await insertVideos(3);
      expect(await listVideoIdsAfter(db, ids[0]!, 2)).toEqual([ids[1], ids[2]]);
      const counts = new Map(ids.map((id, i) => [id, (i + 1) * 1_000]));
      expect(await saveViewCounts(db, counts)).toBe(3);
      expect(await saveViewCounts(db, counts)).toBe(0);
      expect(
        await saveViewCounts(
          db,
          new Map([
            [ids[0]!, 5],
            [ids[1]!, 2_000],
            [MISSING, 1],
          ]),
        ),
      ).toBe(1);
      expect(await saveViewCounts(db, new Map())).toBe(0);
      const views = await selectRows<{ id: number; view_count: number }>(
        db,
        sql`select id, view_count from videos where ${inArray(schema.videos.id, ids)} order by id`,
      );
      expect(views.map((row) => row.view_count)).toEqual([5, 2_000, 3_000]);
    });
  });

  describe('sitemap slices', () => {
    it('counts and slices the listed videos by id, each with its publish time or else its creation', async () => {
      // Alone in a rolled-back transaction, the sitemap's listed videos are this test's only.
      await insideRolledBack(db, async (tx) => {
        await tx.delete(schema.videos);
        const published = new Date('2025-03-01T12:00:00.000Z');
        const a = await insertVideo(tx, videoValues({ publishAt: published }));
        const b = await insertVideo(tx, videoValues());
        await insertVideo(tx, videoValues({ visibility: 'unlisted' }));
        await insertVideo(tx, videoValues({ visibility: 'draft' }));
        await insertVideo(tx, videoValues({ publishAt: new Date(Date.now() + 3_600_000) }));
        const c = await insertVideo(tx, videoValues());
        expect(await countListedVideos(tx)).toBe(3);
        const listed = await listSitemapVideos(tx, 0, 10);
        expect(listed.map((video) => video.id)).toEqual([a.id, b.id, c.id]);
        expect(listed[0]!.publishedAt).toEqual(published);
        // The creation time to the millisecond (the column keeps microseconds).
        expect(listed[1]!.publishedAt.getTime()).toBe(Date.parse(b.createdAt));
        expect(await listSitemapVideos(tx, a.id, 1)).toEqual([listed[1]]);
        // Files of two: the second starts after the second listed video; no third file.
        expect(await sitemapFileStart(tx, 0, 2)).toBe(0);
        expect(await sitemapFileStart(tx, 1, 2)).toBe(b.id);
        expect(await sitemapFileStart(tx, 2, 2)).toBeNull();
      });
    });
  });
}
