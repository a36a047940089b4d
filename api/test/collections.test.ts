import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionSchema } from '@lumen/contract';
import { createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

describe.each(storeKinds)('featured collections on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { seed: 'demo' });
  });
  afterAll(() => h.close());

  const entryIds = async (id: number) =>
    (await h.request({ method: 'GET', url: `/api/featured-collections/${id}/videos` }))
      .json()
      .map((e: { video: { id: number } }) => e.video.id);

  it('lists collections (also as /api/playlists) with their video counts', async () => {
    const list = (await h.request({ method: 'GET', url: '/api/featured-collections' })).json();
    expect(list.map((c: unknown) => collectionSchema.parse(c).name)).toEqual([
      'Start Here: Mathematics, Visually',
      'Talks Worth Your Evening',
    ]);
    expect(list.map((c: { videoCount: number }) => c.videoCount)).toEqual([3, 4]);
    expect((await h.request({ method: 'GET', url: '/api/playlists' })).json()).toEqual(list);
  });

  it('creates, reads, updates and deletes a collection', async () => {
    const created = await h.asAdmin({
      method: 'POST',
      url: '/api/featured-collections',
      payload: { name: '  Fresh picks ', description: 'New', thumbnailUrl: '', sortOrder: 5 },
    });
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({
      name: 'Fresh picks',
      description: 'New',
      thumbnailUrl: null,
      sortOrder: 5,
      videoCount: 0,
    });
    expect(
      (await h.request({ method: 'GET', url: `/api/featured-collections/${c.id}` })).json().name,
    ).toBe('Fresh picks');

    const updated = await h.asAdmin({
      method: 'PUT',
      url: `/api/featured-collections/${c.id}`,
      payload: { name: 'Renamed', sortOrder: -1 },
    });
    expect(updated.json()).toMatchObject({ name: 'Renamed', sortOrder: -1 });
    const order = (await h.request({ method: 'GET', url: '/api/featured-collections' }))
      .json()
      .map((x: { name: string }) => x.name);
    expect(order[0]).toBe('Renamed');

    expect(
      (await h.asAdmin({ method: 'DELETE', url: `/api/featured-collections/${c.id}` })).statusCode,
    ).toBe(204);
    expect(
      (await h.request({ method: 'GET', url: `/api/featured-collections/${c.id}` })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ name: '   ' }, 'Collection name is required'],
    [{ name: 'X', sortOrder: 1.5 }, 'Sort order must be a whole number'],
    [{ name: 'X', sortOrder: 'first' }, 'Sort order must be a whole number'],
  ])('refuses an invalid collection (%#)', async (payload, message) => {
    const response = await h.asAdmin({ method: 'POST', url: '/api/featured-collections', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('adds videos at the end by default, refuses duplicates and unknown videos, removes and reorders', async () => {
    const c = (
      await h.asAdmin({
        method: 'POST',
        url: '/api/featured-collections',
        payload: { name: 'Ordered' },
      })
    ).json();
    for (const videoId of [5, 3, 8]) {
      const added = await h.asAdmin({
        method: 'POST',
        url: `/api/featured-collections/${c.id}/videos`,
        payload: { videoId },
      });
      expect(added.statusCode).toBe(201);
    }
    expect(await entryIds(c.id)).toEqual([5, 3, 8]);
    const entries = (
      await h.request({ method: 'GET', url: `/api/featured-collections/${c.id}/videos` })
    ).json();
    expect(entries.map((e: { sortOrder: number }) => e.sortOrder)).toEqual([0, 1, 2]);
    expect(entries[0].video).toMatchObject({ id: 5, title: expect.any(String) });

    const duplicate = await h.asAdmin({
      method: 'POST',
      url: `/api/featured-collections/${c.id}/videos`,
      payload: { videoId: 3 },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(
      (
        await h.asAdmin({
          method: 'POST',
          url: `/api/featured-collections/${c.id}/videos`,
          payload: { videoId: 999999 },
        })
      ).statusCode,
    ).toBe(404);

    const reordered = await h.asAdmin({
      method: 'PUT',
      url: `/api/featured-collections/${c.id}/videos/order`,
      payload: { videoIds: [8, 5, 3] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(await entryIds(c.id)).toEqual([8, 5, 3]);
    for (const videoIds of [
      [8, 5],
      [8, 5, 3, 1],
      [8, 8, 5],
    ]) {
      const bad = await h.asAdmin({
        method: 'PUT',
        url: `/api/featured-collections/${c.id}/videos/order`,
        payload: { videoIds },
      });
      expect(bad.statusCode).toBe(400);
    }
    expect(await entryIds(c.id)).toEqual([8, 5, 3]);

    expect(
      (await h.asAdmin({ method: 'DELETE', url: `/api/featured-collections/${c.id}/videos/5` }))
        .statusCode,
    ).toBe(204);
    expect(await entryIds(c.id)).toEqual([8, 3]);
    expect(
      (await h.asAdmin({ method: 'DELETE', url: `/api/featured-collections/${c.id}/videos/5` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await h.request({ method: 'GET', url: `/api/featured-collections/${c.id}` })).json()
        .videoCount,
    ).toBe(2);
  });

  it('a deleted video leaves every collection it was in', async () => {
    const video = (
      await h.asAdmin({
        method: 'POST',
        url: '/api/videos',
        payload: { title: 'Short-lived', sourceUrl: '/x.mp4' },
      })
    ).json();
    await h.asAdmin({
      method: 'POST',
      url: '/api/featured-collections/1/videos',
      payload: { videoId: video.id },
    });
    expect(await entryIds(1)).toContain(video.id);
    await h.asAdmin({ method: 'DELETE', url: `/api/videos/${video.id}` });
    expect(await entryIds(1)).not.toContain(video.id);
  });

  it('answers 404 for unknown collections', async () => {
    expect(
      (await h.request({ method: 'GET', url: '/api/featured-collections/999999' })).statusCode,
    ).toBe(404);
    expect(
      (await h.request({ method: 'GET', url: '/api/featured-collections/999999/videos' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await h.asAdmin({
          method: 'PUT',
          url: '/api/featured-collections/999999',
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await h.asAdmin({ method: 'DELETE', url: '/api/featured-collections/999999' })).statusCode,
    ).toBe(404);
    expect(
      (
        await h.asAdmin({
          method: 'POST',
          url: '/api/featured-collections',
          payload: { name: 'x', categoryId: 999999 },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe.each(storeKinds)('categories on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { seed: 'none' });
  });
  afterAll(() => h.close());

  it('lists the ten categories of the spec with icons, even with SEED=none', async () => {
    const categories = (await h.request({ method: 'GET', url: '/api/categories' })).json();
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      'Lectures & Talks',
      'Interviews',
      'Documentaries',
      'Tutorials',
      'Entertainment',
      'News & Updates',
      'Business & Finance',
      'Health & Wellness',
      'Technology',
      'Science & Research',
    ]);
    expect(categories[0]).toMatchObject({
      slug: 'lectures-talks',
      iconName: 'GraduationCap',
      thumbnailUrl: null,
    });
    expect((await h.request({ method: 'GET', url: '/api/videos' })).json()).toEqual([]);
  });

  it('sets and clears a category thumbnail', async () => {
    const set = await h.asAdmin({
      method: 'PUT',
      url: '/api/categories/2',
      payload: { thumbnailUrl: '/uploads/abc.png' },
    });
    expect(set.json()).toMatchObject({ id: 2, thumbnailUrl: '/uploads/abc.png' });
    const cleared = await h.asAdmin({
      method: 'PUT',
      url: '/api/categories/2',
      payload: { thumbnailUrl: '' },
    });
    expect(cleared.json().thumbnailUrl).toBeNull();
    expect(
      (
        await h.asAdmin({
          method: 'PUT',
          url: '/api/categories/2',
          payload: { thumbnailUrl: 'javascript:alert(1)' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await h.asAdmin({
          method: 'PUT',
          url: '/api/categories/999999',
          payload: { thumbnailUrl: null },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe.each(storeKinds)('partial updates on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { seed: 'demo' });
  });
  afterAll(() => h.close());

  it('a collection PUT changes only the fields it sends', async () => {
    const before = (await h.request({ method: 'GET', url: '/api/featured-collections/2' })).json();
    const after = (
      await h.asAdmin({
        method: 'PUT',
        url: '/api/featured-collections/2',
        payload: { name: 'Evening talks' },
      })
    ).json();
    expect(after).toMatchObject({
      name: 'Evening talks',
      description: before.description,
      sortOrder: before.sortOrder,
    });
  });

  it('a quiz PUT of one field keeps the question type, options and points', async () => {
    const after = (
      await h.asAdmin({ method: 'PUT', url: '/api/quizzes/1', payload: { title: 'Renamed quiz' } })
    ).json();
    expect(after).toMatchObject({
      title: 'Renamed quiz',
      questionType: 'single_choice',
      options: ['24', '25', '30', '60'],
      correctAnswer: '25',
      points: 1,
    });
  });

  it('an update with no known field is a 400 and changes nothing', async () => {
    for (const url of [
      '/api/videos/1',
      '/api/quizzes/1',
      '/api/surveys/1',
      '/api/featured-collections/1',
    ]) {
      const response = await h.asAdmin({ method: 'PUT', url, payload: { unknown: 1 } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: 'Nothing to update: send at least one field' });
    }
  });
  it("pages a collection's videos in order; a video added between pages comes last, once", async () => {
    const collection = (
      await h.asAdmin({
        method: 'POST',
        url: '/api/featured-collections',
        payload: { name: 'Paged collection' },
      })
    ).json<{ id: number }>();
    const videos = (await h.request({ method: 'GET', url: '/api/videos' })).json<
      { id: number }[]
    >();
    const add = (videoId: number) =>
      h.asAdmin({
        method: 'POST',
        url: `/api/featured-collections/${collection.id}/videos`,
        payload: { videoId },
      });
    const first = videos.slice(0, 5).map((v) => v.id);
    for (const id of first) await add(id);
    const seen: number[] = [];
    let cursor: string | null = null;
    let late: number | undefined;
    do {
      const query: string = cursor ? `limit=2&cursor=${cursor}` : 'limit=2';
      const page = await h.request({
        method: 'GET',
        url: `/api/featured-collections/${collection.id}/videos?${query}`,
      });
      expect(page.statusCode).toBe(200);
      const body = page.json<{ items: { video: { id: number } }[]; nextCursor: string | null }>();
      seen.push(...body.items.map((e) => e.video.id));
      cursor = body.nextCursor;
      if (late === undefined) {
        late = videos[5]!.id;
        await add(late);
      }
    } while (cursor);
    expect(seen).toEqual([...first, late]);
    for (const query of ['limit=0', 'limit=101', 'cursor=garbage']) {
      const bad = await h.request({
        method: 'GET',
        url: `/api/featured-collections/${collection.id}/videos?${query}`,
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });
});
