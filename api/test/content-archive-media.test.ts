// A site moved with its uploaded video: on one installation an admin uploads a short video
// (transcoded for real by ffmpeg), gives it captions, chapters and embed settings, and sets the
// site's name and logo; the archive of that installation is imported into an empty one, whose
// server then plays the video's HLS (master playlist, variant playlist, a segment), serves its
// captions, poster and storyboard, and has the site's settings.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptionTrack, MediaAsset, Video, VideoDetail } from '@lumen/contract';
import { exportContent, importContent } from '@lumen/db';
import { ADMIN, createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';
import { makeTestVideo } from '../../scripts/test-videos.ts';

const work = mkdtempSync(join(tmpdir(), 'lumen-archive-media-'));
const clip = makeTestVideo(work, 'clip.mp4', { seconds: 3, size: '320x180' });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const CAPTIONS = 'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nHello <b onclick="x()">world</b>\n';
const CHAPTERS = [
  { startTime: 0, title: 'Start' },
  { startTime: 1.5, title: 'Middle' },
];
const SITE = {
  siteName: 'Moved Lumen',
  privacyMarkdown: '# Our policy',
  cookiesMarkdown: '',
  controllerName: 'Moved Ltd',
  controllerEmail: 'privacy@example.com',
  controllerAddress: '1 Road',
};

/** A test server, listening, and fetch as the admin or as anyone. */
async function serve(h: Harness) {
  const base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = await h.login(ADMIN);
  return {
    admin: (path: string, init: RequestInit = {}) =>
      fetch(`${base}${path}`, {
        ...init,
        headers: { origin: base, cookie, ...(init.headers as Record<string, string>) },
      }),
    anyone: (path: string) => fetch(`${base}${path}`),
  };
}

const json = (body: unknown, method = 'PUT'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return { method: 'POST', body: data };
};

/** A server with its job queue (uploaded videos are served only where transcodes can run). */
const withJobs = {
  jobs: {
    kind: 'in-process' as const,
    sources: {
      videoMetadata: async () => ({ metadata: {}, missing: [] }),
      playlist: async () => ({ entries: [], source: 'feed' as const }),
    },
  },
  env: { PATH: process.env.PATH ?? '' },
};

const archiveDir = join(work, 'archive');
let videoId: number;
let logoUrl: string;

// One installation, embedded (PGlite) as in the export's typical use, exported once.
beforeAll(async () => {
  const source = await createHarness('pglite', withJobs);
  try {
    const { admin } = await serve(source);
    const upload = await admin(
      '/api/media',
      form({ file: new File([readFileSync(clip)], 'clip.mp4') }),
    );
    expect(upload.status).toBe(201);
    const { id: mediaId, sourceUrl } = (await upload.json()) as { id: string; sourceUrl: string };
    const created = await admin('/api/videos', json({ title: 'Moved clip', sourceUrl }, 'POST'));
    expect(created.status).toBe(201);
    videoId = ((await created.json()) as Video).id;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const asset = (await (await admin(`/api/media/${mediaId}`)).json()) as MediaAsset;
      if (asset.status === 'ready') break;
      if (asset.status === 'failed' || Date.now() > deadline)
        throw new Error(`the transcode did not finish: ${JSON.stringify(asset)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const caption = await admin(
      `/api/videos/${videoId}/captions`,
      form({ file: new File([CAPTIONS], 'en.vtt'), language: 'en', label: 'English' }),
    );
    expect(caption.status).toBe(201);
    expect((await admin(`/api/videos/${videoId}/chapters`, json(CHAPTERS))).status).toBe(200);
    const embed = { allowedHosts: ['learn.example.org'], captionsOn: true };
    expect((await admin(`/api/videos/${videoId}/embed-settings`, json(embed))).status).toBe(200);
    const logo = await admin('/api/upload', form({ file: new File([PNG], 'logo.png') }));
    expect(logo.status).toBe(201);
    logoUrl = ((await logo.json()) as { url: string }).url;
    expect((await admin('/api/admin/settings', json({ ...SITE, logoUrl }))).status).toBe(200);

    await exportContent(source.content.db, {
      source: 'pglite',
      uploadsDir: join(source.dataDir, 'uploads'),
      mediaDir: join(source.dataDir, 'media'),
      archiveDir,
    });
  } finally {
    await source.close();
  }
}, 300_000);

describe.each(storeKinds)('a site with an uploaded video, moved into an empty %s store', (kind) => {
  let target: Harness;
  let moved: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    target = await createHarness(kind, withJobs);
    await importContent(target.content.db, {
      archiveDir,
      uploadsDir: join(target.dataDir, 'uploads'),
      mediaDir: join(target.dataDir, 'media'),
    });
    moved = await serve(target);
  });
  afterAll(async () => {
    await target?.close();
  });

  it('plays the video’s HLS ladder, poster and storyboard after the move', async () => {
    const { anyone } = moved;
    const video = (await (await anyone(`/api/videos/${videoId}`)).json()) as Video;
    expect(video).toMatchObject({ title: 'Moved clip', sourceType: 'upload', duration: 3 });
    expect(video.chapters).toEqual(CHAPTERS);
    expect(video.media).toMatchObject({
      status: 'ready',
      renditions: [{ width: 320, height: 180 }],
    });

    const master = await anyone(video.media!.hlsUrl!);
    expect(master.status).toBe(200);
    const variant = (await master.text()).split('\n').find((line) => line.endsWith('.m3u8'));
    const hls = video.media!.hlsUrl!.replace(/master\.m3u8$/, '');
    const playlist = await (await anyone(`${hls}${variant}`)).text();
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'));
    const served = await anyone(`${hls}${segment}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp2t');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    expect((await anyone(video.sourceUrl)).status).toBe(200);
    expect((await anyone(video.media!.posterUrl!)).headers.get('content-type')).toBe('image/jpeg');
    expect(await (await anyone(video.media!.storyboardUrl!)).text()).toMatch(/^WEBVTT\n/);
  });

  it('has the captions, embed settings and site settings back', async () => {
    const { admin, anyone } = moved;
    const tracks = (await (
      await anyone(`/api/videos/${videoId}/captions`)
    ).json()) as CaptionTrack[];
    expect(tracks).toMatchObject([{ language: 'en', label: 'English', cueCount: 1 }]);
    expect(await (await anyone(tracks[0]!.url)).text()).toBe(
      'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nHello <b>world</b>\n',
    );

    const video = (await (await admin(`/api/videos/${videoId}`)).json()) as VideoDetail;
    expect(video.embedSettings).toEqual({ allowedHosts: ['learn.example.org'], captionsOn: true });

    const settings = await (await admin('/api/admin/settings')).json();
    expect(settings).toMatchObject({ ...SITE, logoUrl });
    const logo = await anyone(logoUrl);
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(PNG);
  });
});

afterAll(() => rmSync(work, { recursive: true, force: true }));
