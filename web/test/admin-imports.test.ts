// Imports from the admin area, in a real browser against the real server, whose YouTube
// origin is a local fixture server: a single link from the Embed Code tab, and a predefined
// playlist through the Bulk Import queue (remove a video, Start Import, live progress across
// a reload, 'Import Complete'), with the client checks and failure toasts of spec §5 and §8.
import { PREDEFINED_PLAYLISTS, type ImportJob, type Video } from '@lumen/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAdminServer, type AdminServer } from './admin-support/admin-server';
import { adminPage, apiGet, apiPost, expectToast } from './admin-support/admin-session';
import { openBrowser } from './support/browser';
import {
  startPlatformFixture,
  type FixtureVideo,
  type PlatformFixture,
} from './support/platform-fixture';

const FIXTURE_AUTHOR = 'Fixture Channel';
const SINGLE: FixtureVideo = {
  id: 'lumenSingle',
  title: 'Fixture single import',
  author: FIXTURE_AUTHOR,
  durationSeconds: 245,
};
const PLAYLIST = PREDEFINED_PLAYLISTS[0]!;
/** Twelve entries: enough, with the pauses below, to watch the job progress for seconds. */
const PLAYLIST_VIDEOS: FixtureVideo[] = Array.from({ length: 12 }, (_, i) => ({
  id: `lumenFix${String(i).padStart(3, '0')}`,
  title: `Psychology lesson ${i + 1}`,
  author: FIXTURE_AUTHOR,
  durationSeconds: 245,
}));

let browser: Browser;
let server: AdminServer;
let fixture: PlatformFixture;

