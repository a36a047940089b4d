// Publishing from the admin area, in a real browser against the real server: featured
// collections (validation, add, reorder, remove, delete), category thumbnails (real upload),
// embed codes (bounds, URL parameters, copy, and the copied iframe on another origin), and the
// site's own settings (name, logo, privacy text).
import { createServer, type Server } from 'node:http';
import type { Category, CollectionEntry, SiteSettings } from '@lumen/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminServer } from './admin-support/admin-server';
import { openAdminSuite } from './admin-support/admin-suite';
import { adminPage, apiGet, expectToast } from './admin-support/admin-session';
import { expectNoSeriousA11yViolations, screenshot } from './support/browser';
import { BROWSER_USER_AGENT } from '@lumen/contract/test-viewer';

let browser: Browser;
let server: AdminServer;

let closeSuite: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ browser, server, close: closeSuite } = await openAdminSuite());
});
afterAll(() => closeSuite?.());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('featured collections', () => {
  it('validates the dialog, adds three videos, reorders them (buttons and drag) and the public page shows that order', async () => {
    const page = await adminPage(browser, server, '/admin?tab=collections');
    const name = `Calibration kit ${Date.now()}`;
    await page.getByRole('button', { name: 'Create Collection' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Collection' }).click();
    expect(await dialog.innerText()).toContain('Collection name is required');
    await dialog.getByLabel('Name').fill('   ');
    await dialog.getByLabel('Sort order').fill('1.5');
    await dialog.getByRole('button', { name: 'Create Collection' }).click();
    expect(await dialog.innerText()).toContain('Collection name is required');
    expect(await dialog.innerText()).toContain('Sort order must be a whole number');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('Test patterns and timing.');
    await dialog.getByLabel('Sort order').fill('');
    await dialog.getByRole('button', { name: 'Create Collection' }).click();
    await expectToast(page, 'Collection created successfully');

    const item = page.getByRole('listitem', { name });
    expect(
      await item.getByRole('button', { name: 'Manage Videos' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await item.innerText()).toContain('sort order 0');
    // Twelve demo videos: the add list shows the first 10 and says so.
    const addList = item.getByRole('list', { name: 'Videos to add' });
    expect(await addList.getByRole('listitem').count()).toBe(10);
    expect(await item.innerText()).toContain(
      'Showing the first 10 of 12 matching videos. Search to find others.',
    );

    const titles: [string, string, string] = [
      'Reading a Test Pattern: Colour Bars Explained',
      'Counting Frames: How Video Timing Works',
      'The essence of calculus',
    ];
    for (const title of titles) {
      await item.getByLabel('Search videos to add').fill(title.slice(0, 12));
      await item.getByRole('button', { name: `Add ${title} to collection` }).click();
      await expectToast(page, 'Video added to collection');
      await item
        .getByRole('list', { name: 'Collection order' })
        .getByRole('listitem', { name: title })
        .waitFor();
    }
    const order = item.getByRole('list', { name: 'Collection order' }).getByRole('listitem');
    const orderNow = () =>
      order.evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));
    expect(await orderNow()).toEqual(titles);

    await item.getByRole('button', { name: `Move ${titles[2]} up` }).click();
    await expectToast(page, 'Collection order saved');
    await item.getByRole('button', { name: `Move ${titles[0]} down` }).click();
    await expectToast(page, 'Collection order saved');
    const expected = [titles[2], titles[0], titles[1]];
    expect(await orderNow()).toEqual(expected);

    // Drag the last entry onto the first: [1, 2, 0].
    await order.nth(2).dragTo(order.nth(0));
    const dragged: string[] = [titles[1], titles[2], titles[0]];
    await expect.poll(orderNow).toEqual(dragged);
    const collectionPath = (await item
      .getByRole('link', { name: 'View on site' })
      .getAttribute('href'))!;
    await expect
      .poll(async () => {
        const entries = await apiGet<CollectionEntry[]>(
          page,
          `/api/featured-${collectionPath.slice(1)}/videos`,
        );
        return entries.map((e) => e.video.title);
      })
      .toEqual(dragged);
    await screenshot(page, 'admin-collections-manage');

    // The public collection page shows the saved order (#1, #2, #3).
    await item.getByRole('link', { name: 'View on site' }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText(dragged[0]!).first().waitFor();
    const text = await page.locator('main').innerText();
    const positions = dragged.map((title) => text.indexOf(title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await page.context().close();
  });

  it('one Manage Videos panel is open at a time; removing a video and deleting a collection ask or confirm', async () => {
    const page = await adminPage(browser, server, '/admin?tab=collections');
    const first = page.getByRole('listitem', { name: 'Start Here: Mathematics, Visually' });
    const second = page.getByRole('listitem', { name: 'Talks Worth Your Evening' });
    await first.getByRole('button', { name: 'Manage Videos' }).click();
    expect(
      await first.getByRole('button', { name: 'Manage Videos' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await second.getByRole('button', { name: 'Manage Videos' }).click();
    expect(
      await first.getByRole('button', { name: 'Manage Videos' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(
      await second.getByRole('button', { name: 'Manage Videos' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await second.getByRole('button', { name: 'Manage Videos' }).click();
    expect(await page.locator('[id^="manage-"]').count()).toBe(0);

    await first.getByRole('button', { name: 'Manage Videos' }).click();
    const entries = first.getByRole('list', { name: 'Collection order' }).getByRole('listitem');
    const before = await entries.count();
    const removed = (await entries.first().getAttribute('aria-label'))!;
    await first.getByRole('button', { name: `Remove ${removed} from collection` }).click();
    await expectToast(page, 'Video removed from collection');
    await expect.poll(() => entries.count()).toBe(before - 1);

    await page.getByRole('button', { name: 'Delete Talks Worth Your Evening' }).click();
    expect(await page.getByRole('alertdialog').innerText()).toContain(
      'Are you sure you want to delete this collection? This action cannot be undone.',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Collection deleted successfully');
    await second.waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page, 'collections tab');
    await page.context().close();
  });
});

describe('thumbnail manager', () => {
  it('uploads a category thumbnail through /api/upload, shows it, serves it publicly, and removes it', async () => {
    const page = await adminPage(browser, server, '/admin?tab=thumbnails');
    const card = page.getByRole('listitem', { name: 'Technology' });
    // The cards arrive with the categories query; wait for them before reading their hint.
    await page.getByText('400×300 px recommended · JPG or PNG').first().waitFor();
    expect(await card.getByLabel('Thumbnail file for Technology').getAttribute('accept')).toBe(
      'image/jpeg,image/png',
    );

    // Not a JPG or PNG: refused before any upload.
    await card
      .getByLabel('Thumbnail file for Technology')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectToast(page, 'Failed to upload thumbnail');

    let releaseUpload: () => void = () => {};
    await page.route('**/api/upload', async (route) => {
      await new Promise<void>((resolve) => (releaseUpload = resolve));
      await route.continue();
    });
    await card
      .getByLabel('Thumbnail file for Technology')
      .setInputFiles({ name: 'tech.png', mimeType: 'image/png', buffer: PNG });
    await card.getByText('Uploading...').first().waitFor();
    releaseUpload();
    await expectToast(page, 'Category thumbnail updated successfully');
    const image = card.getByRole('img', { name: 'Technology thumbnail' });
    await image.waitFor();
    const src = (await image.getAttribute('src'))!;
    expect(src).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);

    const categories = await apiGet<Category[]>(page, '/api/categories');
    expect(categories.find((c) => c.name === 'Technology')!.thumbnailUrl).toBe(src);
    const served = await fetch(`${server.url}${src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    // Visitors see it on the home page's category chip.
    const home = await page.context().newPage();
    await home.goto(`${server.url}/`);
    const chip = home.getByRole('button', { name: 'Technology', exact: true });
    await expect.poll(() => chip.locator('img').getAttribute('src')).toBe(src);
    await home.close();

    await card.getByRole('button', { name: 'Remove thumbnail of Technology' }).click();
    await expectToast(page, 'Category thumbnail updated successfully');
    await card.getByText('No thumbnail').waitFor();
    expect(
      (await apiGet<Category[]>(page, '/api/categories')).find((c) => c.name === 'Technology')!
        .thumbnailUrl,
    ).toBeNull();
    await page.context().close();
  });
});

describe('embed code', () => {
  let hostPage: Server | undefined;
  afterAll(
    () => new Promise<void>((resolve) => (hostPage ? hostPage.close(() => resolve()) : resolve())),
  );

  async function openEmbedTab(): Promise<Page> {
    const page = await adminPage(browser, server, '/admin?tab=embed&video=1');
    await page.getByRole('heading', { name: 'Embed Code' }).waitFor();
    return page;
  }

  const codeOf = (page: Page, kind: string) => page.getByTestId(`embed-code-${kind}`).innerText();

  it('keeps width and height within bounds and adds URL parameters only when not default', async () => {
    const page = await openEmbedTab();
    const url = page.getByTestId('embed-url');
    expect(await url.innerText()).toBe(`${server.url}/embed/1`);
    const width = page.getByLabel('Width (px)');
    const height = page.getByLabel('Height (px)');
    for (const [typed, shown] of [
      ['50', '200'],
      ['5000', '1920'],
      ['abc', '800'],
      ['640', '640'],
    ]) {
      await width.fill(typed!);
      await width.press('Tab');
      expect(await width.inputValue()).toBe(shown);
    }
    for (const [typed, shown] of [
      ['10', '200'],
      ['2000', '1080'],
      ['', '450'],
      ['360', '360'],
    ]) {
      await height.fill(typed!);
      await height.press('Tab');
      expect(await height.inputValue()).toBe(shown);
    }
    expect(await codeOf(page, 'html')).toContain('width="640" height="360"');

    await page.getByLabel('Autoplay').check();
    await page.getByLabel('Muted').check();
    await page.getByLabel('Show controls').uncheck();
    await page.getByLabel('Interactive', { exact: true }).uncheck();
    expect(await url.innerText()).toBe(
      `${server.url}/embed/1?autoplay=1&muted=1&controls=0&interactive=0`,
    );
    await page.getByLabel('Autoplay').uncheck();
    await page.getByLabel('Muted').uncheck();
    expect(await url.innerText()).toBe(`${server.url}/embed/1?controls=0&interactive=0`);
    expect(await page.getByTitle(/^Embed preview of/).getAttribute('src')).toBe(
      `${server.url}/embed/1?controls=0&interactive=0`,
    );

    await page.getByRole('tab', { name: 'Responsive' }).click();
    await height.fill('333');
    await height.press('Tab');
    expect(await codeOf(page, 'responsive')).toContain('padding-bottom: 52.03%');
    await page.context().close();
  });

  it('copies each of the four codes, and the copied iframe plays on a page of another origin', async () => {
    const page = await openEmbedTab();
    const copied: Record<string, string> = {};
    for (const [kind, label] of [
      ['html', 'HTML/iframe'],
      ['responsive', 'Responsive'],
      ['react', 'React'],
      ['javascript', 'JavaScript'],
    ] as const) {
      await page.getByRole('tab', { name: label }).click();
      await page.getByRole('button', { name: `Copy ${label} code` }).click();
      await expectToast(page, 'Copied to clipboard');
      copied[kind] = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied[kind]).toBe(await codeOf(page, kind));
      expect(copied[kind]).toContain(`${server.url}/embed/1`);
    }
    expect(copied.react).toContain('export function LumenVideoEmbed()');
    expect(copied.javascript).toContain("document.createElement('iframe')");

    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.getByRole('button', { name: 'Copy JavaScript code' }).click();
    expect(await expectToast(page, 'Failed to copy')).toContain('Please copy the code manually.');
    await screenshot(page, 'admin-embed');

    // Another origin (localhost vs 127.0.0.1, another port) hosting the copied HTML.
    hostPage = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<!doctype html><html><body><h1>Partner site</h1>${copied.html}</body></html>`);
    });
    await new Promise<void>((resolve) => hostPage!.listen(0, '127.0.0.1', resolve));
    const { port } = hostPage.address() as { port: number };
    const partner = await browser.newContext({ userAgent: BROWSER_USER_AGENT });
    await partner.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const partnerPage = await partner.newPage();
    await partnerPage.goto(`http://localhost:${port}/`);
    await partnerPage.getByRole('heading', { name: 'Partner site' }).waitFor();
    const frame = await (await partnerPage.locator('iframe').elementHandle()).contentFrame();
    expect(frame!.url()).toBe(`${server.url}/embed/1`);
    await frame!.getByText('Powered by').waitFor({ timeout: 15_000 });
    expect(await frame!.locator('video').count()).toBe(1);
    await partner.close();
    await page.context().close();
  });
});

describe('site settings', () => {
  it('a new name and logo show in the header and the titles, a privacy text with its controller on /privacy, typed HTML as text', async () => {
    const page = await adminPage(browser, server, '/admin?tab=settings');
    const before = await apiGet<SiteSettings>(page, '/api/admin/settings');
    const siteName = page.getByLabel('Site name');
    await siteName.waitFor();
    expect(await siteName.inputValue()).toBe('Lumen');

    await siteName.fill('   ');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Site name is required').waitFor();
    expect(await apiGet<SiteSettings>(page, '/api/admin/settings')).toEqual(before);

    await siteName.fill('Acme Learning');
    await page
      .getByLabel('Logo file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Logo preview: Acme Learning' }).waitFor();
    await page
      .getByLabel('Privacy Policy text')
      .fill(
        '## Who we are\n\nAcme keeps **only** what it needs.\n\n<script>window.hacked = true</script>',
      );
    const preview = page.getByTestId('settings-privacyMarkdown-preview');
    await preview.getByRole('heading', { name: 'Who we are' }).waitFor();
    expect(await preview.locator('strong').innerText()).toBe('only');
    await page.getByLabel('Name', { exact: true }).fill('Acme Learning Ltd');
    await page.getByLabel('Contact email').fill('privacy@acme.example');
    await screenshot(page, 'admin-settings');
    await expectNoSeriousA11yViolations(page, 'settings tab');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'Settings saved');

    const header = page.getByRole('banner');
    const logo = header.getByRole('img', { name: 'Acme Learning' });
    await logo.waitFor();
    expect(await header.getByRole('link', { name: 'Acme Learning home' }).count()).toBe(1);
    await expect.poll(() => page.title()).toBe('Admin Panel · Acme Learning');

    // A fresh load of /privacy, as a visitor's.
    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Who we are' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.innerText()).toContain('Acme keeps only what it needs.');
    expect(await main.innerText()).toContain('<script>window.hacked = true</script>');
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    expect(await main.innerText()).toContain('The data controller is Acme Learning Ltd.');
    expect(
      await main.getByRole('link', { name: 'privacy@acme.example' }).getAttribute('href'),
    ).toBe('mailto:privacy@acme.example');
    await page.getByRole('banner').getByRole('img', { name: 'Acme Learning' }).waitFor();
    await expect.poll(() => page.title()).toBe('Privacy Policy · Acme Learning');
    await screenshot(page, 'privacy-stored-text');

    // Back to the defaults, for the rest of this file's server.
    const { privacyUpdatedAt: _p, cookiesUpdatedAt: _c, ...defaults } = before;
    const restored = await page
      .context()
      .request.put('/api/admin/settings', { data: defaults, headers: { origin: server.url } });
    expect(restored.status()).toBe(200);
    await page.context().close();
  });
});
