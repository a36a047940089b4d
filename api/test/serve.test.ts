import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentStore, seedContent, type ContentStore } from '@lumen/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const HASHED_CHUNK = 'export const screens = ["home", "watch", "search"];\n'.repeat(200);

describe('serving the SPA, media and framing rules', () => {
  let app: FastifyInstance;
  let content: ContentStore;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lumen-serve-'));
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">spa</div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    // A built chunk with its precompressed copies, as web/scripts/precompress.mjs writes them.
    for (const [name, text] of [
      ['assets/index-D7veRBea.js', HASHED_CHUNK],
      ['index.html', '<!doctype html><div id="root">spa</div>'],
    ] as const) {
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
    }
    writeFileSync(join(dist, 'assets/index-D7veRBea.js'), HASHED_CHUNK);
    content = await openContentStore({});
    await seedContent(content.db, 'demo');
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dir, BODY_LIMIT_BYTES: '65536' }),
      content,
      webDistDir: dist,
    });
  });
  afterAll(async () => {
    await app.close();
    await content.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every screen of the route table with the SPA and 200', async () => {
    const screens = [
      '/',
      '/watch',
      '/watch/3',
      '/category/Technology',
      '/search',
      '/search?q=maths',
      '/search/neural%20networks',
      '/collections',
      '/collections/1',
      '/live',
      '/admin',
      '/admin/videos/3/edit',
      '/privacy',
      '/cookies',
      '/embed/1',
      '/Watch/3/',
    ];
    for (const url of screens) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('id="root"');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers 404 with the SPA (its not-found page) for a page path no route matches', async () => {
    for (const url of ['/no-such-page', '/watch/3/extra', '/category', '/embed', '/api']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('id="root"');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps unknown API paths and missing files as JSON 404s', async () => {
    for (const url of ['/api/unknown', '/api/nope', '/assets/missing.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toMatch(/^Not found/);
    }
  });

  it('sends the precompressed brotli or gzip copy to a browser that accepts it', async () => {
    const url = '/assets/index-D7veRBea.js';
    const brotli = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(HASHED_CHUNK.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(HASHED_CHUNK);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(HASHED_CHUNK);

    const identity = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body).toBe(HASHED_CHUNK);

    const page = await app.inject({
      method: 'GET',
      url: '/watch',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('id="root"');
  });

  it('compresses API answers of a kilobyte or more, brotli first, and leaves small ones alone', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/videos' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4096);

    const brotli = await app.inject({
      method: 'GET',
      url: '/api/videos',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await app.inject({
      method: 'GET',
      url: '/api/videos',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const small = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.length).toBeLessThan(1024);
  });

  it('holds a compressed request body to the body limit once inflated', async () => {
    // 64 KiB of limit; the body inflates to 1 MiB from a few kilobytes on the wire.
    const inflated = JSON.stringify({ email: 'a'.repeat(1024 * 1024), password: 'x' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(inflated),
    });
    expect(response.statusCode).toBe(413);
  });

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    const chunk = await app.inject({ method: 'GET', url: '/assets/index-D7veRBea.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe(
      'console.log(1)',
    );
    for (const url of ['/', '/index.html', '/no-such-page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the shipped demo media so the product plays offline', async () => {
    const video = await app.inject({
      method: 'GET',
      url: '/media/seed/frame-counter.mp4',
      headers: { range: 'bytes=0-99' },
    });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');
  });

  it("lets only a video's embed page be framed by other sites", async () => {
    for (const url of ['/embed/1', '/embed/42/', '/embed/7?autoplay=1', '/EMBED/3']) {
      const embed = await app.inject({ method: 'GET', url });
      expect(embed.headers['x-frame-options'], url).toBeUndefined();
      expect(embed.headers['content-security-policy'], url).toContain('frame-ancestors *');
    }
    const notEmbedPages = [
      '/watch/1',
      '/embed/',
      '/embed/abc',
      '/embed/0',
      '/embed/1/extra',
      '/embed/1.js',
      '/embed/..%2Fadmin',
      '/admin?x=/embed/1',
      '/api/videos/1',
    ];
    for (const url of notEmbedPages) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['x-frame-options'], url).toBe('DENY');
      expect(page.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('lets video play from any http(s) origin (media cannot run script), HLS through hls.js too', async () => {
    const page = await app.inject({ method: 'GET', url: '/watch/1' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("media-src 'self' blob: data: http: https:");
    expect(csp).toContain("connect-src 'self' http: https:");
    // Script stays locked down: the media rule must not widen it.
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.youtube\.com https:\/\/s\.ytimg\.com;/);
  });
});
