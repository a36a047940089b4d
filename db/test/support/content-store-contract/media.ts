// Uploaded media rows (their link to a video and their transcode's state) and caption tracks.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CaptionCue } from '@lumen/contract';
import type { Database } from '../../../src/database.ts';
import * as schema from '../../../src/schema.ts';
import {
  deleteCaption,
  deleteMediaAsset,
  deleteVideo,
  findCaption,
  findMediaAsset,
  findVideoMedia,
  insertCaption,
  insertMediaAsset,
  insertVideo,
  linkMediaAsset,
  listCaptions,
  mediaAccess,
  mediaIdsOfVideos,
  processingMediaIds,
  requestMediaCancel,
  resetMediaForRetry,
  unlinkedMediaIds,
  unlinkVideoMedia,
  updateCaption,
  updateMediaProgress,
  type MediaAssetWrite,
} from '../../../src/index.ts';
import type { ContractContext } from './context.ts';
import { videoValues } from './fixtures.ts';

/** An upload's row as the upload route writes it (no video yet unless given). */
const upload = (values: Partial<MediaAssetWrite> = {}): MediaAssetWrite => ({
  id: randomUUID(),
  originalFile: 'original.mp4',
  originalName: 'Clip “one”.mp4',
  mimeType: 'video/mp4',
  size: 5_000_000_000, // past 32 bits: the column is a bigint
  duration: 12.5,
  width: 1920,
  height: 1080,
  videoCodec: 'h264',
  audioCodec: 'aac',
  ...values,
});

