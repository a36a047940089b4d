// Videos, their full-text search and the categories.
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { matchesCategory } from '@lumen/contract';
import type { Database } from '../../../src/database.ts';
import * as schema from '../../../src/schema.ts';
import {
  deleteVideo,
  findVideo,
  findVideoIdBySource,
  findWatchableVideo,
  InvalidCursorError,
  pageVideos,
  insertVideo,
  listCategories,
  listFeaturedVideos,
  listVideos,
  searchVideos,
  textsWithResults,
  updateCategoryThumbnail,
  updateVideo,
  type VideoListFilters,
  type VideoWrite,
} from '../../../src/index.ts';
import type { ContractContext } from './context.ts';
import { uniqueLetters, uniqueText, videoValues } from './fixtures.ts';

export function describeVideos(context: ContractContext) {
  let db: Database;
  beforeEach(() => {
    db = context.store().db;
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
      const tags = ['a,b', '"quoted"', '{braces}', 'back\\slash', 'NULL', '', 'ünï 🎬', ' spaced '];
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
      expect(mine(await listVideos(db, { visibility: 'all' }))).toEqual([
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
      // A well-formed id (11 letters and digits), as the archive round trip checks them.
      const youtubeVideoId = Math.random().toString(36).slice(2, 13).padEnd(11, '0');
      const sourceUrl = `https://example.com/${uniqueText('src')}.mp4`;
      const byId = await insertVideo(db, videoValues({ youtubeVideoId }));
      const byUrl = await insertVideo(db, videoValues({ sourceUrl }));
      expect(await findVideoIdBySource(db, { youtubeVideoId, sourceUrl })).toBe(byId.id);
      expect(await findVideoIdBySource(db, { youtubeVideoId: 'absent', sourceUrl })).toBe(byUrl.id);
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

    it('widens a misspelt word by the catalogue words like it, below the videos matching it as typed', async () => {
      const stem = uniqueLetters(6);
      const word = `${stem}ynthesis`;
      const typo = `${stem}ynthsis`;
      const inTitle = await insertVideo(db, videoValues({ title: `Notes on ${word}` }));
      const inTags = await insertVideo(db, videoValues({ tags: [word] }));
      const asTyped = await insertVideo(db, videoValues({ title: `Typo ${typo}` }));
      const ids = async (q: string) => (await searchVideos(db, { q, limit: 50 })).map((v) => v.id);
      // The typo is found as typed in one video (fewer than three): the catalogue's word like it
      // widens it, its matches ranked among themselves as usual (a title above a tag).
      expect(await ids(typo)).toEqual([asTyped.id, inTitle.id, inTags.id]);
      // Two videos have the right word: it is widened by the typo in turn.
      expect(await ids(word)).toEqual([inTitle.id, inTags.id, asTyped.id]);
      // Every word still has to match.
      expect(await ids(`notes ${typo}`)).toEqual([inTitle.id]);
      expect(await ids(`${typo} nosuchwordzq`)).toEqual([]);

      const first = await pageVideos(db, { q: typo }, { limit: 2 });
      expect(first.items.map((v) => v.id)).toEqual([asTyped.id, inTitle.id]);
      expect(first.total).toBe(3);
      const second = await pageVideos(db, { q: typo }, { limit: 2, cursor: first.nextCursor! });
      expect(second.items.map((v) => v.id)).toEqual([inTags.id]);
      expect(second.nextCursor).toBeNull();
      expect(await textsWithResults(db, [`${typo} nosuchwordzq`, typo], {})).toEqual([typo]);
    });

    it('widens only words of four letters or more that the full text finds in fewer than three listed videos', async () => {
      const stem = uniqueLetters(6);
      const word = `${stem}calculus`;
      const typo = `${stem}calculas`;
      const sorted = (list: { id: number }[]) => list.map((v) => v.id).sort((a, b) => a - b);
      const drafts = [];
      for (let i = 0; i < 3; i += 1)
        drafts.push(await insertVideo(db, videoValues({ title: word, visibility: 'draft' })));
      const misspelt = await insertVideo(db, videoValues({ title: typo }));
      // Visitors list none of the three: the word is widened by the typo's video.
      expect(sorted(await searchVideos(db, { q: word, limit: 50 }))).toEqual([misspelt.id]);
      // An admin listing every video finds three as typed: no widening.
      const all = await pageVideos(db, { q: word, visibility: 'all' }, { limit: 10 });
      expect(sorted(all.items)).toEqual(sorted(drafts));
      const listed = [];
      for (let i = 0; i < 3; i += 1)
        listed.push(await insertVideo(db, videoValues({ title: word })));
      expect(sorted(await searchVideos(db, { q: word, limit: 50 }))).toEqual(sorted(listed));
      expect(sorted(await searchVideos(db, { q: typo, limit: 50 }))).toEqual(
        sorted([misspelt, ...listed]),
      );
      // Numbers and short words are never widened.
      const numbered = await insertVideo(db, videoValues({ title: `${stem} 918273` }));
      expect(sorted(await searchVideos(db, { q: `${stem} 918274`, limit: 50 }))).toEqual([]);
      expect(sorted(await searchVideos(db, { q: `${stem} 918273`, limit: 50 }))).toEqual([
        numbered.id,
      ]);
    });

    it('pages a search, ranked or sorted, as the unpaged list orders it, counting on the first page', async () => {
      const word = uniqueLetters(8);
      for (const [i, title] of ['Delta', 'alpha', 'Charlie', 'bravo', 'Echo'].entries())
        await insertVideo(
          db,
          videoValues({ title: `${title} ${word}`, tags: i % 2 ? [word] : [], duration: i }),
        );
      for (const sort of ['relevance', 'title', 'duration', 'newest'] as const) {
        const whole = await listVideos(db, { q: word, sort });
        const seen: number[] = [];
        let cursor: string | undefined;
        let pages = 0;
        do {
          const page = await pageVideos(db, { q: word, sort }, { limit: 2, cursor });
          expect(page.total).toBe(pages === 0 ? 5 : undefined);
          seen.push(...page.items.map((v) => v.id));
          cursor = page.nextCursor ?? undefined;
          pages += 1;
        } while (cursor);
        expect(seen, sort).toEqual(whole.map((v) => v.id));
      }
      const none = await pageVideos(db, { q: `${word} nosuchwordzq` }, { limit: 2 });
      expect(none).toEqual({ items: [], nextCursor: null, total: 0 });
    });

    it('without pg_trgm: migrates, finds words as typed only, and files categories by the same rule', async () => {
      const bare = await context.adapter.openWithoutPgTrgm();
      try {
        const word = `${uniqueLetters(6)}ynthesis`;
        const video = await insertVideo(bare.db, videoValues({ title: word, tags: ['Tech'] }));
        const ids = async (q: string) =>
          (await searchVideos(bare.db, { q, limit: 50 })).map((v) => v.id);
        expect(await ids(word)).toEqual([video.id]);
        expect(await ids(word.replace('ynthesis', 'ynthsis'))).toEqual([]);
        expect(await textsWithResults(bare.db, [word.slice(0, 5), `${word}x`], {})).toEqual([
          word.slice(0, 5),
        ]);
        const inCategory = await pageVideos(bare.db, { categoryName: 'Technology' }, { limit: 5 });
        expect(inCategory).toMatchObject({ items: [{ id: video.id }], total: 1 });
      } finally {
        await bare.close();
      }
    });
  });

  describe('categories', () => {
    it("files videos by the spec's rule: a tag contains the category's name, or the name contains the tag", async () => {
      const type = uniqueText('category-rule').slice(0, 50);
      const tagSets = [
        ['Technology'],
        [' tech '],
        ['TECH', 'other'],
        ['science'],
        ['Science & Research'],
        ['50%_off sale'],
        ['50x%off'],
        ['', '  '],
        [],
        ['ünïcode'],
        ['x\x1fy'],
        ['a'],
      ];
      const made = [];
      for (const tags of tagSets)
        made.push(await insertVideo(db, videoValues({ videoType: type, tags })));
      const names = [
        'Technology',
        'Tech',
        'Science & Research',
        '50%_off',
        '%',
        'ü',
        'x\x1fy',
        'y',
        'Nothing',
        `${'z'.repeat(70)} tech`,
      ];
      for (const name of names) {
        const expected = made
          .filter((video) => matchesCategory(video, name))
          .map((video) => video.id)
          .sort((a, b) => a - b);
        const page = await pageVideos(db, { type, categoryName: name }, { limit: 50 });
        expect(
          page.items.map((v) => v.id).sort((a, b) => a - b),
          name,
        ).toEqual(expected);
        expect(page.total, name).toBe(expected.length);
        const list = await listVideos(db, { type, categoryName: name });
        expect(
          list.map((v) => v.id).sort((a, b) => a - b),
          name,
        ).toEqual(expected);
      }
      // Tags changed later are filed again.
      await updateVideo(db, made[8]!.id, { tags: ['technology news'] });
      const page = await pageVideos(db, { type, categoryName: 'Technology' }, { limit: 50 });
      expect(page.items.map((v) => v.id)).toContain(made[8]!.id);
    });

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
  describe('paged reads and visibility', () => {
    /** Videos of one fresh type, so other tests' rows never join the pages. */
    async function insertOfType(count: number, values: Partial<VideoWrite> = {}) {
      const type = uniqueText('paged').slice(0, 50);
      const ids: number[] = [];
      for (let i = 0; i < count; i += 1)
        ids.push((await insertVideo(db, videoValues({ videoType: type, ...values }))).id);
      return { type, ids };
    }

    async function readPages(type: string, sort: 'newest' | 'oldest', limit: number) {
      const seen: number[] = [];
      let cursor: string | undefined;
      do {
        const page = await pageVideos(db, { type, sort }, { limit, cursor });
        seen.push(...page.items.map((v) => v.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return seen;
    }

    it('pages videos created in the same microsecond by id, each once, with microseconds kept', async () => {
      const { type, ids } = await insertOfType(5);
      // Equal times, and times one microsecond apart: the cursor must hold them exactly.
      await db
        .update(schema.videos)
        .set({ createdAt: sql`'2026-01-01 00:00:00.123456+00'::timestamptz` })
        .where(inArray(schema.videos.id, ids.slice(0, 3)));
      await db
        .update(schema.videos)
        .set({ createdAt: sql`'2026-01-01 00:00:00.123457+00'::timestamptz` })
        .where(inArray(schema.videos.id, ids.slice(3)));
      const newest = [...ids.slice(3).reverse(), ...ids.slice(0, 3).reverse()];
      expect(await readPages(type, 'newest', 2)).toEqual(newest);
      expect(await readPages(type, 'oldest', 2)).toEqual([...newest].reverse());
    });

    it('keeps a cursor stable while videos are inserted and deleted between pages', async () => {
      const { type, ids } = await insertOfType(5);
      const rest = async (sort: 'newest' | 'oldest', cursor: string) => {
        const seen: number[] = [];
        let next: string | null = cursor;
        while (next) {
          const page = await pageVideos(db, { type, sort }, { limit: 2, cursor: next });
          seen.push(...page.items.map((v) => v.id));
          next = page.nextCursor;
        }
        return seen;
      };
      const newest = await pageVideos(db, { type, sort: 'newest' }, { limit: 2 });
      const oldest = await pageVideos(db, { type, sort: 'oldest' }, { limit: 2 });
      expect(newest.items.map((v) => v.id)).toEqual([ids[4], ids[3]]);
      expect(oldest.items.map((v) => v.id)).toEqual([ids[0], ids[1]]);
      // Newer videos arrive and the last video a cursor named is deleted: the pages after it
      // neither repeat nor skip a video, and the new ones come after the old in oldest order.
      const added: number[] = [];
      for (let i = 0; i < 2; i += 1)
        added.push((await insertVideo(db, videoValues({ videoType: type }))).id);
      await deleteVideo(db, ids[3]!);
      expect(await rest('newest', newest.nextCursor!)).toEqual([ids[2], ids[1], ids[0]]);
      expect(await rest('oldest', oldest.nextCursor!)).toEqual([ids[2], ids[4], ...added]);
    });

    it('counts the matches on the first page only and refuses a foreign cursor', async () => {
      const { type } = await insertOfType(3);
      const first = await pageVideos(db, { type }, { limit: 2 });
      expect(first.total).toBe(3);
      const second = await pageVideos(db, { type }, { limit: 2, cursor: first.nextCursor! });
      expect(second).toMatchObject({ nextCursor: null });
      expect(second.total).toBeUndefined();
      await expect(
        pageVideos(db, { type, sort: 'title' }, { limit: 2, cursor: first.nextCursor! }),
      ).rejects.toBeInstanceOf(InvalidCursorError);
      await expect(pageVideos(db, { type }, { limit: 2, cursor: 'e30' })).rejects.toBeInstanceOf(
        InvalidCursorError,
      );
    });

    it('answers totals and type facets from the kept tallies exactly as counting the list would', async () => {
      const type = uniqueText('Tally').slice(0, 40);
      const hour = 3_600_000;
      const rows = [
        { videoType: type },
        { videoType: type.toLowerCase(), isFeatured: true },
        { videoType: `${type}-b`, visibility: 'draft' },
        { videoType: `${type}-b`, visibility: 'unlisted', isFeatured: true },
        { videoType: type, publishAt: new Date(Date.now() + hour) },
        { videoType: type, publishAt: new Date(Date.now() - hour) },
        { videoType: null },
        { videoType: ' ' },
      ] satisfies Partial<VideoWrite>[];
      const ids: number[] = [];
      for (const values of rows) ids.push((await insertVideo(db, videoValues(values))).id);
      const filterSets = [
        {},
        { visibility: 'all' as const },
        { visibility: 'draft' as const },
        { visibility: 'unlisted' as const },
        { type: type.toUpperCase() },
        { type: `${type}-b`, visibility: 'all' as const },
        { featured: true },
        { featured: false, type },
        { type: 'all' },
      ];
      const expectTalliesMatchCounting = () => expectTotalsAsCounted(db, filterSets);
      await expectTalliesMatchCounting();
      // One statement changing several rows' keys, a publish time moved ahead, and deletes.
      await db
        .update(schema.videos)
        .set({ visibility: 'public', isFeatured: false })
        .where(inArray(schema.videos.id, ids.slice(1, 4)));
      await updateVideo(db, ids[0]!, { publishAt: new Date(Date.now() + hour) });
      await updateVideo(db, ids[6]!, { videoType: type });
      await expectTalliesMatchCounting();
      await deleteVideo(db, ids[1]!);
      await db.delete(schema.videos).where(inArray(schema.videos.id, ids.slice(5, 8)));
      await expectTalliesMatchCounting();
    });

    it('answers a category’s totals and type facets from its kept tallies exactly as counting the list would', async () => {
      const name = `Tallied ${uniqueLetters(10)}`;
      const type = uniqueText('CatTally').slice(0, 40);
      const hour = 3_600_000;
      const rows = [
        { tags: [name], videoType: type },
        { tags: [`  ${name.toUpperCase()}  `], videoType: type, isFeatured: true },
        { tags: [`The ${name} series`], videoType: `${type}-b`, visibility: 'draft' },
        // A tag inside the name: the other half of the rule.
        { tags: [name.slice(8, 14).toLowerCase()], videoType: type, visibility: 'unlisted' },
        { tags: ['other', name], videoType: type, publishAt: new Date(Date.now() + hour) },
        { tags: [' ', ''], videoType: type },
        { tags: ['unrelated words'], videoType: type },
      ] satisfies Partial<VideoWrite>[];
      const ids: number[] = [];
      for (const values of rows) ids.push((await insertVideo(db, videoValues(values))).id);
      // The category arrives after its videos: it is counted from them.
      const [category] = await db
        .insert(schema.categories)
        .values({ name, slug: name.toLowerCase().replace(/\W+/g, '-') })
        .returning();
      const filterSets = [
        {},
        { visibility: 'all' as const },
        { visibility: 'draft' as const },
        { visibility: 'unlisted' as const },
        { type: type.toUpperCase() },
        { type: `${type}-b`, visibility: 'all' as const },
        { featured: true },
        { featured: false, type },
      ];
      const expectTalliesMatchCounting = (categoryName: string) =>
        expectTotalsAsCounted(
          db,
          filterSets.map((filters) => ({ ...filters, categoryName })),
        );
      await expectTalliesMatchCounting(name);
      // Kept, not counted: the tallies hold the category's videos.
      const kept = await db
        .select()
        .from(schema.categoryTallies)
        .where(eq(schema.categoryTallies.categoryId, category!.id));
      expect(kept.reduce((sum, row) => sum + row.videos, 0)).toBeGreaterThanOrEqual(5);
      // Its two listed videos at least (other cases' videos may carry a tag inside the name).
      expect(
        (await pageVideos(db, { categoryName: name }, { limit: 1 })).total,
      ).toBeGreaterThanOrEqual(2);

      // Videos moving in and out, a type changed, and a view count copy that changes no key.
      await updateVideo(db, ids[6]!, { tags: [`${name}!`] });
      await updateVideo(db, ids[0]!, { tags: ['elsewhere'] });
      await updateVideo(db, ids[5]!, { videoType: `${type}-b`, tags: [name] });
      await db.update(schema.videos).set({ viewCount: 7 }).where(inArray(schema.videos.id, ids));
      await expectTalliesMatchCounting(name);

      // Renamed, the category holds what its new name holds.
      const renamed = `${name.slice(0, 12)} renamed`;
      await db
        .update(schema.categories)
        .set({ name: renamed })
        .where(eq(schema.categories.id, category!.id));
      await expectTalliesMatchCounting(renamed);
      await deleteVideo(db, ids[1]!);
      await expectTalliesMatchCounting(renamed);

      // Deleted, its tallies go with it; a list of that name is counted again.
      await db.delete(schema.categories).where(eq(schema.categories.id, category!.id));
      expect(
        await db
          .select()
          .from(schema.categoryTallies)
          .where(eq(schema.categoryTallies.categoryId, category!.id)),
      ).toEqual([]);
      await expectTalliesMatchCounting(renamed);
    });

    it('lists public published videos only; opens unlisted ones by id, never drafts or scheduled ones', async () => {
      const type = uniqueText('vis').slice(0, 50);
      const make = (values: Partial<VideoWrite>) =>
        insertVideo(db, videoValues({ videoType: type, ...values }));
      const shown = await make({ visibility: 'public', publishAt: new Date(Date.now() - 60_000) });
      const unlisted = await make({ visibility: 'unlisted' });
      const draft = await make({ visibility: 'draft' });
      const scheduled = await make({
        visibility: 'public',
        publishAt: new Date(Date.now() + 3_600_000),
      });
      expect((await listVideos(db, { type })).map((v) => v.id)).toEqual([shown.id]);
      expect((await listVideos(db, { type, visibility: 'all' })).map((v) => v.id)).toHaveLength(4);
      expect(await findWatchableVideo(db, unlisted.id)).toMatchObject({ visibility: 'unlisted' });
      expect(await findWatchableVideo(db, draft.id)).toBeNull();
      expect(await findWatchableVideo(db, scheduled.id)).toBeNull();
      expect(await findVideo(db, draft.id)).toMatchObject({ visibility: 'draft' });
    });
  });
}

/** Every total and type facet of a first page against the unpaged list, which reads every row. */
async function expectTotalsAsCounted(db: Database, filterSets: VideoListFilters[]): Promise<void> {
  for (const filters of filterSets) {
    const page = await pageVideos(db, { ...filters, facets: 'videoTypes' }, { limit: 1 });
    const counted = await listVideos(db, filters);
    expect(page.total, JSON.stringify(filters)).toBe(counted.length);
    const untyped = await listVideos(db, { ...filters, type: undefined });
    const types = new Set(
      untyped.map((v) => v.videoType?.toLowerCase() ?? '').filter((t) => t.trim() !== ''),
    );
    expect([...page.videoTypes!].sort(), JSON.stringify(filters)).toEqual([...types].sort());
  }
}
