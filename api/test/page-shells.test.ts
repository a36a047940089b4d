import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findSiteSettings,
  openContentStore,
  saveSiteSettings,
  seedContent,
  type ContentStore,
} from '@lumen/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { SCREEN_MODULES } from '../src/services/screen-preloads.ts';

// As Vite writes it: the generic title, and an empty #root for the SPA.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Lumen</title>
    <meta name="description" content="Lumen: curated educational video." />
    <link rel="stylesheet" href="/assets/index-Ab12Cd34.css" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-Ef56Gh78.js"></script>
  </body>
</html>
`;
const SITE_NAME = 'Orchard <Learning>';
// As Vite's build.manifest writes it: the entry, which index.html already preloads with its
// imports, and two screens sharing a chunk that the entry does not load.
const MANIFEST = {
  'index.html': { file: 'assets/index-Ef56Gh78.js', isEntry: true, imports: ['_react-R1.js'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_cards-C1.js': { file: 'assets/cards-C1.js', imports: ['_react-R1.js'] },
  'src/app/routes/watch-library.tsx': {
    file: 'assets/watch-library-L1.js',
    isDynamicEntry: true,
    imports: ['_cards-C1.js', '_react-R1.js'],
  },
  'src/app/routes/home.tsx': {
    file: 'assets/home-H1.js',
    isDynamicEntry: true,
    imports: ['_cards-C1.js'],
  },
  'src/app/routes/not-found.tsx': { file: 'assets/not-found-N1.js', isDynamicEntry: true },
};

describe('page shells: the first paint inside the HTML of the public pages', () => {
  let app: FastifyInstance;
  let content: ContentStore;
  let dir: string;
  let watchPath: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lumen-shells-'));
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    content = await openContentStore({});
    await seedContent(content.db, 'demo');
    const {
      privacyUpdatedAt: _p,
      cookiesUpdatedAt: _c,
      ...settings
    } = await findSiteSettings(content.db);
    await saveSiteSettings(content.db, { ...settings, siteName: SITE_NAME });
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dir }),
      content,
      webDistDir: dist,
    });
    const videos = (await app.inject('/api/videos')).json<{ id: number; title: string }[]>();
    const counting = videos.find((video) => video.title.startsWith('Counting Frames'))!;
    watchPath = `/watch/${counting.id}`;
  });
  afterAll(async () => {
    await app?.close();
    await content?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const root = (html: string) => html.slice(html.indexOf('<div id="root">'));
  const escapedName = 'Orchard &lt;Learning&gt;';

  it('draws the home page: the header with the site name, the hero heading and a skeleton', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    const html = root(response.body);
    expect(html).toContain(`aria-label="${escapedName} home"`);
    expect(html).toMatch(/<h1 id="hero"[^>]*>Welcome to /);
    expect(html).toContain('Featured Content');
    expect(html).toContain('aria-label="Loading featured content"');
    expect(response.body).toContain(`<title>${escapedName}</title>`);
  });

  it('draws the library: its heading, the featured strip and the grid as card skeletons', async () => {
    const response = await app.inject('/watch');
    expect(response.statusCode).toBe(200);
    const html = root(response.body);
    expect(html).toContain(escapedName);
    expect(html).toMatch(/<h1[^>]*>Video Library<\/h1>/);
    expect(html).toContain('All Videos');
    expect(html).toContain('aria-label="Loading featured videos"');
    // 3 featured and 8 in the grid, each with the card's two-line title room.
    expect(html.match(/min-h-\[2lh\]/g)).toHaveLength(11);
    expect(response.body).toContain(`<title>Watch · ${escapedName}</title>`);

    const filtered = root((await app.inject('/watch?q=calculus')).body);
    expect(filtered).not.toContain('Loading featured videos');
    expect(filtered).not.toContain('All Videos');
  });

  it("draws a watch page: the player's box with the video's picture, beside its head", async () => {
    const response = await app.inject(watchPath);
    expect(response.statusCode).toBe(200);
    const html = root(response.body);
    expect(html).toContain(escapedName);
    expect(html).toContain('aria-label="Loading video"');
    expect(html).toMatch(/<img src="[^"]*\/frame-counter\.jpg"[^>]*fetchpriority="high"/);
    expect(response.body).toContain('<title>Counting Frames: How Video Timing Works · ');
  });

  it('gives other pages the plain shell, and an embed page none', async () => {
    for (const path of ['/collections', '/privacy', '/no-such-page']) {
      const html = root((await app.inject(path)).body);
      expect(html, path).toContain(escapedName);
      expect(html, path).toContain('role="status" aria-label="Loading"');
    }
    const embed = await app.inject(watchPath.replace('/watch/', '/embed/'));
    expect(embed.body).toContain('<div id="root"></div>');
  });

  it("names the screen's chunks in the head, beside the entry's, so they load at once", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads((await app.inject('/watch')).body)).toEqual([
      '/assets/watch-library-L1.js',
      '/assets/cards-C1.js',
    ]);
    expect(preloads((await app.inject('/?from=a-link')).body)).toEqual([
      '/assets/home-H1.js',
      '/assets/cards-C1.js',
    ]);
    expect(preloads((await app.inject('/no-such-page')).body)).toEqual(['/assets/not-found-N1.js']);
    // A screen the manifest does not name (as after a build without it) gets none.
    expect(preloads((await app.inject('/collections')).body)).toEqual([]);
  });

  it("names the screen's first API reads, where the page's URL alone says what they are", async () => {
    const reads = async (url: string) =>
      [
        ...(await app.inject(url)).body.matchAll(
          /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g,
        ),
      ].map((m) => m[1]);
    expect(await reads('/watch/7')).toEqual([
      '/api/settings',
      '/api/videos/7',
      '/api/videos?limit=24',
      '/api/videos/7/interactive-elements',
    ]);
    expect(await reads('/category/s%C3%A9ries%20tv')).toEqual([
      '/api/settings',
      '/api/categories',
      '/api/videos?category=s%C3%A9ries+tv&facets=videoTypes&limit=24',
    ]);
    // The library's and a category's filters come from the query string: only the settings.
    expect(await reads('/watch?type=tutorial')).toEqual(['/api/settings']);
    expect(await reads('/category/science?q=cells')).toEqual(['/api/settings']);
    // No id, no reads of it; the embed and the admin area read nothing up front.
    expect(await reads('/watch/abc')).toEqual(['/api/settings']);
    expect(await reads('/embed/7')).toEqual([]);
    expect(await reads('/admin')).toEqual([]);
  });

  it('sends the pages compressed to a browser that accepts it', async () => {
    for (const path of ['/', '/watch', watchPath]) {
      const plain = (await app.inject(path)).body;
      const br = await app.inject({ url: path, headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(br.rawPayload.length, path).toBeLessThan(plain.length / 2);
      expect(brotliDecompressSync(br.rawPayload).toString(), path).toBe(plain);
      const gzip = await app.inject({ url: path, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), path).toBe(plain);
    }
  });
});

describe('the screens whose chunks a page preloads', () => {
  it('are the modules web/src/app/router.tsx imports for each route', () => {
    const router = readFileSync(
      fileURLToPath(new URL('../../web/src/app/router.tsx', import.meta.url)),
      'utf8',
    );
    const imported = Object.fromEntries(
      [
        ...router.matchAll(
          /path: (?:SPA_ROUTES\.(\w+)|'\*'),\s*lazy: \(\) => import\('\.\/routes\/([\w-]+)'\)/g,
        ),
      ].map(([, route, file]) => [route ?? 'notFound', `src/app/routes/${file}.tsx`]),
    );
    expect(imported).toEqual(SCREEN_MODULES);
  });
});
