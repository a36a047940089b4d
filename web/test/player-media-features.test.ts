// The player's media features in a real browser against a real server: an HLS stream of two
// renditions (made here with ffmpeg, served from another origin) playing through hls.js with its
// quality menu, the playback speed, captions from the captions API (menu, c key, the remembered
// choice), chapters (seek-bar marks, menu, current title), the shortcuts dialog on ?, menus in
// fullscreen and at 390 px, reduced motion, the embed page (captions on by default), and an
// upload transcoded here whose storyboard previews the point under the pointer on the seek bar.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Video } from '@lumen/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEK_STEP_SECONDS, SHORTCUTS, VOLUME_STEP } from '../src/features/player/lib/keyboard';
import { en } from '../src/i18n/en';
import { signInApi, type AdminApi } from './admin-support/admin-session';
import { openAdminSuite, type AdminSuite } from './admin-support/admin-suite';
import { PHONE, expectNoSeriousA11yViolations, newContext, screenshot } from './support/browser';

let suite: AdminSuite;
let admin: AdminApi;
let mediaDir: string;
let mediaServer: Server;
let mediaOrigin: string;
let hlsVideo: Video;
let mp4Video: Video;

const CUE_TEXT = 'Hello from the captions';

/** 8 s of test pattern and tone as HLS (320x180 and 640x360, 2 s segments) and as one MP4. */
function makeMedia(dir: string): void {
  const input = [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=25:duration=8',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=8',
  ];
  const encode = [
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '50',
    '-keyint_min',
    '50',
    '-sc_threshold',
    '0',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
  ];
  const ffmpeg = (args: string[]) =>
    execFileSync('/usr/bin/ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  ffmpeg([
    ...input,
    '-filter_complex',
    '[0:v]split=2[a][b];[a]scale=320:180[small];[b]scale=640:360[large]',
    '-map',
    '[small]',
    '-map',
    '1:a',
    '-map',
    '[large]',
    '-map',
    '1:a',
    ...encode,
    '-b:v:0',
    '200k',
    '-b:v:1',
    '700k',
    '-f',
    'hls',
    '-hls_time',
    '2',
    '-hls_playlist_type',
    'vod',
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    'v:0,a:0 v:1,a:1',
    '-hls_segment_filename',
    join(dir, 'v%v/segment%d.ts'),
    join(dir, 'v%v/index.m3u8'),
  ]);
  ffmpeg([...input, ...encode, '-movflags', '+faststart', join(dir, 'clip.mp4')]);
}

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
};

/** A static file server for the media directory, on another origin than the app (with CORS). */
function serveMedia(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url!, 'http://x').pathname));
    const file = join(dir, path);
    response.setHeader('access-control-allow-origin', '*');
    try {
      if (!file.startsWith(dir) || !statSync(file).isFile()) throw new Error('not a file');
      response.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
      response.end(readFileSync(file));
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function adminCall(method: 'put' | 'post', path: string, options: object): Promise<void> {
  const response = await admin.request[method](path, {
    ...options,
    headers: { origin: suite.server.url },
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
}

const uploadCaptions = (videoId: number) =>
  adminCall('post', `/api/videos/${videoId}/captions`, {
    multipart: {
      file: {
        name: 'english.vtt',
        mimeType: 'text/vtt',
        buffer: Buffer.from(`WEBVTT\n\n00:00:00.000 --> 00:00:08.000\n${CUE_TEXT}\n`),
      },
      language: 'en',
      label: 'English',
    },
  });

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'lumen-hls-'));
  makeMedia(mediaDir);
  mediaServer = await serveMedia(mediaDir);
  mediaOrigin = `http://127.0.0.1:${(mediaServer.address() as AddressInfo).port}`;
  suite = await openAdminSuite();
  admin = await signInApi(suite.browser, suite.server);
  hlsVideo = await admin.post<Video>('/api/videos', {
    title: 'HLS probe',
    sourceUrl: `${mediaOrigin}/master.m3u8`,
    duration: 8,
  });
  mp4Video = await admin.post<Video>('/api/videos', {
    title: 'MP4 probe',
    sourceUrl: `${mediaOrigin}/clip.mp4`,
    duration: 8,
  });
  await uploadCaptions(hlsVideo.id);
  await uploadCaptions(mp4Video.id);
  await adminCall('put', `/api/videos/${hlsVideo.id}/chapters`, {
    data: [
      { startTime: 0, title: 'Opening' },
      { startTime: 4, title: 'Second half' },
    ],
  });
  await admin.post(`/api/videos/${mp4Video.id}/quizzes`, {
    title: 'Pattern check',
    question: 'Did the pattern move?',
    questionType: 'single_choice',
    options: ['Yes', 'No'],
    correctAnswer: 'Yes',
    isRequired: true,
    pauseVideo: true,
    timecode: 1,
  });
}, 120_000);

