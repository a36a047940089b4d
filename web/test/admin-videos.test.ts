// The admin Videos tab in a real browser against the real server: access, the create form
// with the rich editor, validation, edit, featuring on the home page, and delete.
import type { Video, VideoCreate } from '@lumen/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminServer } from './admin-support/admin-server';
import { openAdminSuite } from './admin-support/admin-suite';
import { adminPage, apiGet, apiPost, expectToast } from './admin-support/admin-session';
import { expectNoSeriousA11yViolations, newContext, screenshot } from './support/browser';

let browser: Browser;
let server: AdminServer;

let closeSuite: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ browser, server, close: closeSuite } = await openAdminSuite());
});
afterAll(() => closeSuite?.());

// These cases drive the card grid; the table has admin-videos-table.test.ts.
const GRID = { videosLayout: 'grid' } as const;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const videoIdInUrl = (page: Page) => Number(new URL(page.url()).searchParams.get('video'));

describe('admin access', () => {
  it('an anonymous visitor who opens /admin is sent to the home page', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('heading', { name: 'Admin Panel' }).count()).toBe(0);
    await context.close();
  });

  it("a visitor's pages never download the admin area's code", async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on(
      'request',
      (request) =>
        request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
    );
    for (const path of ['/', '/watch', '/collections', '/admin']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /admin-page|rich-text-editor/.test(s))).toEqual([]);
    await context.close();
  });

  it("the admin sees the spec's eight tabs and Settings, with the video tabs disabled until a video is selected", async () => {
    const page = await adminPage(browser, server, '/admin', GRID);
    const names = await page.getByRole('tab').allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual([
      'Videos',
      'Timeline Editor',
      'Analytics',
      'Embed Code',
      'Featured Collections',
      'Thumbnail Manager',
      'Bulk Import',
      'AI Analysis',
      'Settings',
    ]);
    for (const name of ['Timeline Editor', 'Analytics', 'Embed Code'])
      expect(await tab(page, name).isDisabled()).toBe(true);
    expect(await tab(page, 'Videos').getAttribute('aria-selected')).toBe('true');

    await page.goto('/admin?tab=timeline');
    await page.getByRole('heading', { name: 'Select a Video' }).waitFor();
    expect(await page.locator('main').innerText()).toContain(
      'Choose a video from the Videos tab to access this feature.',
    );

    await page.goto('/admin');
    await page
      .getByRole('button', { name: 'Select Counting Frames: How Video Timing Works' })
      .click();
    await page.getByText('Selected video').waitFor();
    for (const name of ['Timeline Editor', 'Analytics', 'Embed Code'])
      expect(await tab(page, name).isDisabled()).toBe(false);
    // The Analytics tab itself is covered by admin-analytics.test.ts; this server generated no
    // viewing sessions, so the tab opens on the spec's empty state.
    await tab(page, 'Analytics').click();
    await page.getByRole('heading', { name: 'No Analytics Data' }).waitFor();
    await screenshot(page, 'admin-analytics');
    await page.context().close();
  });
});

/** A title no other case (nor an earlier run against the same server) uses. */
let titles = 0;
const uniqueTitle = (base: string) => `${base} ${Date.now()}-${++titles}`;

/**
 * A signed-in admin page on `path(video)` with a video of the case's own, created through the
 * API and shown in the Videos tab.
 */
async function adminPageWithVideo(
  fields: Partial<VideoCreate> = {},
  path: (video: Video) => string = () => '/admin',
): Promise<{ page: Page; video: Video }> {
  const page = await adminPage(browser, server, '/admin', GRID);
  const video = await apiPost<Video>(page, server.url, '/api/videos', {
    title: uniqueTitle('Calibrating With Bars'),
    sourceUrl: '/media/seed/colour-bars.mp4',
    duration: 40,
    ...fields,
  });
  await page.goto(path(video));
  await page.getByRole('article', { name: video.title, exact: true }).waitFor();
  return { page, video };
}

