import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoSchema } from '@lumen/contract';
import { createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

const newVideo = {
  title: 'Photosynthesis explained',
  description: '<p>How <strong>plants</strong> make sugar from light.</p>',
  sourceUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  duration: 420,
  author: 'Ada Botanist',
  publisher: 'Green Channel',
  tags: ['documentary', 'biology', 'Science', 'biology'],
  language: 'en',
};

describe.each(storeKinds)('videos on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('an admin creates a video with the spec field names, derived YouTube fields and de-duplicated tags', async () => {
    const response = await h.asAdmin({ method: 'POST', url: '/api/videos', payload: newVideo });
    expect(response.statusCode).toBe(201);
    const video = videoSchema.parse(response.json());
    expect(video).toMatchObject({
      title: 'Photosynthesis explained',
      sourceType: 'youtube',
      youtubeVideoId: 'dQw4w9WgXcQ',
      youtubeShareUrl: 'https://youtu.be/dQw4w9WgXcQ',
      youtubeEmbedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      tags: ['documentary', 'biology', 'Science'],
      videoType: 'documentary',
      isFeatured: false,
      language: 'en',
    });
  });

  it('lists, reads, features and deletes a video', async () => {
    const created = (
      await h.asAdmin({
        method: 'POST',
        url: '/api/videos',
        payload: { title: 'Clip', sourceUrl: 'https://cdn.example.com/clip.mp4' },
      })
    ).json();
    expect(created).toMatchObject({ sourceType: 'upload', duration: 0, youtubeVideoId: null });

    const list = (await h.request({ method: 'GET', url: '/api/videos' })).json();
    expect(list.map((v: { id: number }) => v.id)).toContain(created.id);
    expect(
      (await h.request({ method: 'GET', url: `/api/videos/${created.id}` })).json().title,
    ).toBe('Clip');

    const featured = await h.asAdmin({
      method: 'PUT',
      url: `/api/videos/${created.id}`,
      payload: { isFeatured: true },
    });
    expect(featured.json()).toMatchObject({ isFeatured: true, title: 'Clip' });
    const featuredList = (await h.request({ method: 'GET', url: '/api/videos/featured' })).json();
    expect(featuredList.map((v: { id: number }) => v.id)).toEqual([created.id]);

    expect(
      (await h.asAdmin({ method: 'DELETE', url: `/api/videos/${created.id}` })).statusCode,
    ).toBe(204);
    expect((await h.request({ method: 'GET', url: `/api/videos/${created.id}` })).statusCode).toBe(
      404,
    );
  });
});

