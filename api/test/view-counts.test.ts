// GET /api/videos/views?ids= — the cards' view counts in one call: equal to each video's
// /analytics totalViews after views sent through the real ingest, unknown ids and drafts 0, bad ids 400,
// one ClickHouse query per call and none within the cache's few seconds, 503 with the store away.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCountsSchema, MAX_VIEW_COUNT_IDS } from '@lumen/contract';
import { copyViewCounts } from '../src/services/view-count-copy.ts';
import { createHarness, type Harness } from './support/harness.ts';

describe('GET /api/videos/views', () => {
  let h: Harness;
  const ids: number[] = [];
  /** Views sent per video (the last video gets none). */
  const sent = [3, 1, 7, 0];

  const createVideo = async (title: string) =>
    (
      await h.asAdmin({
        method: 'POST',
        url: '/api/videos',
        payload: { title, sourceUrl: 'https://cdn.example.com/v.mp4', duration: 60 },
      })
    ).json<{ id: number }>().id;

  const views = (query: string) => h.request({ method: 'GET', url: `/api/videos/views?${query}` });

  beforeAll(async () => {
    // The periodic copy into the catalogue is run by hand below: no timer reads the store
    // while a test counts its queries.
    h = await createHarness('pglite', {
      events: 'log',
      env: { VIEW_COUNT_COPY_SECONDS: '86400' },
    });
    for (const [i] of sent.entries()) ids.push(await createVideo(`Counted ${i}`));
    const events = ids.flatMap((videoId, i) =>
      Array.from({ length: sent[i]! }, (_, n) => ({
        eventType: 'view',
        videoId,
        sessionId: `s-${i}-${n}`,
        eventId: randomUUID(),
        metadata: { source: 'watch' },
      })),
    );
    // A client's resend of the same event is one view, as on the watch page.
    events.push({ ...events[0]! });
    expect(
      (await h.request({ method: 'POST', url: '/api/track/batch', payload: events })).statusCode,
    ).toBe(202);
    // And views through the spec's own call (the modal's and related videos' path).
    for (const source of ['modal', 'related'])
      expect(
        (
          await h.request({
            method: 'POST',
            url: `/api/videos/${ids[1]}/track-view`,
            payload: { source },
          })
        ).statusCode,
      ).toBe(202);
    await h.events!.drain();
  }, 300_000); // chDB's start and first inserts are slow on a busy machine
  afterAll(() => h?.close());

  it('answers every asked id with the same count as its /analytics totalViews', async () => {
    const response = await views(`ids=${ids.join(',')}`);
    expect(response.statusCode).toBe(200);
    const body = viewCountsSchema.parse(response.json());
    expect(body.views).toEqual({
      [ids[0]!]: 3,
      [ids[1]!]: 3,
      [ids[2]!]: 7,
      [ids[3]!]: 0,
    });
    for (const id of ids) {
      const summary = (
        await h.request({ method: 'GET', url: `/api/videos/${id}/analytics` })
      ).json<{ totalViews: number }>();
      expect(body.views[id], `video ${id}`).toBe(summary.totalViews);
    }
  });

  it('lists sort by views once the counts are copied into the catalogue, page by page', async () => {
    const ranked = async (query: string) => {
      const page = (
        await h.request({ method: 'GET', url: `/api/videos?sort=views&${query}` })
      ).json<{ items: { id: number }[]; nextCursor: string | null }>();
      return { ids: page.items.map((v) => v.id).filter((id) => ids.includes(id)), page };
    };
    expect(await copyViewCounts(h.content.db, h.events!.store)).toBeGreaterThanOrEqual(3);
    // Most viewed first; equal counts newest id first (the keyset's order).
    const expected = [ids[2], ids[1], ids[0], ids[3]];
    expect((await ranked('limit=100')).ids).toEqual(expected);
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const { ids: pageIds, page } = await ranked(`limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...pageIds);
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(expected);
    // A copy repeated (another api process's) changes nothing.
    expect(await copyViewCounts(h.content.db, h.events!.store)).toBe(0);
  });

  it('counts an unknown id as 0 and a repeated id once', async () => {
    const body = viewCountsSchema.parse((await views(`ids=${ids[2]},999999,${ids[2]}`)).json());
    expect(body.views).toEqual({ [ids[2]!]: 7, 999999: 0 });
  });

  it('counts a draft 0 for visitors and its views for admins, whose answer no shared cache keeps', async () => {
    const setVisibility = (visibility: string) =>
      h.asAdmin({ method: 'PUT', url: `/api/videos/${ids[2]}`, payload: { visibility } });
    expect((await setVisibility('draft')).statusCode).toBe(200);
    try {
      const visitor = viewCountsSchema.parse((await views(`ids=${ids[2]},${ids[0]}`)).json());
      expect(visitor.views).toEqual({ [ids[2]!]: 0, [ids[0]!]: 3 });
      const admin = await h.asAdmin({ method: 'GET', url: `/api/videos/views?ids=${ids[2]}` });
      expect(admin.json()).toEqual({ views: { [ids[2]!]: 7 } });
      expect(admin.headers['cache-control']).toBe('private, max-age=5');
    } finally {
      await setVisibility('public');
    }
  });

  it('is cached briefly: public max-age, and one read of the event store for a page of ids', async () => {
    const store = h.events!.store;
    const query = store.query.bind(store);
    const asked: string[] = [];
    store.query = (sql, params) => {
      asked.push(sql);
      return query(sql, params);
    };
    try {
      const fresh = [await createVideo('Fresh A'), await createVideo('Fresh B')];
      const first = await views(`ids=${fresh.join(',')}`);
      expect(first.headers['cache-control']).toBe('public, max-age=5');
      // One read for all the ids: their stale hours, then their views (not a query per id).
      expect(asked).toHaveLength(2);
      const again = await views(`ids=${fresh.join(',')}`);
      expect(again.json()).toEqual(first.json());
      expect(asked).toHaveLength(2); // within the few seconds: from the cache
    } finally {
      store.query = query;
    }
  });

  it.each([
    ['no ids', ''],
    ['an empty list', 'ids='],
    ['an empty entry', 'ids=1,,2'],
    ['a word', 'ids=abc'],
    ['zero', 'ids=0'],
    ['a negative id', 'ids=-1'],
    ['a fraction', 'ids=1.5'],
    ['an exponent', 'ids=1e3'],
    ['spaces', 'ids=1,%202'],
    ['beyond int4', 'ids=2147483648'],
    ['the parameter twice', 'ids=1&ids=2'],
    [
      `${MAX_VIEW_COUNT_IDS + 1} ids`,
      `ids=${Array.from({ length: MAX_VIEW_COUNT_IDS + 1 }, (_, i) => i + 1).join(',')}`,
    ],
  ])('refuses %s with 400 and a message', async (_, query) => {
    const response = await views(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).not.toBe('');
  });

  it(`accepts exactly ${MAX_VIEW_COUNT_IDS} ids`, async () => {
    const many = Array.from({ length: MAX_VIEW_COUNT_IDS }, (_, i) => i + 1);
    const body = viewCountsSchema.parse((await views(`ids=${many.join(',')}`)).json());
    expect(Object.keys(body.views)).toHaveLength(MAX_VIEW_COUNT_IDS);
  });

  it('with the event store away answers 503 with Retry-After, never a 500', async () => {
    const store = h.events!.store;
    const query = store.query.bind(store);
    store.query = () => Promise.reject(new Error('event store process is down'));
    try {
      const uncached = await createVideo('Never counted yet');
      const response = await views(`ids=${uncached}`);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      store.query = query;
    }
  });
});