afterAll(async () => {
  await admin?.close();
  await suite?.close();
  mediaServer?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

async function openPlayer(
  path: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(suite.browser, suite.server.url, options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await page.getByTestId('interactive-player').waitFor();
  return { page, errors };
}

const video = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector('video')!;
    return {
      src: v.src,
      time: v.currentTime,
      paused: v.paused,
      rate: v.playbackRate,
      height: v.videoHeight,
    };
  });

const playsPast = (page: Page, seconds: number) =>
  page.waitForFunction((s) => (document.querySelector('video')?.currentTime ?? 0) > s, seconds, {
    timeout: 20_000,
  });

/** Opens one of the player's menus and returns it. */
async function openMenu(page: Page, name: string) {
  await page.getByTestId('player-controls').getByRole('button', { name, exact: true }).click();
  const menu = page.getByRole('menu', { name });
  await menu.waitFor();
  return menu;
}

/** The controls' elements that stick out of the controls bar or the viewport. */
const outsideControls = (page: Page) =>
  page.getByTestId('player-controls').evaluate((bar) => {
    const right = Math.min(bar.getBoundingClientRect().right, window.innerWidth);
    return [bar, ...bar.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > right + 0.5)
      .map((element) => element.outerHTML.slice(0, 80));
  });

/** The caption cues the browser shows now, with the track's mode. */
const showingCaptions = (page: Page) =>
  page.evaluate(() => {
    const tracks = [...document.querySelector('video')!.textTracks];
    return tracks
      .filter((t) => t.mode === 'showing')
      .map((t) => ({
        label: t.label,
        cues: [...(t.cues ?? [])].map((c) => (c as VTTCue).text),
      }));
  });

describe('HLS on /watch', () => {
  it('plays through hls.js; quality, speed, captions, chapters and the shortcuts dialog work', async () => {
    const { page, errors } = await openPlayer(`/watch/${hlsVideo.id}`);
    // hls.js plays it over Media Source Extensions (a blob: source), even where Chromium's
    // native HLS would take it.
    await playsPast(page, 0.5);
    expect((await video(page)).src).toMatch(/^blob:/);

    // Quality: Auto and both heights; choosing one plays that rendition.
    let menu = await openMenu(page, 'Player settings');
    const qualities = await menu.getByRole('menuitemradio').allInnerTexts();
    expect(qualities).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Auto/), '360p', '180p']),
    );
    await menu.getByRole('menuitemradio', { name: '180p', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('video')!.videoHeight === 180, null, {
      timeout: 20_000,
    });
    menu = await openMenu(page, 'Player settings');
    expect(
      await menu
        .getByRole('menuitemradio', { name: '180p', exact: true })
        .getAttribute('aria-checked'),
    ).toBe('true');

    // Speed.
    await menu.getByRole('menuitemradio', { name: '1.5×' }).click();
    expect((await video(page)).rate).toBe(1.5);

    // Captions: off by default; on from the menu, with the cue loaded and showing.
    expect(await showingCaptions(page)).toEqual([]);
    menu = await openMenu(page, 'Captions');
    expect(await menu.getByRole('menuitemradio').allInnerTexts()).toEqual(['Off', 'English']);
    await menu.getByRole('menuitemradio', { name: 'English' }).click();
    await page.waitForFunction(
      (text) =>
        [...document.querySelector('video')!.textTracks].some(
          (t) =>
            t.mode === 'showing' && [...(t.cues ?? [])].some((c) => (c as VTTCue).text === text),
        ),
      CUE_TEXT,
      { timeout: 10_000 },
    );
    expect(await page.evaluate(() => localStorage.getItem('lumen:captions'))).toBe(
      JSON.stringify({ on: true, language: 'en' }),
    );

    // Chapters: the later start marked on the seek bar, a menu that seeks, the title shown.
    await page.getByRole('img', { name: 'Chapter “Second half” at 0:04' }).waitFor();
    await expect.poll(() => page.getByTestId('current-chapter').innerText()).toContain('Opening');
    menu = await openMenu(page, 'Chapters');
    await menu.getByRole('menuitemradio', { name: /Second half/ }).click();
    const afterJump = (await video(page)).time;
    expect(afterJump).toBeGreaterThanOrEqual(3.9);
    expect(afterJump).toBeLessThan(6);
    await expect
      .poll(() => page.getByTestId('current-chapter').innerText())
      .toContain('Second half');

    // ? opens the shortcuts, listed from the keyboard module's table.
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    const englishShortcut = (key: keyof typeof en.player.shortcuts) =>
      en.player.shortcuts[key]
        .replace('{{seconds}}', String(SEEK_STEP_SECONDS))
        .replace('{{percent}}', `${VOLUME_STEP * 100}%`);
    expect(await dialog.locator('dd').allInnerTexts()).toEqual(
      SHORTCUTS.map((s) => englishShortcut(s.description)),
    );
    await expectNoSeriousA11yViolations(page, 'shortcuts dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('remembers captions on for the next video and the c key turns them off and on', async () => {
    const { page } = await openPlayer(`/watch/${hlsVideo.id}`);
    await page.evaluate(() =>
      localStorage.setItem('lumen:captions', JSON.stringify({ on: true, language: 'en-GB' })),
    );
    await page.reload();
    await playsPast(page, 0.2);
    await expect
      .poll(() => showingCaptions(page), { timeout: 10_000 })
      .toEqual([{ label: 'English', cues: [CUE_TEXT] }]);
    await page.keyboard.press('c');
    await expect.poll(() => showingCaptions(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('lumen:captions'))).toBe(
      JSON.stringify({ on: false, language: 'en-GB' }),
    );
    await page.keyboard.press('c');
    await expect.poll(() => showingCaptions(page)).toHaveLength(1);
    await page.context().close();
  });
});

