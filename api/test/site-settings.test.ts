// The site's own settings through the API: what a fresh install answers, a save read back by
// visitors, admins, link previews and another api process, bad input refused with nothing
// changed, outsiders refused, and legal texts that can never carry HTML onto the page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVideo, prepareVideo } from '@lumen/db';
import type { SiteSettings, SiteSettingsUpdate } from '@lumen/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createHarness, ORIGIN, type Harness } from './support/harness.ts';
import { multipart } from './support/multipart.ts';
import { storeKinds } from './support/stores.ts';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const INDEX_HTML = `<!doctype html>
<html lang="en"><head><title>Lumen</title><meta name="description" content="Lumen" /></head>
<body><div id="root"></div></body></html>`;

const DEFAULTS: SiteSettings = {
  siteName: 'Lumen',
  logoUrl: null,
  defaultLanguage: 'en',
  privacyMarkdown: '',
  cookiesMarkdown: '',
  controllerName: '',
  controllerEmail: '',
  controllerAddress: '',
  analyticsTimeZone: 'UTC',
  privacyUpdatedAt: null,
  cookiesUpdatedAt: null,
};

const HOSTILE_MARKDOWN = [
  '# Our policy',
  '',
  '<script>alert("x")</script>',
  '',
  'Inline <img src=x onerror=alert(1)> and <a href="javascript:alert(2)">raw link</a>.',
  '',
  '[markdown link](javascript:alert(3)) and [protocol-relative](//evil.example/x)',
  '',
  '<iframe src="https://evil.example"></iframe>',
].join('\n');

