import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentStore, type ContentStore } from '@lumen/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

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
    content = await openContentStore({});
    app = await buildApp({ config: loadConfig({ DATA_DIR: dir }), content, webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    await content.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html for client routes and the built assets as files', async () => {
    for (const url of ['/', '/watch/3', '/search?q=maths', '/admin', '/embed/1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('id="root"');
    }
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe(
      'console.log(1)',
    );
  });

  it('keeps unknown API paths and missing files as JSON 404s', async () => {
    for (const url of ['/api/nope', '/assets/missing.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/^Not found/);
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

  it('lets only /embed/* be framed by other sites', async () => {
    const page = await app.inject({ method: 'GET', url: '/watch/1' });
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const embed = await app.inject({ method: 'GET', url: '/embed/1' });
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
  });
});
