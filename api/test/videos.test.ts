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
    const created = (await h.asAdmin({ method: 'POST', url: '/api/videos', payload: { title: 'Clip', sourceUrl: 'https://cdn.example.com/clip.mp4' } })).json();
    expect(created).toMatchObject({ sourceType: 'upload', duration: 0, youtubeVideoId: null });

    const list = (await h.request({ method: 'GET', url: '/api/videos' })).json();
    expect(list.map((v: { id: number }) => v.id)).toContain(created.id);
    expect((await h.request({ method: 'GET', url: `/api/videos/${created.id}` })).json().title).toBe('Clip');

    const featured = await h.asAdmin({ method: 'PUT', url: `/api/videos/${created.id}`, payload: { isFeatured: true } });
    expect(featured.json()).toMatchObject({ isFeatured: true, title: 'Clip' });
    const featuredList = (await h.request({ method: 'GET', url: '/api/videos/featured' })).json();
    expect(featuredList.map((v: { id: number }) => v.id)).toEqual([created.id]);

    expect((await h.asAdmin({ method: 'DELETE', url: `/api/videos/${created.id}` })).statusCode).toBe(204);
    expect((await h.request({ method: 'GET', url: `/api/videos/${created.id}` })).statusCode).toBe(404);
  });
});
