// Video uploads end to end on a listening server: the multipart route and the tus protocol (a
// PATCH cut off mid-way, resumed from the offset HEAD reports), the transcode on the real job
// runtime (in-process on PGlite, BullMQ on Postgres), the video's `media`, the ladder and every
// file served; bad files refused with nothing stored; cancel, retry, and deletion with the video.
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { MediaAsset, Video } from '@lumen/contract';
import { createLocalMediaStorage } from '@lumen/workers';
import { insertMediaAsset, schema } from '@lumen/db';
import { createMediaLibrary } from '../src/services/media-library.ts';
import { ADMIN, createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';
import { jobQueueKinds } from './support/job-queue.ts';
import { makeTestVideo } from '../../scripts/test-videos.ts';

const MAX_BYTES = 1024 * 1024;
const videos = mkdtempSync(join(tmpdir(), 'lumen-media-'));
const files = {
  ok: makeTestVideo(videos, 'ok.mp4'),
  long: makeTestVideo(videos, 'long.mp4', { seconds: 20, size: '426x240' }),
  text: join(videos, 'notes.mp4'),
  empty: join(videos, 'empty.mp4'),
  truncated: join(videos, 'truncated.mp4'),
  oversized: join(videos, 'huge.mp4'),
};
writeFileSync(files.text, 'These are meeting notes, not a video.\n'.repeat(50));
writeFileSync(files.empty, '');
copyFileSync(files.ok, files.truncated);
// The moov box is at the end (no faststart): half the file has media data and no index.
truncateSync(files.truncated, Math.floor(statSync(files.ok).size / 2));
writeFileSync(files.oversized, Buffer.alloc(MAX_BYTES + 1024, 7));

// Postgres with BullMQ is the distributed shape, PGlite with the in-process queue the embedded one.
const shapes = storeKinds.map((store, i) => [store, jobQueueKinds[i] ?? 'in-process'] as const);

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(shapes)('video uploads on %s with the %s job queue', (store, jobs) => {
  let h: Harness;
  let base: string;
  let cookie: string;
  const mediaDir = () => join(h.dataDir, 'media');

  beforeAll(async () => {
    h = await createHarness(store, {
      jobs: {
        kind: jobs,
        sources: {
          videoMetadata: async () => ({ metadata: {}, missing: [] }),
          playlist: async () => ({ entries: [], source: 'feed' }),
        },
      },
      env: { PATH: process.env.PATH ?? '', MEDIA_MAX_BYTES: String(MAX_BYTES) },
    });
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
    cookie = await h.login(ADMIN);
  });
  afterAll(async () => {
    await h.close();
  });

  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { origin: base, cookie, ...(init.headers as Record<string, string>) },
    });
  const anonymous = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, init);

  async function uploadMultipart(file: string, name = 'clip.mp4') {
    const form = new FormData();
    form.set('file', new Blob([readFileSync(file)]), name);
    return admin('/api/media', { method: 'POST', body: form });
  }
  const asset = async (id: string) =>
    (await (await admin(`/api/media/${id}`)).json()) as MediaAsset;
  const settled = (id: string) =>
    until(
      `the transcode of ${id}`,
      () => asset(id),
      (a) => a.status !== 'processing',
    );
  async function createVideo(sourceUrl: string, extra: Record<string, unknown> = {}) {
    const response = await admin('/api/videos', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Uploaded clip', sourceUrl, ...extra }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Video;
  }
  const mediaRows = async () =>
    (await h.content.db.select({ n: count() }).from(schema.mediaAssets))[0]!.n;
  const storedFolders = () => readdirSync(mediaDir()).filter((name) => name !== '.incoming');
  // Files of uploads still arriving or being checked (tus keeps a .json beside each).
  const incomingFiles = () => {
    const incoming = join(mediaDir(), '.incoming');
    const tus = join(incoming, 'tus');
    return [
      ...readdirSync(incoming).filter((name) => name !== 'tus'),
      ...readdirSync(tus).map((name) => `tus/${name}`),
    ];
  };

  it('takes a multipart upload, transcodes it to the ladder, and serves every file', async () => {
    const response = await uploadMultipart(files.ok);
    expect(response.status).toBe(201);
    const upload = (await response.json()) as { id: string; sourceUrl: string; status: string };
    expect(upload).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sourceUrl: `/api/media/${upload.id}/original.mp4`,
      status: 'processing',
    });

    // Saved before the transcode ends: linked, an upload's source type, ffprobe's duration.
    const video = await createVideo(upload.sourceUrl);
    expect(video).toMatchObject({ sourceType: 'upload', duration: 5, sourceUrl: upload.sourceUrl });
    expect(video.media).toMatchObject({ id: upload.id });
    const done = await settled(upload.id);
    expect(done).toMatchObject({
      status: 'ready',
      step: 'done',
      progress: 100,
      error: null,
      videoId: video.id,
    });

    const read = (await (await anonymous(`/api/videos/${video.id}`)).json()) as Video;
    expect(read.media).toEqual({
      id: upload.id,
      status: 'ready',
      step: 'done',
      progress: 100,
      error: null,
      hlsUrl: `/api/media/${upload.id}/hls/master.m3u8`,
      posterUrl: `/api/media/${upload.id}/poster.jpg`,
      storyboardUrl: `/api/media/${upload.id}/storyboard.vtt`,
      renditions: [
        { width: 640, height: 360, bitrate: expect.any(Number) },
        { width: 426, height: 240, bitrate: expect.any(Number) },
      ],
    });

    const master = await anonymous(read.media!.hlsUrl!);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('public, no-cache');
    const masterText = await master.text();
    expect(masterText.match(/RESOLUTION=\d+x\d+/g)).toEqual([
      'RESOLUTION=640x360',
      'RESOLUTION=426x240',
    ]);
    const variants = masterText.split('\n').filter((line) => line.endsWith('.m3u8'));
    expect(variants).toHaveLength(2);
    let segments = 0;
    for (const variant of variants) {
      const playlist = await (await anonymous(`/api/media/${upload.id}/hls/${variant}`)).text();
      const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
      expect(Math.max(...durations)).toBeGreaterThanOrEqual(4);
      expect(Math.max(...durations)).toBeLessThanOrEqual(6);
      for (const segment of playlist.split('\n').filter((line) => line.endsWith('.ts'))) {
        const served = await anonymous(`/api/media/${upload.id}/hls/${segment}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('video/mp2t');
        expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
        expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);
        segments++;
      }
    }
    expect(segments).toBeGreaterThanOrEqual(4);

    const poster = await anonymous(read.media!.posterUrl!);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const vtt = await (await anonymous(read.media!.storyboardUrl!)).text();
    expect(vtt).toMatch(
      /^WEBVTT\n\n00:00:00\.000 --> 00:00:01\.000\nstoryboard\.jpg#xywh=0,0,160,90\n/,
    );
    expect((await anonymous(`/api/media/${upload.id}/storyboard.jpg`)).status).toBe(200);

    // The original stays, and plays by ranges.
    const size = statSync(files.ok).size;
    const range = await anonymous(upload.sourceUrl, { headers: { range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(range.headers.get('content-type')).toBe('video/mp4');
    expect(
      Buffer.from(await range.arrayBuffer()).equals(readFileSync(files.ok).subarray(100, 200)),
    ).toBe(true);
    expect(
      (await anonymous(upload.sourceUrl, { headers: { range: `bytes=${size}-` } })).status,
    ).toBe(416);

    // A draft's files are the admins' alone (within the access cache's moment).
    await admin(`/api/videos/${video.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ visibility: 'draft' }),
    });
    await until(
      'the draft to be hidden',
      async () => (await anonymous(read.media!.hlsUrl!)).status,
      (s) => s === 404,
    );
    expect((await admin(read.media!.hlsUrl!)).status).toBe(200);

    // Deleting the video deletes its media.
    expect((await admin(`/api/videos/${video.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(storedFolders()).not.toContain(upload.id);
    expect((await admin(`/api/media/${upload.id}`)).status).toBe(404);
  });

  it('resumes a tus upload after a dropped connection', async () => {
    const body = readFileSync(files.ok);
    const tusHeaders = { 'tus-resumable': '1.0.0' };
    const created = await admin('/api/media/tus', {
      method: 'POST',
      headers: {
        ...tusHeaders,
        'upload-length': String(body.length),
        'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/media\/tus\/[0-9a-f-]{36}$/);
    const uploadId = location.split('/').pop()!;
    const partial = join(mediaDir(), '.incoming', 'tus', uploadId);

    // A PATCH that sends half the file, then the connection drops.
    const half = Math.floor(body.length / 2);
    await new Promise<void>((resolve) => {
      const cut = httpRequest(`${base}${location}`, {
        method: 'PATCH',
        headers: {
          ...tusHeaders,
          origin: base,
          cookie,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(body.length),
        },
      });
      cut.on('error', () => resolve());
      cut.on('close', () => resolve());
      cut.write(body.subarray(0, half), () => {
        until(
          'the first half on disk',
          async () => statSync(partial).size,
          (n) => n >= half,
        )
          .then(() => cut.destroy())
          .catch(() => cut.destroy());
      });
    });

    const head = await until(
      'the offset after the drop',
      async () => admin(location, { method: 'HEAD', headers: tusHeaders }),
      (r) => r.status === 200,
    );
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(half);

    const rest = await admin(location, {
      method: 'PATCH',
      headers: {
        ...tusHeaders,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: body.subarray(offset),
    });
    expect(rest.status).toBe(201);
    const upload = (await rest.json()) as { id: string; sourceUrl: string; status: string };
    expect(upload).toMatchObject({
      status: 'processing',
      sourceUrl: `/api/media/${upload.id}/original.mp4`,
    });
    const done = await settled(upload.id);
    expect(done).toMatchObject({ status: 'ready', size: body.length, originalName: 'clip.mp4' });
    // The original is the file sent, byte for byte; the partial upload is gone.
    expect(Buffer.from(await (await admin(upload.sourceUrl)).arrayBuffer()).equals(body)).toBe(
      true,
    );
    expect(incomingFiles()).toEqual([]);
    // Not yet any video's: only admins may fetch it.
    expect((await anonymous(upload.sourceUrl)).status).toBe(404);
  });

  it('refuses files that are not videos, empty, cut short or too large, storing nothing', async () => {
    const rowsBefore = await mediaRows();
    const foldersBefore = storedFolders();
    const refusals = [
      [files.text, 415, /not a video/],
      [files.empty, 400, /empty/],
      [files.truncated, 415, /not a video/],
      [files.oversized, 413, /larger than 1 MiB/],
    ] as const;
    for (const [file, status, message] of refusals) {
      const response = await uploadMultipart(file);
      expect(response.status, file).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    // Over tus: the size is refused at creation, a bad file when its last byte arrives.
    const tooLarge = await admin('/api/media/tus', {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(MAX_BYTES + 1) },
    });
    expect(tooLarge.status).toBe(413);
    const text = readFileSync(files.text);
    const created = await admin('/api/media/tus', {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(text.length) },
    });
    const finished = await admin(created.headers.get('location')!, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: text,
    });
    expect(finished.status).toBe(415);
    expect(await finished.json()).toEqual({ message: expect.stringMatching(/not a video/) });

    expect(await mediaRows()).toBe(rowsBefore);
    expect(storedFolders()).toEqual(foldersBefore);
    expect(incomingFiles()).toEqual([]);
    // A Source URL naming no upload is refused too.
    const unknown = await admin('/api/videos', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'x',
        sourceUrl: `/api/media/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}/original.mp4`,
      }),
    });
    expect(unknown.status).toBe(400);
  });

  it('cancels a transcode, keeps the original, and retries it', async () => {
    const upload = (await (await uploadMultipart(files.long)).json()) as {
      id: string;
      sourceUrl: string;
    };
    const cancel = await admin(`/api/media/${upload.id}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(200);
    const cancelled = await settled(upload.id);
    expect(cancelled).toMatchObject({
      status: 'failed',
      error: 'Cancelled by an admin',
      hlsUrl: null,
    });
    expect(readdirSync(join(mediaDir(), upload.id))).toEqual(['original.mp4']);
    expect((await admin(upload.sourceUrl)).status).toBe(200);
    expect((await admin(`/api/media/${upload.id}/cancel`, { method: 'POST' })).status).toBe(409);

    const retry = await admin(`/api/media/${upload.id}/retry`, { method: 'POST' });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as MediaAsset).status).toBe('processing');
    const done = await settled(upload.id);
    expect(done).toMatchObject({ status: 'ready', renditions: [{ width: 426, height: 240 }] });
    expect((await admin(`/api/media/${upload.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(storedFolders()).not.toContain(upload.id);
  });

  it('marks failed an upload left processing without a job (its worker was killed)', async () => {
    const orphan = await insertMediaAsset(h.content.db, {
      id: randomUUID(),
      originalFile: 'original.mp4',
      originalName: 'cut-off.mp4',
      mimeType: 'video/mp4',
      size: 1000,
      duration: 5,
      width: 640,
      height: 360,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(orphan.status).toBe('processing');
    const library = createMediaLibrary({
      db: h.content.db,
      jobs: h.jobs!.queue,
      storage: createLocalMediaStorage(mediaDir()),
      tools: async () => null,
      maxBytes: MAX_BYTES,
      mediaDir: mediaDir(),
    });
    expect(await library.failOrphanedTranscodes()).toBe(1);
    const asset = (await (await admin(`/api/media/${orphan.id}`)).json()) as MediaAsset;
    expect(asset.status).toBe('failed');
    expect(asset.error).toMatch(/did not finish .*retry it/);
    // Nothing else was processing: a second pass marks nothing.
    expect(await library.failOrphanedTranscodes()).toBe(0);
  });
});

afterAll(() => rmSync(videos, { recursive: true, force: true }));
