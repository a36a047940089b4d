// Steps of the Timeline Editor browser tests (quizzes, surveys, polls): a new video's timeline,
// clicking and dragging on the marker bar, a marker's colour, and a viewer's player run into an
// element's overlay.
import type { Video } from '@lumen/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP } from '../support/browser';
import type { AdminServer } from './admin-server';
import { adminPage, apiPost } from './admin-session';

/** A fresh 40-second video (the shipped MP4) titled `title` and a timestamp, its timeline open. */
export async function openNewVideoTimeline(
  browser: Browser,
  server: AdminServer,
  title: string,
  viewport = DESKTOP,
): Promise<{ page: Page; video: Video }> {
  const page = await adminPage(browser, server);
  await page.setViewportSize(viewport);
  const video = await apiPost<Video>(page, server.url, '/api/videos', {
    title: `${title} ${Date.now()}`,
    sourceUrl: '/media/seed/colour-bars.mp4',
    duration: 40,
  });
  await page.goto(`/admin?tab=timeline&video=${video.id}`);
  await page.getByRole('heading', { name: 'Timeline Editor' }).waitFor();
  return { page, video };
}

/**
 * Clicks the marker bar at a fraction of its width (above any marker). Through the locator, so
 * Playwright measures the bar when it clicks and waits until nothing (a toast, the preview
 * growing as its video loads) moves or covers it: a raw mouse click at a box measured a moment
 * earlier could land beside the bar.
 */
export async function clickBarAt(page: Page, fraction: number): Promise<void> {
  const bar = page.getByTestId('marker-bar');
  const box = (await bar.boundingBox())!;
  await bar.click({ position: { x: box.width * fraction, y: 4 } });
}

/** Drags `marker` along the bar, by way of halfway, and drops it at a fraction of the bar. */
export async function dragMarkerTo(page: Page, marker: Locator, fraction: number): Promise<void> {
  await marker.scrollIntoViewIfNeeded();
  const bar = (await page.getByTestId('marker-bar').boundingBox())!;
  const from = (await marker.boundingBox())!;
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  const to = bar.x + bar.width * fraction;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move((x + to) / 2, y, { steps: 8 });
  await page.mouse.move(to, y, { steps: 8 });
  await page.mouse.up();
}

/** The hue (oklch) of a marker's dot: orange ≈ 48, green ≈ 150, blue ≈ 260. */
export async function markerHue(marker: Locator): Promise<number> {
  const colour = await marker
    .locator('span')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const match = /oklch\(([\d.]+) ([\d.]+) ([\d.]+)/.exec(colour);
  if (!match) throw new Error(`unexpected colour ${colour}`);
  return Number(match[3]);
}

/**
 * On a watch page that is open: once its video has metadata, moves the playhead to just before
 * `seconds` and returns the overlay named `title` once the autoplaying video (public spec) runs
 * into it.
 */
export async function runIntoOverlay(page: Page, seconds: number, title: string): Promise<Locator> {
  await page.getByTestId('interactive-player').waitFor();
  await page.waitForFunction(
    () => (document.querySelector('video')?.readyState ?? 0) >= 1,
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate((s) => {
    document.querySelector('video')!.currentTime = s;
  }, seconds - 1.5);
  const overlay = page.getByRole('dialog', { name: title });
  await overlay.waitFor({ timeout: 20_000 });
  return overlay;
}