describe.each(storeKinds)('video rules and errors on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { seed: 'demo', env: { BODY_LIMIT_BYTES: '65536' } });
  });
  afterAll(() => h.close());

  const create = (payload: unknown) =>
    h.asAdmin({ method: 'POST', url: '/api/videos', payload: payload as object });

  it('requires a title and a source URL', async () => {
    const noTitle = await create({ title: '  ', sourceUrl: 'https://cdn.example.com/a.mp4' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toEqual({ message: 'Title is required' });
    const noSource = await create({ title: 'A title' });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().message).toMatch(/sourceUrl/);
    const badScheme = await create({ title: 'A title', sourceUrl: 'javascript:alert(1)' });
    expect(badScheme.statusCode).toBe(400);
    expect(badScheme.json()).toEqual({
      message: 'Source URL must be an http(s) link or a path on this server',
    });
  });

  it('parses the duration as a whole number of seconds and refuses other values', async () => {
    expect(
      (
        await create({ title: 'D', sourceUrl: '/media/seed/colour-bars.mp4', duration: '95' })
      ).json().duration,
    ).toBe(95);
    const fractional = await create({
      title: 'D',
      sourceUrl: '/media/seed/colour-bars.mp4',
      duration: 9.5,
    });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json()).toEqual({ message: 'Duration must be a whole number of seconds' });
    expect((await create({ title: 'D', sourceUrl: '/x.mp4', language: 'xx' })).statusCode).toBe(
      400,
    );
  });

  it('sanitises the rich description: formatting and links survive, scripts and handlers do not', async () => {
    const description =
      '<p><strong>Bold</strong> <em>it</em> <u>u</u> <a href="https://example.com" onclick="steal()">link</a></p>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a>';
    const video = (await create({ title: 'Rich', sourceUrl: '/x.mp4', description })).json();
    expect(video.description).toContain('<strong>Bold</strong>');
    expect(video.description).toContain('<u>u</u>');
    expect(video.description).toContain('href="https://example.com"');
    expect(video.description).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
  });

  it('an update is checked like a create and re-derives YouTube fields when the source changes', async () => {
    const video = (
      await create({ title: 'Moving', sourceUrl: 'https://youtu.be/dQw4w9WgXcQ' })
    ).json();
    expect(video.youtubeVideoId).toBe('dQw4w9WgXcQ');
    const cleared = await h.asAdmin({
      method: 'PUT',
      url: `/api/videos/${video.id}`,
      payload: { title: '' },
    });
    expect(cleared.statusCode).toBe(400);
    const moved = (
      await h.asAdmin({
        method: 'PUT',
        url: `/api/videos/${video.id}`,
        payload: { sourceUrl: 'https://cdn.example.com/new.webm' },
      })
    ).json();
    expect(moved).toMatchObject({
      title: 'Moving',
      sourceType: 'upload',
      youtubeVideoId: null,
      youtubeShareUrl: null,
      youtubeEmbedUrl: null,
    });
  });

  it('searches words of title, description, author, publisher and tags, with type and duration filters', async () => {
    const search = async (query: string) =>
      (await h.request({ method: 'GET', url: `/api/videos/search?${query}` }))
        .json()
        .map((v: { title: string }) => v.title);
    expect(await search('q=neural')).toEqual(['But what is a neural network?']);
    expect(await search('q=Neural%20Net')).toEqual(['But what is a neural network?']); // prefix of "network"
    expect(await search('q=economics')).toEqual(['How the Economic Machine Works']); // a tag
    expect(await search('q=sanderson')).toHaveLength(3); // the author
    expect(await search('q=procrastinator')).toContain(
      'Inside the mind of a master procrastinator',
    );
    expect(await search('q=photosynthesis')).toEqual([]);
    const lectures = await search('videoType=lecture&maxDuration=1000');
    expect(lectures).toEqual(
      expect.arrayContaining([
        'Counting Frames: How Video Timing Works',
        'Inside the mind of a master procrastinator',
      ]),
    );
    expect(lectures).not.toContain('But what is a neural network?'); // 1120 s
    expect(await search('q=%27%3B%20drop%20table%20videos%3B--&minDuration=0')).toEqual([]); // punctuation only separates words
    expect(
      (await h.request({ method: 'GET', url: '/api/videos/search?minDuration=-1' })).statusCode,
    ).toBe(400);
  });

  it('finds a misspelt word through the catalogue words like it, after the videos matching as typed', async () => {
    const titles = async (url: string) =>
      (await h.request({ method: 'GET', url })).json<{ title: string }[]>().map((v) => v.title);
    expect(await titles('/api/videos/search?q=calculas')).toEqual(['The essence of calculus']);
    expect(await titles('/api/videos/search?q=master%20procrastinater')).toEqual([
      'Inside the mind of a master procrastinator',
    ]);
    const page = await h.request({ method: 'GET', url: '/api/videos?q=calculas&limit=5' });
    expect(page.json()).toMatchObject({ total: 1, items: [{ title: 'The essence of calculus' }] });
    // A title with the misspelling itself ranks first; the word is still widened (one video).
    const typo = await h.asAdmin({
      method: 'POST',
      url: '/api/videos',
      payload: { title: 'Calculas, a common typo', sourceUrl: 'https://cdn.example.com/typo.mp4' },
    });
    expect(await titles('/api/videos/search?q=calculas')).toEqual([
      'Calculas, a common typo',
      'The essence of calculus',
    ]);
    await h.asAdmin({ method: 'DELETE', url: `/api/videos/${typo.json().id}` });
  });

  it('answers 404 for unknown ids and 400 for ids that are not ids', async () => {
    expect((await h.request({ method: 'GET', url: '/api/videos/999999' })).json()).toEqual({
      message: 'Video not found',
    });
    expect((await h.request({ method: 'GET', url: '/api/videos/999999' })).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-4', '1.5', '99999999999']) {
      const response = await h.request({ method: 'GET', url: `/api/videos/${bad}` });
      expect(response.statusCode, bad).toBe(400);
    }
    expect(
      (await h.asAdmin({ method: 'PUT', url: '/api/videos/999999', payload: { title: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await h.asAdmin({ method: 'DELETE', url: '/api/videos/999999' })).statusCode).toBe(404);
    expect((await h.request({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
  });

  it('answers 400 for malformed JSON and 413 for an oversized body, with a JSON message and no stack', async () => {
    const malformed = await h.asAdmin({
      method: 'POST',
      url: '/api/videos',
      payload: '{"title": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.any(String) });
    expect(malformed.body).not.toMatch(/at .*\.js|node_modules/);
    const huge = await h.asAdmin({
      method: 'POST',
      url: '/api/videos',
      payload: { title: 'Big', sourceUrl: '/x.mp4', description: 'x'.repeat(70_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'Request body is too large' });
  });

  it('gives share data with the watch and embed links', async () => {
    const share = (
      await h.request({
        method: 'GET',
        url: '/api/videos/3/share-data',
        headers: { host: 'videos.example.org' },
      })
    ).json();
    expect(share).toMatchObject({
      title: 'But what is a neural network?',
      url: 'http://videos.example.org/watch/3',
      embedUrl: 'http://videos.example.org/embed/3',
      youtubeShareUrl: 'https://youtu.be/aircAruvnKk',
    });
    expect(share.text).toContain('neural');
  });
  describe('visibility', () => {
    type Listed = { id: number }[];
    const ids = (list: Listed) => list.map((v) => v.id);
    let category: { slug: string; name: string };
    let collectionId: number;
    const made: Record<'public' | 'unlisted' | 'draft' | 'scheduled', number> = {
      public: 0,
      unlisted: 0,
      draft: 0,
      scheduled: 0,
    };

    beforeAll(async () => {
      [category] = (await h.request({ method: 'GET', url: '/api/categories' })).json();
      const create = async (title: string, fields: Record<string, unknown>) =>
        (
          await h.asAdmin({
            method: 'POST',
            url: '/api/videos',
            payload: {
              title,
              sourceUrl: 'https://cdn.example.com/wombat.mp4',
              tags: [category.name, 'wombatvis'],
              isFeatured: true,
              ...fields,
            },
          })
        ).json().id as number;
      made.public = await create('Wombat burrows in public', { visibility: 'public' });
      made.unlisted = await create('Wombat burrows unlisted', { visibility: 'unlisted' });
      made.draft = await create('Wombat burrows draft', { visibility: 'draft' });
      made.scheduled = await create('Wombat burrows scheduled', {
        visibility: 'public',
        publishAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      collectionId = (
        await h.asAdmin({
          method: 'POST',
          url: '/api/featured-collections',
          payload: { name: 'Wombat picks' },
        })
      ).json().id;
      for (const videoId of Object.values(made)) {
        await h.asAdmin({
          method: 'POST',
          url: `/api/featured-collections/${collectionId}/videos`,
          payload: { videoId },
        });
      }
    });

    it('a new video is public unless the admin says otherwise, and the admin can change it', async () => {
      const video = (
        await h.asAdmin({
          method: 'POST',
          url: '/api/videos',
          payload: { title: 'Plain', sourceUrl: 'https://cdn.example.com/plain.mp4' },
        })
      ).json();
      expect(video).toMatchObject({ visibility: 'public', publishAt: null });
      const updated = await h.asAdmin({
        method: 'PUT',
        url: `/api/videos/${video.id}`,
        payload: { visibility: 'draft', publishAt: '2030-01-01T10:00:00+02:00' },
      });
      expect(updated.json()).toMatchObject({
        visibility: 'draft',
        publishAt: '2030-01-01T08:00:00.000Z',
      });
      for (const payload of [{ visibility: 'secret' }, { publishAt: 'tomorrow' }]) {
        const refused = await h.asAdmin({ method: 'PUT', url: `/api/videos/${video.id}`, payload });
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      }
      await h.asAdmin({ method: 'DELETE', url: `/api/videos/${video.id}` });
    });

    // Every public read of one video: a draft and a scheduled video do not exist for visitors,
    // an unlisted one plays by its link.
    it.each([
      '/api/videos/:id',
      '/api/videos/:id/share-data',
      '/api/videos/:id/interactive-elements',
      '/api/videos/:id/quizzes',
      '/api/videos/:id/surveys',
      '/api/videos/:id/polls',
    ])('%s: 404 for a draft or scheduled video, 200 for an unlisted one', async (route) => {
      const url = (id: number) => route.replace(':id', String(id));
      for (const hidden of [made.draft, made.scheduled]) {
        expect((await h.request({ method: 'GET', url: url(hidden) })).statusCode).toBe(404);
        expect((await h.asViewer({ method: 'GET', url: url(hidden) })).statusCode).toBe(404);
        expect((await h.asAdmin({ method: 'GET', url: url(hidden) })).statusCode).toBe(200);
      }
      expect((await h.request({ method: 'GET', url: url(made.unlisted) })).statusCode).toBe(200);
    });

    // Every public list: only the public, published video is listed.
    it.each([
      ['/api/videos', (body: Listed) => ids(body)],
      ['/api/videos?limit=100&q=wombatvis', (body: { items: Listed }) => ids(body.items)],
      ['/api/videos/featured', (body: Listed) => ids(body)],
      ['/api/videos/search?q=wombatvis', (body: Listed) => ids(body)],
      ['/api/videos?category=:category', (body: Listed) => ids(body)],
      [
        '/api/featured-collections/:collection/videos',
        (body: { video: { id: number } }[]) => body.map((entry) => entry.video.id),
      ],
    ] as const)('%s lists the public video only', async (route, idsOf) => {
      const url = route
        .replace(':category', category.slug)
        .replace(':collection', String(collectionId));
      const listed = (idsOf as (body: unknown) => number[])(
        (await h.request({ method: 'GET', url })).json(),
      );
      expect(listed).toContain(made.public);
      for (const hidden of [made.unlisted, made.draft, made.scheduled])
        expect(listed).not.toContain(hidden);
    });

    it('search suggestions come from listed videos only', async () => {
      const suggest = async (q: string) =>
        (await h.request({ method: 'GET', url: `/api/videos/suggestions?q=${q}` })).json()
          .suggestions;
      expect(await suggest('wombat burrows in')).not.toEqual([]);
      expect(await suggest('wombat burrows unlisted')).toEqual([]);
      expect(await suggest('wombat burrows draft')).toEqual([]);
    });

    it('admins see every visibility when they ask; visitors may not ask', async () => {
      const all = (
        await h.asAdmin({ method: 'GET', url: '/api/videos?visibility=all&q=wombatvis' })
      ).json();
      expect(ids(all).sort()).toEqual(Object.values(made).sort());
      const drafts = (
        await h.asAdmin({ method: 'GET', url: '/api/videos?visibility=draft&q=wombatvis' })
      ).json();
      expect(ids(drafts)).toEqual([made.draft]);
      const entries = (
        await h.asAdmin({ method: 'GET', url: `/api/featured-collections/${collectionId}/videos` })
      ).json();
      expect(entries).toHaveLength(4);
      expect(
        (await h.request({ method: 'GET', url: '/api/videos?visibility=all' })).statusCode,
      ).toBe(401);
      expect(
        (await h.asViewer({ method: 'GET', url: '/api/videos?visibility=all' })).statusCode,
      ).toBe(403);
    });
  });

  describe('paging', () => {
    type Page = {
      items: { id: number; title: string; duration: number }[];
      nextCursor: string | null;
      total?: number;
      videoTypes?: string[];
    };
    const pageType = 'pagingtest';
    const insert = async (title: string, duration: number) =>
      (
        await h.asAdmin({
          method: 'POST',
          url: '/api/videos',
          payload: {
            title,
            duration,
            videoType: pageType,
            sourceUrl: 'https://cdn.example.com/page.mp4',
          },
        })
      ).json().id as number;
    const page = async (query: string): Promise<Page> => {
      const response = await h.request({
        method: 'GET',
        url: `/api/videos?type=${pageType}&${query}`,
      });
      expect(response.statusCode, query).toBe(200);
      return response.json();
    };
    const first: number[] = [];

    beforeAll(async () => {
      for (const [i, title] of [
        'Kiwi',
        'apple',
        'Mango',
        'banana',
        'Cherry',
        'date',
        'Fig',
      ].entries())
        first.push(await insert(title, (i * 37) % 100));
    });

    /** Follows nextCursor to the end, running `between` after each page. */
    async function readAll(query: string, between: () => Promise<void> = async () => {}) {
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const answer: Page = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
        if (pages === 0) expect(answer.total).toBeGreaterThan(0);
        else expect(answer.total).toBeUndefined();
        seen.push(...answer.items.map((v) => v.id));
        cursor = answer.nextCursor;
        pages += 1;
        await between();
      } while (cursor);
      return seen;
    }

    it('newest first: videos inserted between pages neither repeat nor shift a page', async () => {
      const inserted: number[] = [];
      const seen = await readAll('limit=3&sort=newest', async () => {
        inserted.push(await insert('Late arrival', 5));
      });
      expect(seen).toEqual([...first].reverse());
      for (const id of inserted) await h.asAdmin({ method: 'DELETE', url: `/api/videos/${id}` });
    });

    it('oldest first: videos inserted between pages come at the end, once each', async () => {
      const inserted: number[] = [];
      const seen = await readAll('limit=2&sort=oldest', async () => {
        if (inserted.length < 3) inserted.push(await insert('Later arrival', 6));
      });
      expect(seen).toEqual([...first, ...inserted]);
      for (const id of inserted) await h.asAdmin({ method: 'DELETE', url: `/api/videos/${id}` });
    });

    it.each(['newest', 'oldest', 'title', 'duration'])(
      'pages sorted by %s add up to the unpaged list in the same order',
      async (sort) => {
        const whole = (
          await h.request({ method: 'GET', url: `/api/videos?type=${pageType}&sort=${sort}` })
        ).json<Page['items']>();
        expect(whole.map((v) => v.id).sort()).toEqual([...first].sort());
        expect(await readAll(`limit=2&sort=${sort}`)).toEqual(whole.map((v) => v.id));
        if (sort === 'duration') {
          const durations = whole.map((v) => v.duration);
          expect(durations).toEqual([...durations].sort((a, b) => a - b));
        }
        if (sort === 'title') {
          // Case does not order titles.
          expect(whole.map((v) => v.title.toLowerCase())).toEqual([
            'apple',
            'banana',
            'cherry',
            'date',
            'fig',
            'kiwi',
            'mango',
          ]);
        }
      },
    );

    it.each(['title', 'duration', 'newest'])(
      'order=desc reverses the %s order, and pages add up to it',
      async (sort) => {
        const ascending = await readAll(`limit=3&sort=${sort}&order=asc`);
        const descending = await readAll(`limit=3&sort=${sort}&order=desc`);
        expect(descending).toEqual([...ascending].reverse());
        expect(ascending.slice().sort()).toEqual([...first].sort());
      },
    );

    it('filters by a duration range, both ends included', async () => {
      const whole = (
        await h.request({ method: 'GET', url: `/api/videos?type=${pageType}&sort=duration` })
      ).json<Page['items']>();
      const [low, high] = [whole[1]!.duration, whole[4]!.duration];
      const inRange = whole.filter((v) => v.duration >= low && v.duration <= high);
      const seen = await readAll(`limit=2&sort=duration&minDuration=${low}&maxDuration=${high}`);
      expect(seen).toEqual(inRange.map((v) => v.id));
      expect(seen.length).toBeGreaterThan(1);
    });

    it('names the video types every filter but the type matches, on the first page', async () => {
      const other = await insert('A talk of another type', 3);
      await h.asAdmin({
        method: 'PUT',
        url: `/api/videos/${other}`,
        payload: { videoType: 'PagingOther' },
      });
      // The type filter matches nothing here, yet the search's other type is named.
      const firstPage = await h.request({
        method: 'GET',
        url: `/api/videos?type=${pageType}&q=talk another&limit=1&facets=videoTypes`,
      });
      expect(firstPage.json().items).toEqual([]);
      expect(firstPage.json().videoTypes).toEqual(['pagingother']);
      // Only when asked: a plain first page makes no extra scan.
      const plain = await h.request({ method: 'GET', url: '/api/videos?q=talk another&limit=1' });
      expect(plain.json().videoTypes).toBeUndefined();
      const typed = await page('limit=2&facets=videoTypes');
      expect(typed.videoTypes).toEqual(expect.arrayContaining([pageType, 'pagingother']));
      const next = await page(`limit=2&facets=videoTypes&cursor=${typed.nextCursor}`);
      expect(next.videoTypes).toBeUndefined();
      await h.asAdmin({ method: 'DELETE', url: `/api/videos/${other}` });
    });

    it('refuses a bad limit, sort or cursor with 400', async () => {
      const { nextCursor } = await page('limit=2&sort=title');
      const bad = [
        'limit=0',
        'limit=101',
        'limit=ten',
        'sort=views-desc',
        'cursor=not-a-cursor',
        `cursor=${Buffer.from('{"sort":"newest"}').toString('base64url')}`,
        `sort=newest&cursor=${nextCursor}`, // handed out for another sort
        `sort=title&order=desc&cursor=${nextCursor}`, // handed out for another direction
        'order=up',
        'facets=everything',
        'minDuration=-1',
        'featured=maybe',
        'category=no-such-category',
      ];
      for (const query of bad) {
        const response = await h.request({ method: 'GET', url: `/api/videos?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toEqual(expect.any(String));
      }
    });

    it.each(['asc', 'desc'])(
      "a search's first page is in the duration order asked for (%s)",
      async (order) => {
        // Two videos match as typed, and one through typo tolerance (its title is misspelt):
        // ranking puts those apart, the order asked for must not.
        if (order === 'asc') {
          await insert('Orchard walk', 50);
          await insert('Orchard visit', 10);
          await insert('Orchad tour', 90);
        }
        const answer = await page(`q=orchard&sort=duration&order=${order}&limit=10`);
        const durations = answer.items.map((v) => v.duration);
        expect(durations).toEqual([...durations].sort((a, b) => (order === 'asc' ? a - b : b - a)));
        expect(answer.total).toBe(3);
      },
    );
  });
  describe('bulk actions', () => {
    const bulk = (payload: Record<string, unknown>) =>
      h.asAdmin({ method: 'POST', url: '/api/admin/videos/bulk', payload });
    const create = async (title: string, tags: string[] = []) =>
      (
        await h.asAdmin({
          method: 'POST',
          url: '/api/videos',
          payload: { title, tags, sourceUrl: 'https://cdn.example.com/bulk.mp4' },
        })
      ).json<{ id: number }>().id;
    const read = async (id: number) =>
      (await h.asAdmin({ method: 'GET', url: `/api/videos/${id}` })).json<{
        isFeatured: boolean;
        visibility: string;
        tags: string[];
      }>();
    const unknown = 1_999_999_999;

    it('applies each action to the videos found and answers every id, unknown ones not-found', async () => {
      const a = await create('Bulk A');
      const b = await create('Bulk B');
      const ids = [a, unknown, b];
      const expected = [
        { id: a, status: 'ok' },
        { id: unknown, status: 'not-found' },
        { id: b, status: 'ok' },
      ];

      expect((await bulk({ action: 'feature', ids })).json()).toEqual({ results: expected });
      expect((await read(a)).isFeatured && (await read(b)).isFeatured).toBe(true);
      await bulk({ action: 'unfeature', ids });
      expect((await read(a)).isFeatured || (await read(b)).isFeatured).toBe(false);

      const drafted = await bulk({ action: 'set-visibility', visibility: 'draft', ids });
      expect(drafted.json()).toEqual({ results: expected });
      expect((await h.request({ method: 'GET', url: `/api/videos/${a}` })).statusCode).toBe(404);

      const [category] = (await h.request({ method: 'GET', url: '/api/categories' })).json();
      for (let twice = 0; twice < 2; twice += 1) {
        const applied = await bulk({ action: 'apply-category', categoryId: category.id, ids });
        expect(applied.json()).toEqual({ results: expected });
      }
      expect((await read(a)).tags).toEqual([category.name]); // once, however often applied

      const collection = (
        await h.asAdmin({
          method: 'POST',
          url: '/api/featured-collections',
          payload: { name: 'Bulk picks' },
        })
      ).json<{ id: number }>();
      const added = await bulk({ action: 'add-to-collection', collectionId: collection.id, ids });
      expect(added.json()).toEqual({ results: expected });
      const entries = (
        await h.asAdmin({ method: 'GET', url: `/api/featured-collections/${collection.id}/videos` })
      ).json<{ video: { id: number } }[]>();
      expect(entries.map((e) => e.video.id)).toEqual([a, b]);

      expect((await bulk({ action: 'delete', ids })).json()).toEqual({ results: expected });
      expect((await h.asAdmin({ method: 'GET', url: `/api/videos/${b}` })).statusCode).toBe(404);
      expect((await bulk({ action: 'delete', ids: [a] })).json()).toEqual({
        results: [{ id: a, status: 'not-found' }],
      });
    });

    it('does not add a category tag past the most tags a video may have', async () => {
      const full = await create(
        'Bulk full',
        Array.from({ length: 30 }, (_, i) => `tag ${i}`),
      );
      const [category] = (await h.request({ method: 'GET', url: '/api/categories' })).json();
      const answer = await bulk({ action: 'apply-category', categoryId: category.id, ids: [full] });
      expect(answer.json()).toEqual({ results: [{ id: full, status: 'too-many-tags' }] });
      expect((await read(full)).tags).toHaveLength(30);
    });

    it('refuses bad requests and changes nothing', async () => {
      const id = await create('Bulk untouched');
      for (const payload of [
        { action: 'feature', ids: [] },
        { action: 'feature', ids: [id, id] },
        { action: 'feature', ids: ['x'] },
        { action: 'explode', ids: [id] },
        { action: 'set-visibility', visibility: 'secret', ids: [id] },
        { action: 'feature', ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      ]) {
        expect((await bulk(payload)).statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      }
      expect(
        (await bulk({ action: 'add-to-collection', collectionId: unknown, ids: [id] })).statusCode,
      ).toBe(404);
      expect(
        (await bulk({ action: 'apply-category', categoryId: unknown, ids: [id] })).statusCode,
      ).toBe(404);
      const anonymous = await h.request({
        method: 'POST',
        url: '/api/admin/videos/bulk',
        payload: { action: 'delete', ids: [id] },
      });
      expect(anonymous.statusCode).toBe(401);
      const viewer = await h.asViewer({
        method: 'POST',
        url: '/api/admin/videos/bulk',
        payload: { action: 'delete', ids: [id] },
      });
      expect(viewer.statusCode).toBe(403);
      expect(await read(id)).toMatchObject({ isFeatured: false, visibility: 'public', tags: [] });
    });
  });
});

describe.each(storeKinds)('share links with PUBLIC_ORIGIN on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, {
      seed: 'demo',
      env: { PUBLIC_ORIGIN: 'https://learn.example.com/' },
    });
  });
  afterAll(() => h.close());

  it('uses the configured origin whatever host the request came to', async () => {
    const share = (
      await h.request({
        method: 'GET',
        url: '/api/videos/1/share-data',
        headers: { host: 'internal:3000' },
      })
    ).json();
    expect(share.url).toBe('https://learn.example.com/watch/1');
    expect(share.embedUrl).toBe('https://learn.example.com/embed/1');
  });
});