export function describeMedia(context: ContractContext) {
  let db: Database;
  beforeEach(() => {
    db = context.store().db;
  });

  describe('media rows', () => {
    it('stores an upload waiting for its transcode, with its files served only once ready', async () => {
      const values = upload();
      const asset = await insertMediaAsset(db, values);
      expect(asset).toMatchObject({
        id: values.id,
        videoId: null,
        status: 'processing',
        step: 'queued',
        progress: 0,
        error: null,
        hlsUrl: null,
        posterUrl: null,
        renditions: [],
        size: 5_000_000_000,
        duration: 12.5,
        originalName: 'Clip “one”.mp4',
        sourceUrl: expect.stringContaining(`/${values.id}/original.mp4`),
      });
      expect(await findMediaAsset(db, values.id)).toEqual(asset);
      expect(await findMediaAsset(db, randomUUID())).toBeNull();

      const renditions = [{ width: 1280, height: 720, bitrate: 2_500_000 }];
      expect(
        await updateMediaProgress(db, values.id, {
          status: 'ready',
          step: 'done',
          progress: 100,
          renditions,
        }),
      ).toEqual({ found: true, cancelRequested: false });
      expect(await findMediaAsset(db, values.id)).toMatchObject({
        status: 'ready',
        progress: 100,
        renditions,
        hlsUrl: expect.stringContaining(`/${values.id}/`),
        posterUrl: expect.stringContaining(`/${values.id}/`),
        storyboardUrl: expect.stringContaining(`/${values.id}/`),
      });
      expect(await updateMediaProgress(db, randomUUID(), { progress: 1 })).toEqual({
        found: false,
        cancelRequested: false,
      });
      await deleteMediaAsset(db, values.id);
      expect(await findMediaAsset(db, values.id)).toBeNull();
    });

    it('links an upload to one video only, answers its newest upload, and unlinks the others', async () => {
      const video = await insertVideo(db, videoValues());
      const other = await insertVideo(db, videoValues());
      const older = await insertMediaAsset(db, upload());
      const newer = await insertMediaAsset(db, upload());
      await db
        .update(schema.mediaAssets)
        .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
        .where(eq(schema.mediaAssets.id, older.id));
      expect(await unlinkedMediaIds(db)).toEqual(expect.arrayContaining([older.id, newer.id]));

      expect(await linkMediaAsset(db, older.id, video.id)).toBe(true);
      expect(await linkMediaAsset(db, older.id, video.id)).toBe(true);
      expect(await linkMediaAsset(db, older.id, other.id)).toBe(false);
      expect(await linkMediaAsset(db, newer.id, video.id)).toBe(true);
      expect((await findVideoMedia(db, video.id))!.id).toBe(newer.id);
      expect(await findVideoMedia(db, other.id)).toBeNull();
      expect((await mediaIdsOfVideos(db, [video.id, other.id])).sort()).toEqual(
        [older.id, newer.id].sort(),
      );
      expect(await mediaIdsOfVideos(db, [])).toEqual([]);

      expect(await unlinkVideoMedia(db, video.id, newer.id)).toEqual([older.id]);
      expect(await unlinkedMediaIds(db)).toContain(older.id);
      expect(await unlinkVideoMedia(db, video.id, null)).toEqual([newer.id]);
      expect(await findVideoMedia(db, video.id)).toBeNull();
    });

    it('lets the admins alone fetch an unsaved upload, and the public a watchable video’s', async () => {
      const asset = async (visibility: 'public' | 'unlisted' | 'draft' | null) => {
        const row = await insertMediaAsset(db, upload());
        if (visibility) {
          const video = await insertVideo(db, videoValues({ visibility }));
          await linkMediaAsset(db, row.id, video.id);
        }
        return mediaAccess(db, row.id);
      };
      expect(await asset(null)).toEqual({ exists: true, watchable: false, public: false });
      expect(await asset('draft')).toEqual({ exists: true, watchable: false, public: false });
      expect(await asset('unlisted')).toEqual({ exists: true, watchable: true, public: false });
      expect(await asset('public')).toEqual({ exists: true, watchable: true, public: true });
      expect(await mediaAccess(db, randomUUID())).toEqual({
        exists: false,
        watchable: false,
        public: false,
      });
    });

    it('cancels only a processing transcode and retries only a failed one', async () => {
      const asset = await insertMediaAsset(db, upload());
      expect(await processingMediaIds(db)).toContain(asset.id);
      expect(await requestMediaCancel(db, asset.id)).toBe(true);
      expect(await updateMediaProgress(db, asset.id, { step: 'ladder', progress: 40 })).toEqual({
        found: true,
        cancelRequested: true,
      });
      expect(await resetMediaForRetry(db, asset.id)).toBe(false);

      await updateMediaProgress(db, asset.id, { status: 'failed', error: 'Cancelled' });
      expect(await processingMediaIds(db)).not.toContain(asset.id);
      expect(await requestMediaCancel(db, asset.id)).toBe(false);
      expect(await resetMediaForRetry(db, asset.id)).toBe(true);
      expect(await findMediaAsset(db, asset.id)).toMatchObject({
        status: 'processing',
        step: 'queued',
        progress: 0,
        error: null,
      });
      expect(await updateMediaProgress(db, asset.id, { progress: 1 })).toEqual({
        found: true,
        cancelRequested: false,
      });
    });

    it("goes with its video's deletion", async () => {
      const video = await insertVideo(db, videoValues());
      const asset = await insertMediaAsset(db, upload({ videoId: video.id }));
      expect(await deleteVideo(db, video.id)).toBe(true);
      expect(await findMediaAsset(db, asset.id)).toBeNull();
    });
  });

  describe('caption tracks', () => {
    const cues: CaptionCue[] = [
      { startTime: 0.5, endTime: 2.25, text: 'Hello, <b>world</b>' },
      { startTime: 3, endTime: 4, text: 'Ünïcode “quotes”\nsecond line' },
    ];

    it('stores tracks per video in order, with their cues, and changes or deletes one of that video only', async () => {
      const video = await insertVideo(db, videoValues());
      const other = await insertVideo(db, videoValues());
      const english = await insertCaption(db, video.id, { language: 'en', label: 'English', cues });
      const german = await insertCaption(db, video.id, {
        language: 'de',
        label: 'Deutsch',
        cues: [],
      });
      expect(english).toMatchObject({
        videoId: video.id,
        language: 'en',
        label: 'English',
        cueCount: 2,
        url: `/api/videos/${video.id}/captions/${english.id}.vtt`,
      });
      expect(await listCaptions(db, video.id)).toEqual([english, german]);
      expect(await listCaptions(db, other.id)).toEqual([]);
      expect(await findCaption(db, video.id, english.id)).toEqual({ ...english, cues });
      expect(await findCaption(db, other.id, english.id)).toBeNull();

      const relabelled = await updateCaption(db, video.id, german.id, { label: 'German', cues });
      expect(relabelled).toEqual({ ...german, label: 'German', cueCount: 2, cues });
      expect(await updateCaption(db, other.id, german.id, { label: 'x' })).toBeNull();

      expect(await deleteCaption(db, other.id, english.id)).toBe(false);
      expect(await deleteCaption(db, video.id, english.id)).toBe(true);
      expect(await deleteCaption(db, video.id, english.id)).toBe(false);
      expect((await listCaptions(db, video.id)).map((track) => track.id)).toEqual([german.id]);
      await deleteVideo(db, video.id);
      expect(await findCaption(db, video.id, german.id)).toBeNull();
    });
  });
}
