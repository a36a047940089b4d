// Uploading a video from the admin's create form in a real browser against the real server: a
// file dropped on the form goes up over tus, becomes the Source URL, and its transcode's live
// progress ends in the ladder; the saved video is the upload's, with its media ready.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Video } from '@lumen/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestVideo } from '../../scripts/test-videos.ts';
import type { AdminServer } from './admin-support/admin-server';
import { openAdminSuite } from './admin-support/admin-suite';
import { adminPage, apiGet, expectToast } from './admin-support/admin-session';

let browser: Browser;
let server: AdminServer;
let closeSuite: (() => Promise<void>) | undefined;
const dir = mkdtempSync(join(tmpdir(), 'lumen-upload-'));
const clip = join(dir, 'clip.mp4');

beforeAll(async () => {
  makeTestVideo(dir, 'clip.mp4', { seconds: 4 });
  ({ browser, server, close: closeSuite } = await openAdminSuite());
});
afterAll(async () => {
  await closeSuite?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('uploading a video from the create form', () => {
  it('a dropped file uploads, transcodes with live progress, and saves as the video', async () => {
    const page = await adminPage(browser, server);
    await page.getByRole('button', { name: 'Create Video' }).first().click();
    await page.getByLabel('Title').fill('Uploaded test pattern');

    const bytes = readFileSync(clip).toString('base64');
    const dataTransfer = await page.evaluateHandle((base64) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], 'clip.mp4', { type: 'video/mp4' }));
      return transfer;
    }, bytes);
    await page.getByTestId('media-drop-zone').dispatchEvent('drop', { dataTransfer });

    const source = page.getByLabel('Source URL');
    await expect
      .poll(() => source.inputValue(), { timeout: 30_000 })
      .toMatch(/^\/api\/media\/[0-9a-f-]{36}\/original\.mp4$/);
    // The transcode's step and progress while it runs, then its outcome.
    await page.getByText('Transcoded: 360p, 240p', { exact: false }).waitFor({ timeout: 90_000 });

    await page.locator('form').getByRole('button', { name: 'Create Video', exact: true }).click();
    await expectToast(page, 'Video created successfully');
    const sourceUrl = await source.inputValue().catch(() => null);
    const videos = await apiGet<Video[]>(page, '/api/videos?visibility=all');
    const created = videos.find((v) => v.title === 'Uploaded test pattern')!;
    expect(created).toMatchObject({ sourceType: 'upload', duration: 4 });
    if (sourceUrl) expect(created.sourceUrl).toBe(sourceUrl);
    const read = await apiGet<Video>(page, `/api/videos/${created.id}`);
    expect(read.media).toMatchObject({
      status: 'ready',
      renditions: [{ height: 360 }, { height: 240 }],
    });
    await page.context().close();
  });
});
