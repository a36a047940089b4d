// A video's embed settings in a real browser: the admin edits them (captions on by default, the
// allowed domains) in the Embed Code tab; a page of a site on the list frames the player, a page of another site gets the "can't be
// embedded here" message in its frame, and with no Referer to go by the browser itself refuses the
// frame (CSP frame-ancestors). The two sites are one server reached as http://localhost:<port>
// (allowed) and http://127.0.0.1:<port> (not): different origins, both loopback, as Chromium
// requires of a frame of the loopback test server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Video, VideoDetail } from '@lumen/contract';
import { BROWSER_USER_AGENT } from '@lumen/contract/test-viewer';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage, expectToast, signInApi, type AdminApi } from './admin-support/admin-session';
import { openAdminSuite, type AdminSuite } from './admin-support/admin-suite';
import { screenshot } from './support/browser';

let suite: AdminSuite;
let admin: AdminApi;
let edited: Video;
let limited: Video;
let hostSite: Server;
let hostPort: number;
const hostPages = new Map<string, string>();

beforeAll(async () => {
  hostSite = createServer((request, response) => {
    const html = hostPages.get(request.url ?? '');
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html' });
    response.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => hostSite.listen(0, '127.0.0.1', resolve));
  hostPort = (hostSite.address() as AddressInfo).port;
  suite = await openAdminSuite();
  admin = await signInApi(suite.browser, suite.server);
  const video = (title: string) =>
    admin.post<Video>('/api/videos', {
      title,
      sourceUrl: '/media/seed/colour-bars.mp4',
      duration: 40,
    });
  edited = await video('Domains edited in the Embed Code tab');
  limited = await video('Only on localhost');
  const saved = await admin.request.put(`/api/videos/${limited.id}/embed-settings`, {
    data: { allowedHosts: ['localhost'] },
    headers: { origin: suite.server.url },
  });
  expect(saved.status()).toBe(200);
});
afterAll(async () => {
  await admin?.close();
  await suite?.close();
  hostSite?.close();
});

/** A page of the host site at this origin, framing the video's embed page. */
async function framingPage(origin: string, videoId: number): Promise<Page> {
  const path = `/page-${hostPages.size}`;
  hostPages.set(
    path,
    `<!doctype html><body style="margin:0"><iframe src="${suite.server.url}/embed/${videoId}" width="640" height="360" style="border:0"></iframe></body>`,
  );
  const context = await suite.browser.newContext({ userAgent: BROWSER_USER_AGENT });
  const page = await context.newPage();
  await page.goto(origin + path);
  return page;
}

async function embedFrame(page: Page): Promise<Frame> {
  return (await (await page.waitForSelector('iframe')).contentFrame())!;
}

const allowedOrigin = () => `http://localhost:${hostPort}`;
const otherOrigin = () => `http://127.0.0.1:${hostPort}`;

describe('allowed embedding domains', () => {
  it('are edited in the Embed Code tab with captions on by default: checked as typed, saved with a confirmation', async () => {
    const page = await adminPage(
      suite.browser,
      suite.server,
      `/admin?tab=embed&video=${edited.id}`,
    );
    const settings = page.getByRole('region', { name: 'Embed settings' });
    const section = settings.getByRole('region', { name: 'Allowed domains' });
    await section.getByText('Any site', { exact: true }).waitFor();
    const input = section.getByLabel('Add a domain');
    const add = section.getByRole('button', { name: 'Add' });
    const save = settings.getByRole('button', { name: 'Save embed settings' });
    const captionsOn = settings.getByLabel('Captions on by default');
    expect(await save.isDisabled()).toBe(true);
    expect(await captionsOn.isChecked()).toBe(false);
    await captionsOn.check();
    expect(await save.isDisabled()).toBe(false);

    await input.fill('https://partner.example/page');
    await add.click();
    expect(await section.getByRole('alert').innerText()).toMatch(/just the host name/);
    await input.fill('Partner.Example');
    await input.press('Enter');
    await input.fill('*.Schools.example');
    await add.click();
    await input.fill('partner.example');
    await add.click();
    expect(await section.getByRole('alert').innerText()).toMatch(/already on the list/);
    const chips = section.getByRole('list', { name: 'Allowed domains' }).getByRole('listitem');
    expect(await chips.allInnerTexts()).toEqual(['partner.example', '*.schools.example']);

    await save.click();
    expect(await expectToast(page, 'Embed settings saved')).toContain(
      'Embedding allowed on 2 domains. Captions on by default.',
    );
    const stored = await page.context().request.get(`/api/videos/${edited.id}`);
    expect(((await stored.json()) as VideoDetail).embedSettings).toEqual({
      allowedHosts: ['partner.example', '*.schools.example'],
      captionsOn: true,
    });
    await screenshot(page, 'embed-allowed-domains');

    // The code generator offers the video's setting (named) or captions=1 / captions=0.
    const captionsChoice = page.getByLabel('Captions', { exact: true });
    await expect
      .poll(() => captionsChoice.locator('option:checked').innerText())
      .toBe('As the video is set (on)');
    await captionsChoice.selectOption('off');
    expect(await page.getByTestId('embed-url').innerText()).toBe(
      `${suite.server.url}/embed/${edited.id}?captions=0`,
    );
    expect(await page.getByTestId('embed-code-html').innerText()).toContain(
      `/embed/${edited.id}?captions=0"`,
    );

    // Removing every host lets any site embed it again.
    await section.getByRole('button', { name: 'Remove partner.example' }).click();
    await section.getByRole('button', { name: 'Remove *.schools.example' }).click();
    await save.click();
    await expectToast(page, 'Any site may embed this video. Captions on by default.');
    const cleared = await page.context().request.get(`/api/videos/${edited.id}`);
    expect(((await cleared.json()) as VideoDetail).embedSettings).toEqual({
      allowedHosts: [],
      captionsOn: true,
    });
    await page.context().close();
  });

  it('a page of an allowed site frames the player', async () => {
    const page = await framingPage(allowedOrigin(), limited.id);
    const frame = await embedFrame(page);
    await frame.waitForSelector('[data-testid="interactive-player"]');
    await frame.waitForSelector('[data-testid="player-controls"]');
    await page.context().close();
  });

  it('a page of another site gets the "can\'t be embedded here" message and a link to watch', async () => {
    const page = await framingPage(otherOrigin(), limited.id);
    const frame = await embedFrame(page);
    await frame.getByRole('heading', { name: "This video can't be embedded here" }).waitFor();
    const link = frame.getByRole('link', { name: /Watch “Only on localhost”/ });
    expect(await link.getAttribute('href')).toBe(`${suite.server.url}/watch/${limited.id}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await frame.locator('[data-testid="interactive-player"]').count()).toBe(0);
    await screenshot(page, 'embed-refused');
    await page.context().close();
  });

  it('without a Referer to go by, the browser refuses the frame (CSP frame-ancestors)', async () => {
    const context = await suite.browser.newContext({ userAgent: BROWSER_USER_AGENT });
    const page = await context.newPage();
    const refused = page.waitForEvent('console', (message) =>
      /frame-ancestors/.test(message.text()),
    );
    const path = `/page-${hostPages.size}`;
    hostPages.set(
      path,
      `<!doctype html><head><meta name="referrer" content="no-referrer"></head><body><iframe src="${suite.server.url}/embed/${limited.id}" width="640" height="360"></iframe></body>`,
    );
    await page.goto(otherOrigin() + path);
    // Chromium's report names the refused frame's origin and the directive that refused it.
    const report = (await refused).text();
    expect(report).toContain(`'${suite.server.url}/'`);
    expect(report).toContain(`"frame-ancestors 'self' https://localhost:* http://localhost:*"`);
    const frame = await embedFrame(page);
    expect(await frame.locator('[data-testid="interactive-player"]').count()).toBe(0);
    await context.close();
  });
});
