// The AI Analysis tab (admin spec §2, §3, §5, §8, §9), in a real browser against the real
// server: pick videos by search, select-all and one by one, analyse them as a batch whose job
// progress shows, read each result (badge, suggestions, reasoning), apply a suggestion as a
// tag, and read a missing duration from a real MP4 that a local fixture server serves.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  confidenceBadge,
  type AnalysisJob,
  type AnalysisResult,
  type ExtractDurationsResponse,
  type Video,
} from '@lumen/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startAdminServer, type AdminServer } from './admin-support/admin-server';
import { adminPage, apiGet, apiPost, expectToast } from './admin-support/admin-session';
import { openBrowser } from './support/browser';
import { startPlatformFixture, type PlatformFixture } from './support/platform-fixture';

const CLIP_PATH = '/media/clip.mp4';

let browser: Browser;
let server: AdminServer;
let fixture: PlatformFixture;
let mediaDir: string;
/** ffprobe's reading of the clip, in seconds. */
let clipSeconds: number;

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'lumen-analysis-'));
  const clip = join(mediaDir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=160x120:rate=10'],
    ...['-movflags', '+faststart', clip],
  ]);
  clipSeconds = Number(
    execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', clip],
    ]).toString(),
  );
  fixture = await startPlatformFixture({ files: { [CLIP_PATH]: clip } });
  browser = await openBrowser();
  server = await startAdminServer(
    { email: inject('adminEmail'), password: inject('adminPassword') },
    { OUTBOUND_TRUSTED_ORIGINS: fixture.origin },
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fixture?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

const openTab = (page: Page) => page.goto('/admin?tab=ai-analysis');
const videoList = (page: Page) => page.getByRole('list', { name: 'Videos to analyze' });
const createVideo = (page: Page, video: Partial<Video> & { title: string; sourceUrl: string }) =>
  apiPost<Video>(page, server.url, '/api/videos', video);

describe('AI Analysis tab', () => {
  it('analyses three selected videos as a batch and applies a suggested category', async () => {
    const page = await adminPage(browser, server);
    const videos = [
      await createVideo(page, {
        title: 'Python for beginners: functions and loops',
        description: 'Write your first Python program: variables, functions, for and while loops.',
        sourceUrl: 'https://media.example.com/python-basics.mp4',
        duration: 754,
        tags: ['python', 'programming'],
      }),
      await createVideo(page, {
        title: 'Gentle morning yoga for flexibility',
        description: 'A twenty-minute yoga flow with stretching and breathing for every level.',
        sourceUrl: 'https://media.example.com/morning-yoga.mp4',
        duration: 1215,
        tags: ['yoga', 'stretching'],
      }),
      await createVideo(page, {
        title: 'Stock market basics: how investors price shares',
        description: 'How the stock market works, what moves prices and how interest rates matter.',
        sourceUrl: 'https://media.example.com/stock-market.mp4',
        duration: 903,
        tags: ['market', 'investing'],
      }),
    ];
    const [python, yoga, market] = videos as [Video, Video, Video];
    await openTab(page);
    const list = videoList(page);
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(3);

    // Search by title, then select all: only the shown video.
    const search = page.getByLabel('Search videos by title');
    await search.fill('functions and loops');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await page.getByLabel('Select all').check();
    await page.getByText('1 selected').waitFor();
    await search.fill('');
    await page.getByLabel(`Select ${yoga.title}`).check();
    await page.getByLabel(`Select ${market.title}`).check();
    await page.getByText('3 selected').waitFor();
    expect(await page.getByLabel(`Select ${python.title}`).isChecked()).toBe(true);

    // The first poll of the job is held back, so its progress bar is seen while it runs.
    let held = false;
    await page.route('**/api/analysis-jobs/*', async (route) => {
      if (!held) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 800));
      }
      await route.continue();
    });
    const started = page.waitForResponse(
      (r) => r.url().endsWith('/api/analysis-jobs') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Analyze Selected' }).click();
    const { jobId } = (await (await started).json()) as { jobId: string };
    const progress = page.getByRole('progressbar', { name: 'Batch analysis progress' });
    await progress.waitFor();
    const shown = await progress.getAttribute('aria-valuenow');
    expect(shown).toMatch(/^\d+$/);
    expect(Number(shown)).toBeLessThanOrEqual(100);
    expect(await expectToast(page, 'Batch Analysis Complete')).toContain('3 videos analyzed');
    await progress.waitFor({ state: 'detached' });

    const job = await apiGet<AnalysisJob>(page, `/api/analysis-jobs/${jobId}`);
    expect(job).toMatchObject({ status: 'completed', progress: 100 });
    for (const video of videos) {
      const result = job.results![video.id] as AnalysisResult;
      expect(result.suggestedCategories.length).toBeGreaterThan(0);
      const analysis = page.getByRole('region', { name: `Analysis of ${video.title}` });
      const badge = analysis.getByTestId('confidence-badge');
      expect(await badge.innerText()).toBe(`${Math.round(result.confidence * 100)}% confidence`);
      expect(await badge.getAttribute('data-variant')).toBe(confidenceBadge(result.confidence));
      const suggestions = analysis.getByRole('list', { name: 'Suggested categories' });
      expect(
        await suggestions
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
      ).toEqual(result.suggestedCategories);
      expect(await analysis.getByTestId('analysis-reasoning').innerText()).toBe(result.reasoning);
    }
    // A classifier worth its name files a Python lesson under Technology.
    const pythonResult = job.results![python.id] as AnalysisResult;
    expect(pythonResult.suggestedCategories).toContain('Technology');

    const analysis = page.getByRole('region', { name: `Analysis of ${python.title}` });
    await analysis.getByRole('button', { name: `Apply Technology to ${python.title}` }).click();
    expect(await expectToast(page, 'Categories Applied')).toContain('Technology');
    await analysis.getByRole('button', { name: `Technology applied to ${python.title}` }).waitFor();
    const saved = await apiGet<Video>(page, `/api/videos/${python.id}`);
    expect(saved.tags).toEqual(expect.arrayContaining(['python', 'programming', 'Technology']));
    const row = list.getByRole('listitem', { name: python.title });
    expect(await row.getByTestId('video-tags').innerText()).toContain('Technology');
    await page.context().close();
  });

  it('analyses one video from its own button', async () => {
    const page = await adminPage(browser, server);
    const video = await createVideo(page, {
      title: 'Building a backyard telescope mount',
      description: 'Astronomers at home: a telescope mount for watching planets and deep space.',
      sourceUrl: 'https://media.example.com/telescope.mp4',
      duration: 640,
      tags: ['telescope', 'astronomy'],
    });
    await openTab(page);
    await page.getByRole('button', { name: `Analyze ${video.title}` }).click();
    expect(await expectToast(page, 'Analysis Complete')).toContain(video.title);
    const analysis = page.getByRole('region', { name: `Analysis of ${video.title}` });
    await analysis.getByTestId('confidence-badge').waitFor();
    const categories = analysis
      .getByRole('list', { name: 'Suggested categories' })
      .getByRole('listitem');
    expect(await categories.count()).toBeGreaterThan(0);
    expect(await categories.count()).toBeLessThanOrEqual(3);
    expect(await analysis.getByTestId('analysis-reasoning').innerText()).not.toBe('');
    await page.context().close();
  });

  it("says 'No Videos Selected' for a batch of none, and 'No Videos to Analyze' with no videos", async () => {
    const page = await adminPage(browser, server);
    await openTab(page);
    await videoList(page).waitFor();
    await page.getByRole('button', { name: 'Analyze Selected' }).click();
    await expectToast(page, 'No Videos Selected');
    expect(await page.getByRole('progressbar').count()).toBe(0);

    // An empty library, as the list call would answer it.
    await page.route(
      (url) => url.pathname === '/api/videos',
      (route) =>
        route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue(),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'No Videos to Analyze' }).waitFor();
    await page.context().close();
  });

  it('extracts the duration of a direct video file that had none', async () => {
    const page = await adminPage(browser, server);
    const video = await createVideo(page, {
      title: 'Test pattern clip',
      sourceUrl: `${fixture.origin}${CLIP_PATH}`,
      duration: 0,
    });
    expect(video.duration).toBe(0);
    await openTab(page);
    const row = videoList(page).getByRole('listitem', { name: video.title });
    expect(await row.getByTestId('video-duration').innerText()).toBe('No duration');

    const answered = page.waitForResponse((r) =>
      r.url().endsWith('/api/videos/extract-all-durations'),
    );
    await page.getByRole('button', { name: 'Extract all durations' }).click();
    const result = (await (await answered).json()) as ExtractDurationsResponse;
    expect(result).toEqual({ updated: 1, failed: 0, failures: [] });
    expect(await expectToast(page, 'Duration Extraction Complete')).toContain(
      '1 updated, 0 failed',
    );
    const summary = page.getByRole('region', { name: 'Duration extraction result' });
    expect(await summary.innerText()).toContain('Updated 1');
    expect(await summary.innerText()).toContain('Failed 0');

    expect(clipSeconds).toBeCloseTo(3, 1);
    const saved = await apiGet<Video>(page, `/api/videos/${video.id}`);
    expect(saved.duration).toBe(Math.round(clipSeconds));
    await expect.poll(() => row.getByTestId('video-duration').innerText()).toBe('0:03');
    await page.context().close();
  });
});
