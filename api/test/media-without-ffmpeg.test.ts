// Without ffmpeg on the PATH (nor its npm packages): uploads are still taken, checked by their
// magic bytes and played as sent; the admin is told transcoding is unavailable and how to enable it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAsset, Video } from '@lumen/contract';
import { TRANSCODING_UNAVAILABLE } from '@lumen/workers';
import { createHarness, type Harness } from './support/harness.ts';
import { makeTestVideo } from '../../scripts/test-videos.ts';

const videos = mkdtempSync(join(tmpdir(), 'lumen-media-'));
const clip = makeTestVideo(videos, 'clip.mp4', { seconds: 2 });

describe('video uploads without ffmpeg', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite', {
      jobs: {
        kind: 'in-process',
        sources: {
          videoMetadata: async () => ({ metadata: {}, missing: [] }),
          playlist: async () => ({ entries: [], source: 'feed' }),
        },
      },
      env: { PATH: join(videos, 'no-tools-here') },
    });
  });
  afterAll(async () => {
    await h.close();
    rmSync(videos, { recursive: true, force: true });
  });

  const upload = (body: Buffer, filename: string) => {
    const boundary = 'lumen-media-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: video/mp4\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return h.asAdmin({
      method: 'POST',
      url: '/api/media',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('says transcoding is unavailable and how to enable it', async () => {
    const response = await h.asAdmin({ method: 'GET', url: '/api/media/capabilities' });
    expect(response.json()).toEqual({
      maxBytes: 4 * 1024 ** 3,
      transcoding: false,
      hint: TRANSCODING_UNAVAILABLE,
    });
    expect(TRANSCODING_UNAVAILABLE).toMatch(/apt-get install ffmpeg.*@ffmpeg-installer\/ffmpeg/);
  });

  it('keeps the upload, plays the original, and refuses what is not a video', async () => {
    const response = await upload(readFileSync(clip), 'clip.mp4');
    expect(response.statusCode).toBe(201);
    const { id, sourceUrl, status } = response.json<{
      id: string;
      sourceUrl: string;
      status: string;
    }>();
    expect(status).toBe('failed');
    const asset = (await h.asAdmin({ method: 'GET', url: `/api/media/${id}` })).json<MediaAsset>();
    expect(asset).toMatchObject({ status: 'failed', error: TRANSCODING_UNAVAILABLE, hlsUrl: null });

    const created = await h.asAdmin({
      method: 'POST',
      url: '/api/videos',
      payload: { title: 'Played as sent', sourceUrl },
    });
    const video = created.json<Video>();
    expect(video).toMatchObject({ sourceType: 'upload', media: { status: 'failed' } });
    const original = await h.request({ method: 'GET', url: sourceUrl });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('video/mp4');
    expect(original.rawPayload.equals(readFileSync(clip))).toBe(true);
    // Retrying cannot help until ffmpeg is installed.
    const retry = await h.asAdmin({ method: 'POST', url: `/api/media/${id}/retry` });
    expect(retry.statusCode).toBe(409);

    const text = await upload(Buffer.from('not a video at all\n'.repeat(20)), 'notes.mp4');
    expect(text.statusCode).toBe(415);
  });
});
