// Every link the admin stores ends up in an href or src: only http(s) URLs and paths that stay
// on this server are accepted, and a YouTube id is 11 characters. A refused write changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

const HOSTILE_LINKS = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/x.mp4',
  '/\\evil.example/x.mp4',
  '/\t/evil.example/x.mp4',
];

const video = { title: 'Linked', sourceUrl: '/media/seed/colour-bars.mp4' };

describe.each(storeKinds)('link fields on %s', (kind) => {
  let h: Harness;
  let videoId: number;
  beforeAll(async () => {
    h = await createHarness(kind, { seed: 'none' });
    videoId = (await h.asAdmin({ method: 'POST', url: '/api/videos', payload: video })).json().id;
  });
  afterAll(() => h.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    h.asAdmin({ method, url, payload });

  it.each([
    ['sourceUrl', 'Source URL'],
    ['thumbnailUrl', 'Thumbnail URL'],
    ['youtubeShareUrl', 'YouTube share URL'],
    ['youtubeEmbedUrl', 'YouTube embed URL'],
  ])('a video %s must be an http(s) link or a path on this server', async (field, label) => {
    for (const bad of HOSTILE_LINKS) {
      for (const response of [
        await send('POST', '/api/videos', { ...video, [field]: bad }),
        await send('PUT', `/api/videos/${videoId}`, { [field]: bad }),
      ]) {
        expect(response.statusCode, bad).toBe(400);
        expect(response.json()).toEqual({
          message: `${label} must be an http(s) link or a path on this server`,
        });
      }
    }
    const stored = (await h.request({ method: 'GET', url: `/api/videos/${videoId}` })).json();
    expect(stored).toMatchObject({ sourceUrl: video.sourceUrl, thumbnailUrl: null });
  });

  it('a video keeps http(s) links and same-server paths', async () => {
    const response = await send('POST', '/api/videos', {
      title: 'Fine',
      sourceUrl: 'https://cdn.example.com/fine.mp4',
      thumbnailUrl: '/uploads/fine.png',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ thumbnailUrl: '/uploads/fine.png' });
  });

  it('a YouTube video id is 11 letters, digits, - or _', async () => {
    const channel = {
      title: 'Channel page',
      sourceUrl: 'https://www.youtube.com/@somechannel',
      sourceType: 'youtube',
    };
    for (const bad of ['"><script>alert(1)</script>', 'dQw4w9WgXc', 'dQw4w9WgXcQ1']) {
      const response = await send('POST', '/api/videos', { ...channel, youtubeVideoId: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({
        message: 'YouTube video id must be 11 letters, digits, - or _',
      });
    }
    const good = await send('POST', '/api/videos', { ...channel, youtubeVideoId: 'dQw4w9WgXcQ' });
    expect(good.json()).toMatchObject({
      youtubeVideoId: 'dQw4w9WgXcQ',
      youtubeEmbedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
  });

  it('a collection or category thumbnail is refused the same way', async () => {
    const collection = (
      await send('POST', '/api/featured-collections', {
        name: 'Picks',
        thumbnailUrl: '/uploads/p.png',
      })
    ).json();
    for (const bad of HOSTILE_LINKS) {
      for (const response of [
        await send('POST', '/api/featured-collections', { name: 'Bad', thumbnailUrl: bad }),
        await send('PUT', `/api/featured-collections/${collection.id}`, { thumbnailUrl: bad }),
        await send('PUT', '/api/categories/1', { thumbnailUrl: bad }),
      ]) {
        expect(response.statusCode, bad).toBe(400);
        expect(response.json()).toEqual({
          message: 'Thumbnail URL must be an http(s) link or a path on this server',
        });
      }
    }
    const collections = (
      await h.request({ method: 'GET', url: '/api/featured-collections' })
    ).json();
    expect(
      collections.map((c: { name: string; thumbnailUrl: string }) => [c.name, c.thumbnailUrl]),
    ).toEqual([['Picks', '/uploads/p.png']]);
    const categories = (await h.request({ method: 'GET', url: '/api/categories' })).json();
    expect(categories.find((c: { id: number }) => c.id === 1).thumbnailUrl).toBeNull();
  });
});

describe('tracking videoId', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite', { events: 'log' });
  });
  afterAll(() => h.close());

  const track = (videoId: unknown) =>
    h.request({
      method: 'POST',
      url: '/api/track/interaction',
      payload: { eventType: 'video_play', videoId },
    });

  it('is a positive integer or a decimal string of one, nothing else', async () => {
    const { id } = (
      await h.asAdmin({
        method: 'POST',
        url: '/api/videos',
        payload: { title: 'Tracked', sourceUrl: 'https://cdn.example.com/t.mp4' },
      })
    ).json();
    for (const good of [id, String(id)])
      expect((await track(good)).statusCode, String(good)).toBe(202);
    for (const bad of [[1], true, '0x10', ' 7 ', '1e3', '', 0, -1, 1.5, null]) {
      const response = await track(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toMatch(/^videoId /);
    }
  });

  it('path ids follow the same rule', async () => {
    for (const bad of ['0x10', '%207%20', '1e3', 'true'])
      expect(
        (await h.request({ method: 'POST', url: `/api/videos/${bad}/track-view` })).statusCode,
        bad,
      ).toBe(400);
  });
});
