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
