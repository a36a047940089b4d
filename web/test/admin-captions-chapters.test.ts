// The Timeline Editor's Captions and Chapters panels in a real browser against the real server:
// an SRT file uploaded and shown as cues, one cue edited and saved, two chapters added at the
// player's time and by hand, saved, and marked on the timeline.
import type { CaptionTrackWithCues, Video } from '@lumen/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminServer } from './admin-support/admin-server';
import { openAdminSuite } from './admin-support/admin-suite';
import { apiGet, expectToast } from './admin-support/admin-session';
import { clickBarAt, openNewVideoTimeline } from './admin-support/timeline-steps';
import { expectNoSeriousA11yViolations, screenshot } from './support/browser';

let browser: Browser;
let server: AdminServer;
let closeSuite: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ browser, server, close: closeSuite } = await openAdminSuite());
});
afterAll(() => closeSuite?.());

const SRT = `1
00:00:01,000 --> 00:00:03,000
Colour <b onclick="alert(1)">bars</b>

2
00:00:04,000 --> 00:00:06,500
A steady <script>alert(2)</script>tone
`;

it('uploads captions, lists and edits their cues, and saves chapters shown on the timeline', async () => {
  const { page, video } = await openNewVideoTimeline(browser, server, 'Captioned');
  const captions = page.locator('section[aria-labelledby="captions-panel-title"]');
  await captions.getByText('No captions yet.').waitFor();

  await captions.getByLabel('Caption file (WebVTT or SRT)').setInputFiles({
    name: 'bars.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from(SRT),
  });
  await captions.getByLabel('Language (BCP 47)').fill('en-gb');
  await captions.getByLabel('Label').fill('English');
  await captions.getByRole('button', { name: 'Upload captions' }).click();
  await expectToast(page, 'Captions “English” uploaded: 2 cues');

  // The new track opens in the cue editor, its markup sanitised by the server.
  const cues = captions.getByRole('list', { name: 'Cues' });
  const firstText = cues.getByLabel('Cue 1 text');
  await firstText.waitFor();
  expect(await firstText.inputValue()).toBe('Colour <b>bars</b>');
  expect(await cues.getByLabel('Cue 2 text').inputValue()).toBe('A steady tone');
  expect(await cues.getByLabel('Cue 2 end (seconds)').inputValue()).toBe('6.5');
  expect(await captions.getByRole('listitem', { name: 'English' }).innerText()).toContain(
    'en-GB · 2 cues',
  );

  await firstText.fill('Colour <i>bars</i> <img src=x onerror=alert(3)>');
  await cues.getByLabel('Cue 1 end (seconds)').fill('3.25');
  await captions.getByRole('button', { name: 'Save cues' }).click();
  await expectToast(page, 'Cues of “English” saved');
  // The editor shows what the server kept.
  await expect.poll(() => firstText.inputValue()).toBe('Colour <i>bars</i>');

  const [track] = await apiGet<{ id: number }[]>(page, `/api/videos/${video.id}/captions`);
  const saved = await apiGet<CaptionTrackWithCues>(
    page,
    `/api/videos/${video.id}/captions/${track!.id}`,
  );
  expect(saved.cues).toEqual([
    { startTime: 1, endTime: 3.25, text: 'Colour <i>bars</i>' },
    { startTime: 4, endTime: 6.5, text: 'A steady tone' },
  ]);

  // Chapters: one at a time picked on the bar (the player's time), one typed.
  const chapters = page.locator('section[aria-labelledby="chapters-panel-title"]');
  await chapters.getByText('No chapters yet.', { exact: false }).waitFor();
  await clickBarAt(page, 0.5);
  await chapters.getByRole('button', { name: 'Add chapter' }).click();
  expect(Number(await chapters.getByLabel('Chapter 1 start (seconds)').inputValue())).toBeCloseTo(
    20,
    0,
  );
  await chapters.getByLabel('Chapter 1 title').fill('  Second half ');
  await chapters.getByRole('button', { name: 'Add chapter' }).click();
  await chapters.getByLabel('Chapter 2 start (seconds)').fill('0');
  await chapters.getByLabel('Chapter 2 title').fill('Opening');
  await chapters.getByRole('button', { name: 'Save chapters' }).click();
  await expectToast(page, 'Chapters saved');

  // Saved sorted and trimmed, on the video's own answer, and marked on the bar.
  await expect.poll(() => chapters.getByLabel('Chapter 1 title').inputValue()).toBe('Opening');
  const answered = await apiGet<Video>(page, `/api/videos/${video.id}`);
  expect(answered.chapters.map((c) => c.title)).toEqual(['Opening', 'Second half']);
  expect(answered.chapters[0]!.startTime).toBe(0);
  expect(answered.chapters[1]!.startTime).toBeCloseTo(20, 0);
  const marks = page.getByTestId('marker-bar').getByTestId('chapter-mark');
  await marks.nth(1).waitFor();
  expect(await marks.count()).toBe(2);

  await screenshot(page, 'admin-captions-chapters');
  await expectNoSeriousA11yViolations(page, 'timeline editor with captions and chapters');
});
