// A video's embed settings: saved by admins only and validated, shown to admins only. The allowed
// domains apply to its embed page: the CSP frame-ancestors list, and the "can't be embedded here"
// page for a frame whose Referer names a site not on the list. Captions on by default reaches the
// embed's player through the public embed defaults.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EMBED_HOSTS, type Video, type VideoDetail } from '@lumen/contract';
import { createHarness, ORIGIN, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>Lumen</title><meta name="description" content="Lumen" /></head>
  <body><div id="root"></div></body>
</html>`;

describe.each(storeKinds)('embed rules on %s', (kind) => {
  let h: Harness;
  let video: Video;
  let open: Video;
  let draft: Video;

  const settingsUrl = (id: number) => `/api/videos/${id}/embed-settings`;
  const save = (id: number, allowedHosts: unknown) =>
    h.asAdmin({ method: 'PUT', url: settingsUrl(id), payload: { allowedHosts } });
  const saveSettings = (id: number, payload: object) =>
    h.asAdmin({ method: 'PUT', url: settingsUrl(id), payload });
  const embedDefaults = (id: number) =>
    h.request({ method: 'GET', url: `/api/videos/${id}/embed-defaults` });
  const adminRead = async (id: number) =>
    (await h.asAdmin({ method: 'GET', url: `/api/videos/${id}` })).json<VideoDetail>();
  const embedLoad = (id: number, headers: Record<string, string> = {}) =>
    h.request({ method: 'GET', url: `/embed/${id}`, headers });
  const framedBy = (id: number, referer: string) =>
    embedLoad(id, { referer, 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' });

  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'lumen-embed-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    h = await createHarness(kind, { webDistDir: dist });
    const create = async (title: string, visibility = 'public') =>
      (
        await h.asAdmin({
          method: 'POST',
          url: '/api/videos',
          payload: { title, sourceUrl: 'https://cdn.example.com/clip.mp4', visibility },
        })
      ).json<Video>();
    video = await create('Partners only <b>please</b>');
    open = await create('Anyone may embed');
    draft = await create('Not out yet', 'draft');
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('saves hosts lower-cased, de-duplicated, international names in ASCII', async () => {
    const response = await save(video.id, [
      ' Example.COM ',
      'example.com',
      '*.Partner.org',
      'bücher.de',
      'localhost',
      '192.168.1.20',
    ]);
    expect(response.statusCode).toBe(200);
    const expected = [
      'example.com',
      '*.partner.org',
      'xn--bcher-kva.de',
      'localhost',
      '192.168.1.20',
    ];
    expect(response.json()).toEqual({ allowedHosts: expected, captionsOn: false });
    expect((await adminRead(video.id)).embedSettings).toEqual({
      allowedHosts: expected,
      captionsOn: false,
    });
  });

  it('refuses a bad host with a 400 that names it, and changes nothing', async () => {
    const before = (await adminRead(video.id)).embedSettings;
    const bad: [unknown, RegExp][] = [
      [['https://example.org'], /just the host name/],
      [['example.org/page'], /just the host name/],
      [['example.org:8080'], /just the host name/],
      [['exa mple.org'], /just the host name/],
      [['-edge.example.org'], /is not a host name/],
      [['under_score.example.org'], /is not a host name/],
      [['300.1.1.1'], /is not a host name/],
      [['*'], /is not a host name/],
      [['*.com'], /two labels or more/],
      [['*.10.0.0.1'], /not an address/],
      [['ok.example.org', ''], /Enter a host name/],
      [[`${'a'.repeat(64)}.example.org`], /is not a host name/],
      [Array.from({ length: MAX_EMBED_HOSTS + 1 }, (_, i) => `site${i}.example.org`), /At most/],
      ['example.org', /./],
      [[42], /./],
    ];
    for (const [hosts, message] of bad) {
      const response = await save(video.id, hosts);
      expect(response.statusCode, JSON.stringify(hosts)).toBe(400);
      expect(response.json().message, JSON.stringify(hosts)).toMatch(message);
    }
    expect(
      (await h.asAdmin({ method: 'PUT', url: settingsUrl(video.id), payload: {} })).statusCode,
    ).toBe(400);
    // captionsOn is a boolean; a bad one saves nothing, not even the good hosts beside it.
    for (const payload of [
      { captionsOn: 'yes' },
      { captionsOn: 1 },
      { captionsOn: null },
      { allowedHosts: ['fine.example'], captionsOn: 'true' },
      { captionsOn: true, allowedHosts: ['https://fine.example'] },
      { captions: true },
    ]) {
      const response = await saveSettings(video.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toEqual(expect.any(String));
    }
    expect((await adminRead(video.id)).embedSettings).toEqual(before);
  });

  it('lets only admins save them, and shows them only to admins', async () => {
    const payload = { allowedHosts: ['attacker.example'] };
    const anonymous = await h.request({
      method: 'PUT',
      url: settingsUrl(video.id),
      headers: { origin: ORIGIN },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const viewer = await h.asViewer({ method: 'PUT', url: settingsUrl(video.id), payload });
    expect(viewer.statusCode).toBe(403);
    const captionsOn = {
      method: 'PUT' as const,
      url: settingsUrl(video.id),
      payload: { captionsOn: true },
    };
    expect((await h.request({ ...captionsOn, headers: { origin: ORIGIN } })).statusCode).toBe(401);
    expect((await h.asViewer(captionsOn)).statusCode).toBe(403);
    const stored = (await adminRead(video.id)).embedSettings!;
    expect(stored.allowedHosts).not.toContain('attacker.example');
    expect(stored.captionsOn).toBe(false);
    expect((await save(2_000_000_000, ['example.com'])).statusCode).toBe(404);

    const publicRead = (await h.request({ method: 'GET', url: `/api/videos/${video.id}` })).json();
    expect(publicRead).not.toHaveProperty('embedSettings');
    expect((await adminRead(open.id)).embedSettings).toEqual({
      allowedHosts: [],
      captionsOn: false,
    });
  });

  it('stores captions on by default apart from the hosts, and tells the embed as its default', async () => {
    const hosts = (await adminRead(video.id)).embedSettings!.allowedHosts;
    expect((await embedDefaults(video.id)).json()).toEqual({ captionsOn: false });

    const on = await saveSettings(video.id, { captionsOn: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ allowedHosts: hosts, captionsOn: true });
    expect((await adminRead(video.id)).embedSettings).toEqual({
      allowedHosts: hosts,
      captionsOn: true,
    });
    // Anyone who may watch the video reads the default; nothing else of the settings.
    const defaults = await embedDefaults(video.id);
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toEqual({ captionsOn: true });
    expect((await embedDefaults(open.id)).json()).toEqual({ captionsOn: false });

    // Saving the hosts alone keeps the captions setting, and the other way round.
    expect((await save(video.id, ['example.com'])).json()).toEqual({
      allowedHosts: ['example.com'],
      captionsOn: true,
    });
    expect((await saveSettings(video.id, { captionsOn: false })).json()).toEqual({
      allowedHosts: ['example.com'],
      captionsOn: false,
    });
    expect(
      (await saveSettings(video.id, { allowedHosts: hosts, captionsOn: true })).json(),
    ).toEqual({ allowedHosts: hosts, captionsOn: true });
  });

  it("keeps a draft's embed defaults from visitors, and answers 404 for no video", async () => {
    expect((await saveSettings(draft.id, { captionsOn: true })).statusCode).toBe(200);
    expect((await embedDefaults(draft.id)).statusCode).toBe(404);
    const asAdmin = await h.asAdmin({
      method: 'GET',
      url: `/api/videos/${draft.id}/embed-defaults`,
    });
    expect(asAdmin.json()).toEqual({ captionsOn: true });
    expect((await embedDefaults(2_000_000_000)).statusCode).toBe(404);
    expect((await embedDefaults(0)).statusCode).toBe(400);
    expect((await saveSettings(2_000_000_000, { captionsOn: true })).statusCode).toBe(404);
  });

  it("lists the allowed hosts, on any scheme and port, in the embed page's frame-ancestors", async () => {
    const limited = await embedLoad(video.id);
    expect(limited.statusCode).toBe(200);
    expect(limited.headers['x-frame-options']).toBeUndefined();
    const csp = String(limited.headers['content-security-policy']);
    expect(csp).toContain(
      "frame-ancestors 'self' https://example.com:* http://example.com:* " +
        'https://*.partner.org:* http://*.partner.org:* https://xn--bcher-kva.de:* ' +
        'http://xn--bcher-kva.de:* https://localhost:* http://localhost:* ' +
        'https://192.168.1.20:* http://192.168.1.20:*;',
    );
    expect(limited.headers.vary).toMatch(/Referer/);

    const unlimited = await embedLoad(open.id);
    expect(String(unlimited.headers['content-security-policy'])).toContain('frame-ancestors *');
    // Every other page is still never framed.
    const watch = await h.request({ method: 'GET', url: `/watch/${video.id}` });
    expect(String(watch.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(watch.headers['x-frame-options']).toBe('DENY');
  });

  it('shows a frame from a site not on the list the "can\'t be embedded here" page', async () => {
    for (const referer of [
      'https://elsewhere.example/article',
      'https://partner.org/', // *.partner.org names subdomains only
      'https://example.com.evil.example/',
      'http://localhost.evil.example:8080/',
    ]) {
      const refused = await framedBy(video.id, referer);
      expect(refused.statusCode, referer).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toContain("This video can't be embedded here");
      expect(refused.body).not.toContain('<div id="root">');
      // The title is escaped; the link opens the watch page in a new tab.
      expect(refused.body).not.toContain('<b>please</b>');
      expect(refused.body).toContain(
        `<a href="${ORIGIN.replace(':80', '')}/watch/${video.id}" target="_blank" rel="noopener">`,
      );
      // The message itself may be framed by the site that asked.
      expect(String(refused.headers['content-security-policy'])).toContain('frame-ancestors *');
    }
  });

  it('serves the player to an allowed site, its own pages, and whenever the browser does not tell', async () => {
    const player = async (response: Awaited<ReturnType<typeof embedLoad>>, label: string) => {
      expect(response.statusCode, label).toBe(200);
      expect(response.body, label).toContain('<div id="root">');
    };
    for (const referer of [
      'https://example.com/post/1',
      'http://example.com:8080/',
      'https://www.partner.org/',
      'https://a.b.partner.org/',
      'https://xn--bcher-kva.de/',
      'http://localhost:5173/',
      `${ORIGIN}/admin?tab=embed`,
    ])
      await player(await framedBy(video.id, referer), referer);
    // No Referer (a no-referrer policy), no Sec-Fetch-Dest, or a top-level visit: the CSP decides.
    await player(await embedLoad(video.id, { 'sec-fetch-dest': 'iframe' }), 'no referer');
    await player(
      await embedLoad(video.id, { referer: 'https://elsewhere.example/' }),
      'no fetch destination',
    );
    await player(
      await embedLoad(video.id, {
        referer: 'https://elsewhere.example/',
        'sec-fetch-dest': 'document',
      }),
      'top-level visit',
    );
    // A video without a list plays in any frame.
    await player(await framedBy(open.id, 'https://elsewhere.example/'), 'open video');
  });

  it('still answers oEmbed for a video with a list (its snippet serves the allowed sites)', async () => {
    const response = await h.request({
      method: 'GET',
      url: `/oembed?url=${encodeURIComponent(`${ORIGIN.replace(':80', '')}/watch/${video.id}`)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().html).toContain(`/embed/${video.id}`);
  });

  it('an id out of range is a missing page, not an error', async () => {
    const response = await embedLoad(9_999_999_999);
    expect(response.statusCode).toBe(404);
  });

  it('an empty list lets any site frame the video again', async () => {
    expect((await save(video.id, [])).json()).toEqual({ allowedHosts: [], captionsOn: true });
    expect(String((await embedLoad(video.id)).headers['content-security-policy'])).toContain(
      'frame-ancestors *',
    );
    expect((await framedBy(video.id, 'https://elsewhere.example/')).statusCode).toBe(200);
  });
});
