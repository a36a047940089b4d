// Link previews as unfurlers see them: the head of a video, embed or collection page read by
// open-graph-scraper (what link-preview services parse), the oEmbed provider found through
// the watch page's discovery link, and what crawlers find: robots.txt and the sitemaps.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ogs from 'open-graph-scraper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCollection,
  insertVideo,
  openContentStore,
  prepareVideo,
  schema,
  updateVideo,
  type ContentStore,
} from '@lumen/db';
import type { Video } from '@lumen/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { buildApp } from '../src/app.ts';
import sitemapRoutes from '../src/routes/sitemap.ts';
import { loadConfig } from '../src/config.ts';

const ORIGIN = 'https://videos.example.com';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Lumen</title>
    <meta name="description" content="Lumen: curated educational video." />
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;
const HOSTILE_TITLE = 'Fish "&" chips </title><script>alert(1)</script>';

async function previewOf(html: string) {
  const { result } = await ogs({ html });
  return result;
}

describe('link previews and oEmbed', () => {
  let app: FastifyInstance;
  let content: ContentStore;
  let dir: string;
  let video: Video;
  let youtubeVideo: Video;
  let draft: Video;
  let unlisted: Video;
  let collectionId: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lumen-unfurls-'));
    const dist = join(dir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    content = await openContentStore({});
    video = await insertVideo(
      content.db,
      prepareVideo({
        title: HOSTILE_TITLE,
        description: '<p>Frying &amp; batter,</p><p>step by step.</p>',
        sourceUrl: 'https://cdn.example.com/fish.mp4',
        thumbnailUrl: `${ORIGIN}/media/seed/colour-bars.jpg`,
        author: 'Ada Cook',
        duration: 300,
      }),
    );
    youtubeVideo = await insertVideo(
      content.db,
      prepareVideo({
        title: 'A YouTube talk',
        sourceUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      }),
    );
    draft = await insertVideo(
      content.db,
      prepareVideo({ title: 'Not yet', sourceUrl: 'https://cdn.example.com/draft.mp4' }),
    );
    await updateVideo(content.db, draft.id, { visibility: 'draft' });
    unlisted = await insertVideo(
      content.db,
      prepareVideo({ title: 'By link only', sourceUrl: 'https://cdn.example.com/unlisted.mp4' }),
    );
    await updateVideo(content.db, unlisted.id, { visibility: 'unlisted' });
    collectionId = (
      await insertCollection(content.db, {
        name: 'Kitchen basics',
        description: 'Everything <b>before</b> dinner',
      })
    ).id;
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dir, PUBLIC_ORIGIN: ORIGIN }),
      content,
      webDistDir: dist,
    });
  });
  afterAll(async () => {
    await app.close();
    await content.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("unfurls a watch link with the video's title, text, image with its size and player", async () => {
    const response = await app.inject({ method: 'GET', url: `/watch/${video.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    // Escaped wherever the title lands: no markup of the title reaches the page.
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).not.toContain('</title><script>');

    const preview = await previewOf(response.body);
    expect(preview.ogTitle).toBe(HOSTILE_TITLE);
    expect(preview.ogDescription).toBe('Frying & batter, step by step.');
    expect(preview.ogType).toBe('video.other');
    expect(preview.ogUrl).toBe(`${ORIGIN}/watch/${video.id}`);
    // The shipped image's own size, read from the file (open-graph-scraper gives strings).
    expect(preview.ogImage?.[0]).toMatchObject({
      url: `${ORIGIN}/media/seed/colour-bars.jpg`,
      width: '480',
      height: '270',
    });
    expect(preview.ogVideoSecureURL ?? preview.ogVideo?.[0]?.url).toBe(
      `${ORIGIN}/embed/${video.id}`,
    );
    expect(preview.twitterCard).toBe('player');
    expect(preview.twitterPlayer?.[0]).toMatchObject({
      url: `${ORIGIN}/embed/${video.id}`,
      width: '1280',
      height: '720',
    });
    expect(response.body).toContain(`<title>${'Fish &quot;&amp;&quot; chips'}`);
  });

  it('gives the embed page the same head, and a YouTube thumbnail its known size', async () => {
    const embed = await previewOf(
      (await app.inject({ method: 'GET', url: `/embed/${video.id}` })).body,
    );
    expect(embed.ogTitle).toBe(HOSTILE_TITLE);
    expect(embed.twitterCard).toBe('player');

    const youtube = await previewOf(
      (await app.inject({ method: 'GET', url: `/watch/${youtubeVideo.id}` })).body,
    );
    expect(youtube.ogImage?.[0]).toMatchObject({
      url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      width: '480',
      height: '360',
    });
  });

  it('unfurls a collection link with its name and text', async () => {
    const response = await app.inject({ method: 'GET', url: `/collections/${collectionId}` });
    expect(response.statusCode).toBe(200);
    const preview = await previewOf(response.body);
    expect(preview.ogTitle).toBe('Kitchen basics');
    expect(preview.ogDescription).toBe('Everything before dinner');
    expect(preview.ogType).toBe('website');
  });

  it('answers an unknown id with the generic head and 404', async () => {
    for (const url of ['/watch/999999', '/embed/999999', '/collections/999999', '/watch/abc']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>Lumen</title>');
      expect(response.body, url).not.toContain('og:title');
    }
  });

  it("gives a draft no preview and no oEmbed, and keeps an unlisted video's out of search engines", async () => {
    const page = await app.inject({ method: 'GET', url: `/watch/${draft.id}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Not yet');
    const oembed = await app.inject({
      method: 'GET',
      url: `/oembed?url=${encodeURIComponent(`${ORIGIN}/watch/${draft.id}`)}`,
    });
    expect(oembed.statusCode).toBe(404);

    const byLink = await app.inject({ method: 'GET', url: `/watch/${unlisted.id}` });
    expect(byLink.statusCode).toBe(200);
    expect((await previewOf(byLink.body)).ogTitle).toBe('By link only');
    expect(byLink.body).toContain('<meta name="robots" content="noindex" />');
    const listed = await app.inject({ method: 'GET', url: `/watch/${video.id}` });
    expect(listed.body).not.toContain('name="robots"');
  });

  it('provides oEmbed through the discovery link of the watch page', async () => {
    const page = (await app.inject({ method: 'GET', url: `/watch/${video.id}` })).body;
    const discovery = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(
      page,
    );
    expect(discovery).not.toBeNull();
    const endpoint = new URL(discovery![1]!.replace(/&amp;/g, '&'));
    expect(endpoint.origin).toBe(ORIGIN);
    const response = await app.inject({
      method: 'GET',
      url: `${endpoint.pathname}${endpoint.search}&maxwidth=400`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const oembed = response.json();
    expect(oembed).toMatchObject({
      version: '1.0',
      type: 'video',
      title: HOSTILE_TITLE,
      author_name: 'Ada Cook',
      provider_name: 'Lumen',
      provider_url: `${ORIGIN}/`,
      width: 400,
      height: 225,
      thumbnail_url: `${ORIGIN}/media/seed/colour-bars.jpg`,
    });
    expect(oembed.html).toMatch(
      new RegExp(`^<iframe src="${ORIGIN}/embed/${video.id}" width="400" height="225" `),
    );
    expect(oembed.html).not.toContain('<script>');
  });

  it('keeps the 16:9 player within maxheight, and takes embed links too', async () => {
    const url = encodeURIComponent(`${ORIGIN}/embed/${video.id}`);
    const response = await app.inject({
      method: 'GET',
      url: `/oembed?url=${url}&maxwidth=1000&maxheight=100`,
    });
    expect(response.json()).toMatchObject({ width: 178, height: 100 });
  });

  it('answers 404 for other links, 501 for XML and 400 for bad bounds', async () => {
    const ask = (query: string) => app.inject({ method: 'GET', url: `/oembed?${query}` });
    for (const link of [
      `https://elsewhere.example.org/watch/${video.id}`,
      `${ORIGIN}/watch/999999`,
      `${ORIGIN}/collections/${collectionId}`,
      `${ORIGIN}/admin`,
      'not a url',
    ]) {
      expect((await ask(`url=${encodeURIComponent(link)}`)).statusCode, link).toBe(404);
    }
    const watchUrl = encodeURIComponent(`${ORIGIN}/watch/${video.id}`);
    expect((await ask(`url=${watchUrl}&format=xml`)).statusCode).toBe(501);
    expect((await ask(`url=${watchUrl}&maxwidth=0`)).statusCode).toBe(400);
    expect((await ask('maxwidth=300')).statusCode).toBe(400);
  });

  /** The <loc> values of a sitemap or sitemap index. */
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it('robots.txt names the sitemap and keeps crawlers out of the admin area', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /admin\n');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  it('the sitemaps name the pages and the public videos, never a draft or an unlisted one', async () => {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    expect(locs(index.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/videos-1.xml`,
    ]);
    await content.db
      .insert(schema.categories)
      .values({ name: 'Technology', slug: 'technology' })
      .onConflictDoNothing();
    const pages = locs((await app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body);
    expect(pages).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/watch`,
        `${ORIGIN}/collections/${collectionId}`,
        `${ORIGIN}/category/technology`,
      ]),
    );
    const videos = await app.inject({ method: 'GET', url: '/sitemaps/videos-1.xml' });
    expect(videos.headers['cache-control']).toBe('public, max-age=3600');
    expect(locs(videos.body)).toEqual([
      `${ORIGIN}/watch/${video.id}`,
      `${ORIGIN}/watch/${youtubeVideo.id}`,
    ]);
    expect(videos.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/videos-2.xml' })).statusCode).toBe(
      404,
    );
    for (const bad of ['videos-0.xml', 'videos-x.xml', 'videos-01.xml'])
      expect((await app.inject({ method: 'GET', url: `/sitemaps/${bad}` })).statusCode, bad).toBe(
        400,
      );
  });

  it('splits the videos into files of at most the protocol size, each naming its own slice', async () => {
    const small = Fastify();
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    await small.register(sitemapRoutes, { db: content.db, publicOrigin: ORIGIN, videosPerFile: 1 });
    try {
      const files = locs((await small.inject({ method: 'GET', url: '/sitemap.xml' })).body);
      expect(files.slice(1)).toEqual([
        `${ORIGIN}/sitemaps/videos-1.xml`,
        `${ORIGIN}/sitemaps/videos-2.xml`,
      ]);
      const named = [];
      for (const n of [1, 2])
        named.push(
          ...locs((await small.inject({ method: 'GET', url: `/sitemaps/videos-${n}.xml` })).body),
        );
      expect(named).toEqual([`${ORIGIN}/watch/${video.id}`, `${ORIGIN}/watch/${youtubeVideo.id}`]);
      expect(
        (await small.inject({ method: 'GET', url: '/sitemaps/videos-3.xml' })).statusCode,
      ).toBe(404);
    } finally {
      await small.close();
    }
  });
});