describe('videos tab', () => {
  it('title and source URL are required', async () => {
    const page = await adminPage(browser, server, '/admin', GRID);
    await page.getByRole('button', { name: 'Create Video' }).first().click();
    await page.locator('form').getByRole('button', { name: 'Create Video', exact: true }).click();
    const form = page.locator('form');
    expect(await form.innerText()).toContain('Title is required');
    expect(await form.innerText()).toContain('Source URL is required');
    expect(await page.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });

  it('a YouTube link with an 11-character id fills an empty thumbnail', async () => {
    const page = await adminPage(browser, server, '/admin', GRID);
    await page.getByRole('button', { name: 'Create Video' }).first().click();
    await page.getByLabel('Source URL').fill('https://youtu.be/dQw4w9WgXcQ');
    expect(await page.getByLabel('Thumbnail URL').inputValue()).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    await page.getByLabel('Source URL').fill('https://www.youtube.com/watch?v=short');
    expect(await page.getByLabel('Thumbnail URL').inputValue()).toBe('');
    await page.getByLabel('Thumbnail URL').fill('/media/seed/colour-bars.jpg');
    await page.getByLabel('Source URL').fill('https://youtu.be/dQw4w9WgXcQ');
    expect(await page.getByLabel('Thumbnail URL').inputValue()).toBe('/media/seed/colour-bars.jpg');
    await page.context().close();
  });

  it('creates a video with the rich editor: bold and a link survive, a pasted script does not; the timeline opens', async () => {
    const title = uniqueTitle('Calibrating With Bars');
    const page = await adminPage(browser, server, '/admin', GRID);
    await page.getByRole('button', { name: 'Create Video' }).first().click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Source URL').fill('/media/seed/colour-bars.mp4');

    const editor = page.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.type('Calibrate with ');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('colour bars');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('. Read ');
    await page.getByRole('button', { name: 'Insert link' }).click();
    const insert = page
      .getByRole('group', { name: 'Insert link' })
      .getByRole('button', { name: 'Insert' });
    expect(await insert.isDisabled()).toBe(true);
    await page.getByLabel('Link text').fill('the guide');
    expect(await insert.isDisabled()).toBe(true);
    await page.getByLabel('URL', { exact: true }).fill('example.com/bars');
    await insert.click();
    await editor.press('End');
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p>Pasted <em>note</em><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"></p>',
      );
      data.setData('text/plain', 'Pasted note');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    const maxHeight = await page
      .getByTestId('rich-editor-scroll')
      .evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe('300px');

    await page.getByLabel('Duration (seconds)').fill('40s');
    await page.getByRole('button', { name: 'Technology', exact: true }).click();
    await page.getByPlaceholder('Custom category, then Enter').fill('  Signal Theory  ');
    await page.getByPlaceholder('Custom category, then Enter').press('Enter');
    await page.getByPlaceholder('Custom category, then Enter').fill('signal theory');
    await page.getByPlaceholder('Custom category, then Enter').press('Enter');
    await page.getByRole('button', { name: 'Tutorial', exact: true }).click();
    await page.getByPlaceholder('Custom type, then Enter').fill('calibration');
    await page.getByPlaceholder('Custom type, then Enter').press('Enter');
    await page.getByLabel('Language').selectOption('fr');
    await screenshot(page, 'admin-video-create-form');

    await page.locator('form').getByRole('button', { name: 'Create Video', exact: true }).click();
    await expectToast(page, 'Video created successfully. Now create interactive elements!');
    await page.getByRole('heading', { name: 'Timeline Editor' }).waitFor();
    expect(await tab(page, 'Timeline Editor').getAttribute('aria-selected')).toBe('true');
    const videoId = videoIdInUrl(page);
    expect(videoId).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();

    const saved = await apiGet<Video>(page, `/api/videos/${videoId}`);
    expect(saved).toMatchObject({
      title,
      duration: 40,
      language: 'fr',
      videoType: 'tutorial',
      sourceType: 'upload',
    });
    expect(saved.tags).toEqual(['Technology', 'Signal Theory', 'tutorial', 'calibration']);
    expect(saved.description).toContain('<strong>colour bars</strong>');
    expect(saved.description).toMatch(
      /<a [^>]*href="https:\/\/example\.com\/bars"[^>]*>the guide<\/a>/,
    );
    expect(saved.description).toContain('<em>note</em>');
    expect(saved.description).not.toMatch(/script|onerror|__pwned/);
    await page.context().close();
  });

  it('edits a video; saving selects it and opens its timeline', async () => {
    const { page, video } = await adminPageWithVideo({
      description: '<p>Calibrate with <strong>colour bars</strong>.</p>',
      videoType: 'tutorial',
      tags: ['Technology', 'tutorial'],
    });
    const { title, id: videoId } = video;
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Edit Video' }) });
    expect(await form.getByLabel('Title').inputValue()).toBe(title);
    expect(
      await form
        .getByRole('button', { name: 'Tutorial', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await form.getByRole('textbox', { name: 'Description' }).innerHTML()).toContain(
      '<strong>colour bars</strong>',
    );
    // The create form and the edit form are never open together.
    expect(await page.getByRole('heading', { name: 'Create Video' }).count()).toBe(0);
    await form.getByLabel('Title').fill(`${title} (revised)`);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Video updated successfully');
    await page.getByRole('heading', { name: 'Timeline Editor' }).waitFor();
    expect(videoIdInUrl(page)).toBe(videoId);
    expect((await apiGet<Video>(page, `/api/videos/${videoId}`)).title).toBe(`${title} (revised)`);
    await page.context().close();
  });

  it('features a video, which then leads the home page, and unfeatures it again', async () => {
    const {
      page,
      video: { title },
    } = await adminPageWithVideo();
    await page.getByRole('button', { name: `Set as Featured: ${title}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Set as Featured' }).click();
    await expectToast(page, 'Video set as featured on the homepage');
    await page
      .getByRole('article', { name: title, exact: true })
      .getByText('FEATURED', { exact: true })
      .waitFor();

    // Client-side navigation: the home page reads the refreshed featured list.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    const featured = page.locator('section[aria-labelledby="featured-content"]');
    await featured.getByText(title).first().waitFor();

    await page.goto('/admin');
    await page.getByRole('button', { name: `Remove Featured: ${title}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove Featured' }).click();
    await expectToast(page, 'Video removed from featured on the homepage');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await featured.getByRole('heading').first().waitFor();
    expect(await featured.innerText()).not.toContain(title);
    await page.context().close();
  });

  it('deletes a video after the confirmation, and the selection is cleared', async () => {
    const {
      page,
      video: { title, id: videoId },
    } = await adminPageWithVideo({}, (video) => `/admin?video=${video.id}`);
    await page.getByText('Selected video').waitFor();
    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.innerText()).toContain(
      'Are you sure you want to delete this video? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await apiGet<Video>(page, `/api/videos/${videoId}`)).id).toBe(videoId);

    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Video deleted successfully');
    await page.getByRole('article', { name: title, exact: true }).waitFor({ state: 'detached' });
    expect(await tab(page, 'Timeline Editor').isDisabled()).toBe(true);
    expect(new URL(page.url()).searchParams.get('video')).toBeNull();
    expect((await page.context().request.get(`/api/videos/${videoId}`)).status()).toBe(404);
    await page.context().close();
  });

  it('a failed save shows the spec error toast with the server reason', async () => {
    const page = await adminPage(browser, server, '/admin', GRID);
    await page.getByRole('button', { name: 'Create Video' }).first().click();
    await page.getByLabel('Title').fill('Bad source');
    await page.getByLabel('Source URL').fill('javascript:alert(1)');
    await page.locator('form').getByRole('button', { name: 'Create Video', exact: true }).click();
    const text = await expectToast(page, 'Failed to create video');
    expect(text).toContain('Error');
    expect(text).toContain('Source URL must be an http(s) link or a path on this server');
    await page.context().close();
  });

  it('the videos tab has no serious accessibility violations', async () => {
    const page = await adminPage(browser, server, '/admin', GRID);
    await page.getByRole('article').first().waitFor();
    await page.getByRole('button', { name: 'Create Video' }).first().click();
    // The formatting toolbar points at the editor (aria-controls): wait until the editor is there.
    await page.getByRole('textbox', { name: 'Description' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'admin videos tab with create form');
    await screenshot(page, 'admin-videos');
    await page.context().close();
  });
});