describe('direct files, fullscreen, narrow screens and reduced motion', () => {
  it('at 390 px in fullscreen: the quiz shows in the player, and an MP4 has speed but no quality menu', async () => {
    const { page } = await openPlayer(`/watch/${mp4Video.id}`, { viewport: PHONE });
    await page.keyboard.press('f');
    await page.waitForFunction(
      () => document.fullscreenElement?.getAttribute('data-testid') === 'interactive-player',
    );
    // The quiz (at 1 s) covers the fullscreen player, within the phone's width.
    const quiz = page.getByRole('dialog', { name: 'Pattern check' });
    await quiz.waitFor({ timeout: 20_000 });
    expect(await quiz.evaluate((el) => document.fullscreenElement!.contains(el))).toBe(true);
    const box = (await quiz.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await quiz.getByRole('radio', { name: 'Yes' }).check();
    await quiz.getByRole('button', { name: 'Submit' }).click();
    await quiz.waitFor({ state: 'detached', timeout: 10_000 });

    // The menus open inside the fullscreen element (else they would not show).
    const menu = await openMenu(page, 'Player settings');
    expect(await menu.evaluate((el) => document.fullscreenElement!.contains(el))).toBe(true);
    expect(await menu.getByRole('menuitemradio', { name: /^Auto/ }).count()).toBe(0);
    await menu.getByRole('menuitemradio', { name: '0.5×' }).click();
    expect((await video(page)).rate).toBe(0.5);
    const captions = await openMenu(page, 'Captions');
    expect(await captions.evaluate((el) => document.fullscreenElement!.contains(el))).toBe(true);
    await page.context().close();
  });

  it('at 390 px the controls and menus fit the width; with reduced motion nothing animates', async () => {
    const { page } = await openPlayer(`/watch/${hlsVideo.id}`, { viewport: PHONE });
    await playsPast(page, 0.2);
    expect(await outsideControls(page)).toEqual([]);
    for (const name of ['Captions', 'Chapters', 'Player settings']) {
      const menu = await openMenu(page, name);
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await menu.evaluate((el) => getComputedStyle(el).animationName)).toBe('player-pop');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    }
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const menu = await openMenu(page, 'Player settings');
    await screenshot(page, 'player-menu-phone');
    expect(await menu.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await page.context().close();
  });
});

describe('embed page', () => {
  it('plays the HLS stream through hls.js after Play and offers the captions menu', async () => {
    const { page, errors } = await openPlayer(`/embed/${hlsVideo.id}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await playsPast(page, 0.5);
    expect((await video(page)).src).toMatch(/^blob:/);
    const menu = await openMenu(page, 'Captions');
    await menu.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => showingCaptions(page), { timeout: 10_000 }).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("starts with captions showing when the video's setting says so, unless captions=0 or the viewer chose", async () => {
    // A video of its own: no quiz to pause it, and its setting reaches no other test.
    const captioned = await admin.post<Video>('/api/videos', {
      title: 'Captions on by default',
      sourceUrl: `${mediaOrigin}/clip.mp4`,
      duration: 8,
    });
    await uploadCaptions(captioned.id);
    await adminCall('put', `/api/videos/${captioned.id}/embed-settings`, {
      data: { captionsOn: true },
    });
    const checkedCaption = async (page: Page) => {
      const menu = await openMenu(page, 'Captions');
      const checked = await menu
        .locator('[role="menuitemradio"][aria-checked="true"]')
        .allInnerTexts();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      return checked;
    };
    const showingEnglish = [{ label: 'English', cues: [CUE_TEXT] }];

    // The setting on: the track shows from the start, without a play or a choice.
    const { page, errors } = await openPlayer(`/embed/${captioned.id}`);
    await expect.poll(() => showingCaptions(page), { timeout: 10_000 }).toEqual(showingEnglish);
    expect(await checkedCaption(page)).toEqual(['English']);
    expect(await page.evaluate(() => localStorage.getItem('lumen:captions'))).toBeNull();

    // The viewer's own choice (off, with c) is remembered and wins over the setting and the URL.
    await page.keyboard.press('c');
    await expect.poll(() => showingCaptions(page)).toEqual([]);
    // (Without captions= the setting is fetched: wait for it, so it had its chance to apply.)
    const settingRead = page.waitForResponse((r) => r.url().endsWith('/embed-defaults'));
    await page.goto(`/embed/${captioned.id}`);
    expect(await (await settingRead).json()).toEqual({ captionsOn: true });
    await page.getByTestId('interactive-player').waitFor();
    expect(await checkedCaption(page)).toEqual(['Off']);
    expect(await showingCaptions(page)).toEqual([]);
    await page.goto(`/embed/${captioned.id}?captions=1`);
    await page.getByTestId('interactive-player').waitFor();
    expect(await checkedCaption(page)).toEqual(['Off']);
    expect(await showingCaptions(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();

    // captions=0 overrides the setting for that embed; the watch page never takes it.
    for (const path of [`/embed/${captioned.id}?captions=0`, `/watch/${captioned.id}`]) {
      const { page: other } = await openPlayer(path);
      expect(await checkedCaption(other), path).toEqual(['Off']);
      expect(await showingCaptions(other), path).toEqual([]);
      await other.context().close();
    }

    // captions=1 turns them on in an embed of a video whose setting is off.
    const { page: forced } = await openPlayer(`/embed/${hlsVideo.id}?captions=1`);
    await expect.poll(() => showingCaptions(forced), { timeout: 10_000 }).toEqual(showingEnglish);
    await forced.context().close();
  });

  it('in a 320×180 frame the buttons fit: the time display gives way to them', async () => {
    const { page } = await openPlayer(`/embed/${hlsVideo.id}`, {
      viewport: { width: 320, height: 180 },
    });
    await page.getByRole('button', { name: 'Player settings' }).waitFor();
    expect(await outsideControls(page)).toEqual([]);
    await page.context().close();
  });
});

describe('storyboard previews on the seek bar', () => {
  /** The MP4 uploaded; transcoded here, after the other tests, so it takes no CPU from them. */
  let uploadedVideo: Video;

  beforeAll(async () => {
    const upload = await admin.request.post('/api/media', {
      multipart: {
        file: {
          name: 'clip.mp4',
          mimeType: 'video/mp4',
          buffer: readFileSync(join(mediaDir, 'clip.mp4')),
        },
      },
      headers: { origin: suite.server.url },
    });
    if (!upload.ok()) throw new Error(`upload: ${upload.status()} ${await upload.text()}`);
    uploadedVideo = await admin.post<Video>('/api/videos', {
      title: 'Uploaded pattern',
      sourceUrl: ((await upload.json()) as { sourceUrl: string }).sourceUrl,
      duration: 8,
    });
  });

  /** The uploaded video's media once transcoded. */
  async function transcodedMedia(): Promise<NonNullable<Video['media']>> {
    let media: Video['media'] = null;
    await expect
      .poll(
        async () => {
          const response = await admin.request.get(`/api/videos/${uploadedVideo.id}`);
          media = ((await response.json()) as Video).media;
          return media?.status;
        },
        { timeout: 180_000, interval: 1000 },
      )
      .toBe('ready');
    return media!;
  }

  /** The preview's sprite, the frame's place in it, and the time under it. */
  const previewShown = (page: Page) =>
    page.getByTestId('seek-preview-image').evaluate((image) => ({
      sprite: getComputedStyle(image).backgroundImage,
      position: getComputedStyle(image).backgroundPosition,
      time: image.closest('[data-testid="seek-preview"]')!.textContent,
    }));

  /** Where the mouse is over the seek bar, as a share of its width. */
  async function hoverSeekBar(page: Page, share: number) {
    const box = (await page.getByRole('slider', { name: 'Seek' }).boundingBox())!;
    await page.mouse.move(box.x + box.width * share, box.y + box.height / 2);
  }

  it('hovering shows the frame of the time under the mouse from the sprite, fetched once, within the player', async () => {
    const media = await transcodedMedia();
    expect(media.storyboardUrl).toMatch(/\/storyboard\.vtt$/);
    const sprite = new URL(media.storyboardUrl!.replace(/vtt$/, 'jpg'), suite.server.url).href;
    const { page, errors } = await openPlayer(`/watch/${uploadedVideo.id}`);
    const trackLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/storyboard.vtt')) trackLoads.push(request.url());
    });
    const seek = page.getByRole('slider', { name: 'Seek' });
    await expect.poll(() => seek.isEnabled(), { timeout: 20_000 }).toBe(true);
    const player = (await page.getByTestId('interactive-player').boundingBox())!;
    const controls = (await page.getByTestId('player-controls').boundingBox())!;
    // Nothing is fetched before the first hover.
    expect(trackLoads).toEqual([]);

    // 8 s, one 160×90 thumbnail a second in a row of the sprite: 55 % is 4.4 s, the fifth.
    await hoverSeekBar(page, 0.55);
    await page.getByTestId('seek-preview').waitFor();
    expect(await previewShown(page)).toEqual({
      sprite: `url("${sprite}")`,
      position: '-640px 0px',
      time: '0:04',
    });
    await screenshot(page, 'player-storyboard-preview');
    // Over the picture: the player and its bar keep their size and place.
    expect(await page.getByTestId('interactive-player').boundingBox()).toEqual(player);
    expect(await page.getByTestId('player-controls').boundingBox()).toEqual(controls);

    // At either end the preview stays inside the player.
    await hoverSeekBar(page, 0.001);
    await expect.poll(async () => (await previewShown(page)).position).toBe('0px 0px');
    let preview = (await page.getByTestId('seek-preview').boundingBox())!;
    expect(preview.x).toBeGreaterThanOrEqual(player.x);
    await hoverSeekBar(page, 0.999);
    await expect.poll(async () => (await previewShown(page)).time).toMatch(/^0:0[78]$/);
    preview = (await page.getByTestId('seek-preview').boundingBox())!;
    expect(preview.x + preview.width).toBeLessThanOrEqual(player.x + player.width);

    // Leaving the bar hides it; coming back needs no second fetch.
    await page.mouse.move(player.x + player.width / 2, player.y + 10);
    await page.getByTestId('seek-preview').waitFor({ state: 'detached' });
    await hoverSeekBar(page, 0.3);
    await expect.poll(async () => (await previewShown(page)).position).toBe('-320px 0px');
    expect(trackLoads).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('in the embed, in full screen: a finger dragging the bar previews too, and the preview shows in full screen', async () => {
    await transcodedMedia();
    const { page, errors } = await openPlayer(`/embed/${uploadedVideo.id}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await playsPast(page, 0.2);
    await page.keyboard.press('f');
    await page.waitForFunction(
      () => document.fullscreenElement?.getAttribute('data-testid') === 'interactive-player',
    );

    // A touch previews only while it presses.
    const seek = page.getByRole('slider', { name: 'Seek' });
    const touch = (type: string, share: number) =>
      seek.evaluate(
        (bar, [eventType, at]) => {
          const box = bar.getBoundingClientRect();
          bar.dispatchEvent(
            new PointerEvent(eventType, {
              bubbles: true,
              pointerType: 'touch',
              buttons: eventType === 'pointerup' ? 0 : 1,
              clientX: box.left + box.width * at,
              clientY: box.top + box.height / 2,
            }),
          );
        },
        [type, share] as const,
      );
    await touch('pointerdown', 0.3);
    await expect.poll(async () => (await previewShown(page)).position).toBe('-320px 0px');
    await touch('pointermove', 0.55);
    await expect.poll(async () => (await previewShown(page)).position).toBe('-640px 0px');
    await touch('pointerup', 0.55);
    await page.getByTestId('seek-preview').waitFor({ state: 'detached' });

    await hoverSeekBar(page, 0.55);
    const preview = page.getByTestId('seek-preview');
    await preview.waitFor();
    expect(await preview.evaluate((el) => document.fullscreenElement!.contains(el))).toBe(true);
    const box = (await preview.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(await previewShown(page)).toMatchObject({ position: '-640px 0px', time: '0:04' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