describe.each(storeKinds)('site settings on %s', (kind) => {
  let h: Harness;
  let distDir: string;
  let videoId: number;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'lumen-site-settings-'));
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    h = await createHarness(kind, { webDistDir: distDir });
    videoId = (
      await insertVideo(
        h.content.db,
        prepareVideo({ title: 'Colour bars', sourceUrl: 'https://cdn.example.com/bars.mp4' }),
      )
    ).id;
  });
  afterAll(async () => {
    await h.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const adminSettings = async () =>
    (await h.asAdmin({ method: 'GET', url: '/api/admin/settings' })).json<SiteSettings>();
  const save = (payload: SiteSettingsUpdate) =>
    h.asAdmin({ method: 'PUT', url: '/api/admin/settings', payload });
  const editable = (settings: SiteSettings): SiteSettingsUpdate => {
    const { privacyUpdatedAt: _p, cookiesUpdatedAt: _c, ...rest } = settings;
    return rest;
  };
  const page = async (name: string) =>
    (await h.request({ method: 'GET', url: `/api/settings/pages/${name}` })).json();
  const uploadLogo = async () => {
    const response = await h.asAdmin({
      method: 'POST',
      url: '/api/upload',
      ...multipart([
        { name: 'type', body: 'site-logo' },
        { name: 'file', filename: 'logo.png', type: 'image/png', body: PNG_1X1 },
      ]),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ url: string }>().url;
  };

  // Runs first: every later case saves.
  it('a fresh install answers the defaults: the product name, no logo, the built-in texts', async () => {
    const site = await h.request({ method: 'GET', url: '/api/settings' });
    expect(site.statusCode).toBe(200);
    expect(site.json()).toEqual({ siteName: 'Lumen', logoUrl: null, defaultLanguage: 'en' });
    expect(site.headers['cache-control']).toBe('no-cache');
    for (const name of ['privacy', 'cookies'])
      expect(await page(name)).toEqual({ html: null, updatedAt: null, controller: null });
    expect(await adminSettings()).toEqual(DEFAULTS);
    expect((await h.request({ method: 'GET', url: '/api/settings/pages/terms' })).statusCode).toBe(
      400,
    );
  });

  it('saves every field, trimmed, and visitors, admins and link previews read them back', async () => {
    const logoUrl = await uploadLogo();
    const response = await save({
      siteName: '  Acme Learning  ',
      logoUrl,
      defaultLanguage: 'es',
      privacyMarkdown: '\n\n# Privacy at Acme\n\nWe keep **little**. See [cookies](/cookies).\n\n',
      cookiesMarkdown: '',
      controllerName: ' Acme Learning Ltd ',
      controllerEmail: 'privacy@acme.example',
      controllerAddress: '1 Example Street\nExampletown',
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<SiteSettings>();
    expect(saved).toMatchObject({
      siteName: 'Acme Learning',
      logoUrl,
      defaultLanguage: 'es',
      privacyMarkdown: '# Privacy at Acme\n\nWe keep **little**. See [cookies](/cookies).',
      cookiesMarkdown: '',
      controllerName: 'Acme Learning Ltd',
      cookiesUpdatedAt: null,
    });
    expect(Date.parse(saved.privacyUpdatedAt!)).not.toBeNaN();
    expect(await adminSettings()).toEqual(saved);

    expect((await h.request({ method: 'GET', url: '/api/settings' })).json()).toEqual({
      siteName: 'Acme Learning',
      logoUrl,
      defaultLanguage: 'es',
    });
    const controller = {
      name: 'Acme Learning Ltd',
      email: 'privacy@acme.example',
      address: '1 Example Street\nExampletown',
    };
    expect(await page('privacy')).toEqual({
      html: '<h2>Privacy at Acme</h2>\n<p>We keep <strong>little</strong>. See <a href="/cookies">cookies</a>.</p>',
      updatedAt: saved.privacyUpdatedAt,
      controller,
    });
    expect(await page('cookies')).toEqual({ html: null, updatedAt: null, controller });

    const watchPage = await h.request({ method: 'GET', url: `/watch/${videoId}` });
    expect(watchPage.body).toContain('<meta property="og:site_name" content="Acme Learning" />');
    expect(watchPage.body).toContain('<title>Colour bars · Acme Learning</title>');
    const oembed = await h.request({
      method: 'GET',
      url: `/oembed?url=${encodeURIComponent(`${ORIGIN}/watch/${videoId}`)}`,
    });
    expect(oembed.json().provider_name).toBe('Acme Learning');
  });

  it("moves a text's date only when that text changes, and an empty text brings back the built-in one", async () => {
    const before = await adminSettings();
    const renamed = (await save({ ...editable(before), siteName: 'Acme' })).json<SiteSettings>();
    expect(renamed.siteName).toBe('Acme');
    expect(renamed.privacyUpdatedAt).toBe(before.privacyUpdatedAt);

    const emptied = (
      await save({ ...editable(renamed), privacyMarkdown: '   \n' })
    ).json<SiteSettings>();
    expect(emptied).toMatchObject({ privacyMarkdown: '', privacyUpdatedAt: null });
    expect((await page('privacy')).html).toBeNull();
  });

  it('stores an analytics time zone, and keeps it when a save leaves it out', async () => {
    const before = await adminSettings();
    const zoned = await save({ ...editable(before), analyticsTimeZone: 'Asia/Kolkata' });
    expect(zoned.statusCode, zoned.body).toBe(200);
    expect(zoned.json<SiteSettings>().analyticsTimeZone).toBe('Asia/Kolkata');
    const { analyticsTimeZone: _zone, ...withoutZone } = editable(before);
    const renamed = (await save({ ...withoutZone, siteName: 'Zoned' })).json<SiteSettings>();
    expect(renamed).toMatchObject({ siteName: 'Zoned', analyticsTimeZone: 'Asia/Kolkata' });
    expect(await adminSettings()).toEqual(renamed);
    await save({ ...editable(before), analyticsTimeZone: 'UTC' });
  });

  it.each<[string, Partial<SiteSettingsUpdate>, string]>([
    ['an empty name', { siteName: '   ' }, 'Site name is required'],
    ['a name over 60 characters', { siteName: 'x'.repeat(61) }, 'at most 60 characters'],
    [
      'a logo from another site',
      { logoUrl: 'https://evil.example/logo.png' },
      'Logo must be an image uploaded here',
    ],
    [
      'a logo that was never uploaded',
      { logoUrl: '/uploads/00000000-0000-4000-8000-000000000000.png' },
      'Logo must be an image uploaded here',
    ],
    ['a contact that is no email', { controllerEmail: 'privacy at acme' }, 'email address'],
    ['an overlong text', { cookiesMarkdown: 'x'.repeat(50_001) }, 'Cookie text must be at most'],
    ['a missing field', { controllerAddress: undefined }, 'controllerAddress'],
    [
      'a language the viewer side does not speak',
      { defaultLanguage: 'fr' as 'en' },
      'Default language must be one of en, es',
    ],
    ['an unknown time zone', { analyticsTimeZone: 'Mars/Olympus_Mons' }, 'Analytics time zone'],
    ['a time zone in the wrong case', { analyticsTimeZone: 'europe/berlin' }, 'such as'],
  ])('refuses %s with a 400 naming it, and changes nothing', async (_case, change, message) => {
    const before = await adminSettings();
    const response = await save({ ...editable(before), siteName: 'Changed', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await adminSettings()).toEqual(before);
  });

  it('a save that names no default language sets English, as a fresh install has', async () => {
    const before = await adminSettings();
    expect((await save({ ...editable(before), defaultLanguage: 'es' })).statusCode).toBe(200);
    const { defaultLanguage: _language, ...withoutLanguage } = editable(before);
    const saved = (await save(withoutLanguage)).json<SiteSettings>();
    expect(saved.defaultLanguage).toBe('en');
    expect((await h.request({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
      defaultLanguage: 'en',
    });
  });

  it('refuses outsiders (401, 403) and a cross-site write, and changes nothing', async () => {
    const before = await adminSettings();
    const body = { ...editable(before), siteName: 'Hijacked' };
    for (const [method, url, payload] of [
      ['GET', '/api/admin/settings', undefined],
      ['PUT', '/api/admin/settings', body],
      ['POST', '/api/admin/settings/preview', { markdown: '# x' }],
    ] as const) {
      const anonymous = await h.request({ method, url, payload });
      expect(anonymous.statusCode).toBe(401);
      const viewer = await h.asViewer({ method, url, payload });
      expect(viewer.statusCode).toBe(403);
    }
    const crossSite = await h.asAdmin({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: body,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await adminSettings()).toEqual(before);
  });

  it('never lets HTML or script typed into a legal text reach the page as HTML', async () => {
    const before = await adminSettings();
    expect(
      (await save({ ...editable(before), cookiesMarkdown: HOSTILE_MARKDOWN })).statusCode,
    ).toBe(200);
    const preview = await h.asAdmin({
      method: 'POST',
      url: '/api/admin/settings/preview',
      payload: { markdown: HOSTILE_MARKDOWN },
    });
    for (const html of [(await page('cookies')).html as string, preview.json().html as string]) {
      expect(html).toContain('<h2>Our policy</h2>');
      // Typed HTML shows as the text it is.
      expect(html).toContain('&lt;script&gt;alert("x")&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).not.toMatch(/<(script|img|iframe)\b/i);
      expect(html).not.toMatch(/<a\b[^>]*href="(javascript:|\/\/)/i);
      const tags = html.match(/<[a-z][^>]*>/gi)!.join(' ');
      expect(tags).not.toMatch(/\son\w+=/i);
    }
  });

  it('another api process shows a save within its bound', async () => {
    const other = await buildApp({
      config: loadConfig({ DATA_DIR: h.dataDir }),
      content: h.content,
      siteSettingsMaxAgeMs: 200,
    });
    try {
      const name = async () =>
        (await other.inject({ method: 'GET', url: '/api/settings' })).json().siteName;
      const before = await adminSettings();
      expect(await name()).toBe(before.siteName);
      expect((await save({ ...editable(before), siteName: 'Seen elsewhere' })).statusCode).toBe(
        200,
      );
      await expect.poll(name, { timeout: 5000, interval: 50 }).toBe('Seen elsewhere');
    } finally {
      await other.close();
    }
  });
});