beforeAll(async () => {
  fixture = await startPlatformFixture({
    playlists: [{ id: PLAYLIST.id, videos: PLAYLIST_VIDEOS }],
    videos: [SINGLE],
    delayMs: { playlist: 600, watch: 400 },
  });
  browser = await openBrowser();
  server = await startAdminServer(
    { email: inject('adminEmail'), password: inject('adminPassword') },
    {
      YOUTUBE_ORIGIN: fixture.origin,
      OUTBOUND_TRUSTED_ORIGINS: fixture.origin,
      IMPORT_PAUSE_MS: '300',
    },
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fixture?.close();
});

const importForm = (page: Page) => page.getByRole('form', { name: 'Import video from URL' });

describe('single-link import (Embed Code tab)', () => {
  it('checks the link as it is typed, imports a YouTube link and shows its summary and embed codes', async () => {
    const page = await adminPage(browser, server, '/admin?tab=embed');
    const form = importForm(page);
    const input = form.getByLabel('Video URL');
    const button = form.getByRole('button', { name: 'Import Video' });
    expect(await button.isDisabled()).toBe(true);

    await input.fill('not a link');
    await form.getByText('URL format not recognized - supported platforms: YouTube').waitFor();
    await button.click();
    expect(await expectToast(page, 'Unsupported URL')).toContain(
      'Please enter a valid YouTube, Twitch, X, Facebook, or direct video file URL.',
    );

    // A path on this server reads as a direct file to the browser; the server refuses it.
    await input.fill('/uploads/clip.mp4');
    await form.getByText('Detected: Direct file video').waitFor();
    await button.click();
    expect(await expectToast(page, 'Import failed')).toContain(
      'Please enter a valid YouTube, Twitch, X, Facebook, or direct video file URL.',
    );

    await input.fill(`https://www.youtube.com/watch?v=${SINGLE.id}`);
    await form.getByText('Detected: YouTube video').waitFor();
    // Hold the answer back a moment to see the pending state.
    await page.route('**/api/videos/import-url', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await button.click();
    await form.getByRole('button', { name: 'Importing...' }).waitFor();
    expect(await input.isDisabled()).toBe(true);
    await expectToast(page, 'Video imported successfully!');

    const videos = await apiGet<Video[]>(page, '/api/videos');
    const imported = videos.find((v) => v.youtubeVideoId === SINGLE.id);
    expect(imported).toMatchObject({ title: SINGLE.title, author: FIXTURE_AUTHOR, duration: 245 });

    const panel = page.locator('#admin-panel');
    await panel.getByRole('heading', { name: SINGLE.title }).waitFor();
    const summary = await panel.innerText();
    expect(summary).toContain(FIXTURE_AUTHOR);
    expect(summary).toContain('4:05');
    // The imported video is the selected one, and its embed codes are ready.
    await page.getByText('Selected video').waitFor();
    expect(new URL(page.url()).searchParams.get('video')).toBe(String(imported!.id));
    expect(await page.getByTestId('embed-url').innerText()).toBe(
      `${server.url}/embed/${imported!.id}`,
    );

    await panel.getByRole('button', { name: 'Import New Video' }).click();
    await importForm(page).waitFor();
    expect(await importForm(page).getByLabel('Video URL').inputValue()).toBe('');
    await page.context().close();
  });
});

describe('playlist bulk import (Bulk Import tab)', () => {
  const queueItem = (page: Page) =>
    page.getByRole('list', { name: 'Import queue' }).getByRole('listitem', { name: PLAYLIST.name });
  const progressOf = async (page: Page) =>
    Number(
      await queueItem(page)
        .getByRole('progressbar')
        .getAttribute('aria-valuenow', { timeout: 10_000 }),
    );

  it('checks custom playlists before asking the server, and says when a playlist cannot be loaded', async () => {
    const page = await adminPage(browser, server, '/admin?tab=bulk-import');
    const predefined = page.getByRole('list', { name: 'Predefined playlists' });
    await predefined.waitFor();
    expect(await predefined.getByRole('listitem').count()).toBe(8);

    const form = page.getByRole('form', { name: 'Custom playlist' });
    const add = form.getByRole('button', { name: 'Add Playlist' });
    await form.getByLabel('Playlist URL').fill('https://www.youtube.com/watch?v=lumenFix000');
    await add.click();
    expect(await expectToast(page, 'Invalid URL')).toContain(
      'Please enter a valid YouTube playlist URL',
    );

    await form.getByLabel('Playlist URL').fill('https://www.youtube.com/playlist?list=PLnowhere1');
    await add.click();
    await expectToast(page, 'Missing Information');
    await form.getByLabel('Category').selectOption('Technology');
    await add.click();
    await expectToast(page, 'Missing Information');

    await page.getByRole('button', { name: 'Start Import' }).click();
    await expectToast(page, 'No Playlists');

    // The fixture knows no such playlist: the server cannot load it.
    await form.getByLabel('Video type').selectOption('lecture');
    await add.click();
    await form.getByRole('button', { name: 'Loading playlist...' }).waitFor();
    await expectToast(page, 'Failed to Load Custom Playlist');
    expect(await apiGet<ImportJob[]>(page, '/api/import-jobs')).toEqual([]);
    await page.context().close();
  });

  it('adds a predefined playlist, removes a video, imports the rest with live progress across a reload', async () => {
    const page = await adminPage(browser, server, '/admin?tab=bulk-import');
    // One entry is in the library already: the import skips it.
    await apiPost(page, server.url, '/api/videos/import-url', {
      url: `https://www.youtube.com/watch?v=${PLAYLIST_VIDEOS[0]!.id}`,
    });

    await page.getByRole('button', { name: `Add ${PLAYLIST.name}` }).click();
    await page
      .getByRole('button', { name: `Add ${PLAYLIST.name}` })
      .getByText('Loading...')
      .waitFor();
    const item = queueItem(page);
    await item.waitFor();
    expect(await item.innerText()).toContain('Pending');
    const videoList = item.getByRole('list', { name: `Videos of ${PLAYLIST.name}` });
    expect(await videoList.getByRole('listitem').count()).toBe(12);

    await page.getByRole('button', { name: `Add ${PLAYLIST.name}` }).click();
    await expectToast(page, 'Already Added');

    const removed = PLAYLIST_VIDEOS[5]!;
    await item
      .getByRole('button', { name: `Remove ${removed.title} from ${PLAYLIST.name}` })
      .click();
    await videoList.getByRole('listitem', { name: removed.title }).waitFor({ state: 'detached' });
    expect(await videoList.getByRole('listitem').count()).toBe(11);
    const [pending] = await apiGet<ImportJob[]>(page, '/api/import-jobs');
    expect(pending!.videos.map((v) => v.youtubeId)).not.toContain(removed.id);

    await page.getByRole('button', { name: 'Start Import' }).click();
    // The bar moves: two different values between the start and the end.
    const seen = new Set<number>();
    const deadline = Date.now() + 20_000;
    while (seen.size < 2 && Date.now() < deadline) {
      const value = await progressOf(page);
      if (value > 0 && value < 100) seen.add(value);
      await page.waitForTimeout(200);
    }
    expect(seen.size).toBe(2);
    expect(await item.getByTestId('import-stage').innerText()).not.toBe('');

    // A reload mid-job shows the same job, still progressing.
    const before = await apiGet<ImportJob[]>(page, '/api/import-jobs');
    expect(before[0]!.status).toBe('processing');
    await page.reload();
    const afterReload = await progressOf(page);
    expect(afterReload).toBeGreaterThanOrEqual(before[0]!.progress);
    expect(afterReload).toBeLessThan(100);
    await expect
      .poll(() => progressOf(page), { timeout: 20_000, interval: 200 })
      .toBeGreaterThan(afterReload);

    const toast = await expectToast(page, 'Import Complete');
    expect(toast).toContain('10 imported, 1 skipped (already in library), 0 failed');
    const [done] = await apiGet<ImportJob[]>(page, '/api/import-jobs');
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      importedVideos: 10,
      skippedVideos: 1,
      failedVideos: 0,
    });
    expect(await progressOf(page)).toBe(100);
    expect(await item.innerText()).toContain('Completed');

    const library = await apiGet<Video[]>(page, '/api/videos');
    const fromPlaylist = library.filter((v) =>
      PLAYLIST_VIDEOS.some((p) => p.id === v.youtubeVideoId),
    );
    expect(fromPlaylist).toHaveLength(11);
    expect(fromPlaylist.some((v) => v.youtubeVideoId === removed.id)).toBe(false);
    await page.context().close();
  });

  it('asks an admin whose session ended to log in again', async () => {
    const page = await adminPage(browser, server, '/admin?tab=bulk-import');
    await page.getByRole('list', { name: 'Predefined playlists' }).waitFor();
    await page.context().request.post('/api/auth/logout', { headers: { origin: server.url } });
    await page.getByRole('button', { name: `Add ${PREDEFINED_PLAYLISTS[1]!.name}` }).click();
    expect(await expectToast(page, 'Authentication Required')).toContain(
      'Please log in as an admin to import videos',
    );
    await page.context().close();
  });
});
