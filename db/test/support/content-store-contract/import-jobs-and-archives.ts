// Playlist import jobs, and the content archive exported and imported again.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/database.ts';
import { TRANSCODE_INTERRUPTED } from '../../../src/archive/archived-media.ts';
import * as schema from '../../../src/schema.ts';
import {
  ArchiveError,
  deletePendingImportJob,
  exportContent,
  findImportJob,
  findUnfinishedImportJob,
  importContent,
  insertImportJob,
  insertMediaAsset,
  insertSurveyResponse,
  insertVideo,
  listStartedImportJobs,
  queuePendingImportJobs,
  requeueImportJob,
  tallySurveyAnswers,
  updateImportJob,
} from '../../../src/index.ts';
import type { ContractContext } from './context.ts';
import { videoValues, uniqueText, insertYesNoSurvey } from './fixtures.ts';

export function describeImportJobsAndArchives(context: ContractContext) {
  let db: Database;
  beforeEach(() => {
    db = context.store().db;
  });

  describe('import jobs', () => {
    it('keeps a job’s entries and derives its counts through queueing, progress and retry', async () => {
      const playlistId = uniqueText('PL');
      const job = await insertImportJob(db, {
        playlistUrl: `https://www.youtube.com/playlist?list=${playlistId}`,
        playlistId,
        name: null,
        category: 'Interviews',
        videoType: 'Interview',
        entries: [
          { youtubeId: 'a', title: 'A “one”' },
          { youtubeId: 'b', title: 'B' },
        ],
      });
      expect(job).toMatchObject({
        status: 'pending',
        totalVideos: 2,
        stage: '2 videos ready to import',
      });
      expect((await findUnfinishedImportJob(db, playlistId))!.id).toBe(job.id);

      await queuePendingImportJobs(db);
      expect(await deletePendingImportJob(db, job.id)).toBe('not-pending');
      expect(await deletePendingImportJob(db, 2_000_000_000)).toBe('not-found');
      expect((await listStartedImportJobs(db)).map((s) => s.job.id)).toContain(job.id);

      const finished = await updateImportJob(db, job.id, {
        status: 'completed',
        progress: 100,
        videos: [
          { youtubeId: 'a', title: 'A “one”', status: 'imported', videoId: null, error: null },
          { youtubeId: 'b', title: 'B', status: 'failed', videoId: null, error: 'gone' },
        ],
      });
      expect(finished).toMatchObject({ importedVideos: 1, failedVideos: 1, errors: ['B: gone'] });
      expect(Date.parse(finished!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(job.createdAt));
      expect(await findUnfinishedImportJob(db, playlistId)).toBeNull();

      const retried = await requeueImportJob(db, job.id);
      expect(retried).toMatchObject({ status: 'queued', failedVideos: 0 });
      expect(retried!.videos.map((v) => v.status)).toEqual(['imported', 'pending']);
      expect(await findImportJob(db, job.id)).toEqual(retried);
    });
  });

  describe('archives', () => {
    it('exports the content and imports it back in place unchanged, counts and sequences included', async () => {
      const video = await insertVideo(db, videoValues({ tags: ['x,y'] }));
      const survey = await insertYesNoSurvey(db, video.id);
      await insertSurveyResponse(db, {
        surveyId: survey.id,
        responses: { q: 'yes' },
        createdAt: new Date('2026-03-01T10:00:00Z'),
      });
      const counts = () =>
        tallySurveyAnswers(db, [survey], { from: '2026-03-01', to: '2026-03-01' });
      const countsBefore = await counts();
      const dirs: string[] = [];
      const tempDir = async () => {
        const dir = await mkdtemp(join(tmpdir(), 'lumen-archive-'));
        dirs.push(dir);
        return dir;
      };
      try {
        const uploadsDir = await tempDir();
        const mediaDir = await tempDir();
        const first = await tempDir();
        // The rows of uploads (this one, and other cases') have no files yet: export refuses them.
        await insertMediaAsset(db, {
          id: randomUUID(),
          originalFile: 'original.mp4',
          originalName: 'clip.mp4',
          mimeType: 'video/mp4',
          size: 11,
          duration: 1,
          width: 16,
          height: 9,
          videoCodec: 'h264',
          audioCodec: null,
        });
        const uploads = await db.select().from(schema.mediaAssets);
        await expect(
          exportContent(db, {
            source: context.adapter.kind,
            uploadsDir,
            mediaDir,
            archiveDir: first,
          }),
        ).rejects.toThrow(/has no original/);
        for (const upload of uploads) {
          await mkdir(join(mediaDir, upload.id), { recursive: true });
          await writeFile(join(mediaDir, upload.id, upload.originalFile), 'video bytes');
        }
        const exported = await exportContent(db, {
          source: context.adapter.kind,
          uploadsDir,
          mediaDir,
          archiveDir: first,
        });
        expect(exported.rows.videos).toBeGreaterThan(0);
        expect(exported.mediaFiles).toBe(uploads.length);

        await expect(
          importContent(db, { archiveDir: first, uploadsDir, mediaDir }),
        ).rejects.toBeInstanceOf(ArchiveError);
        await importContent(db, { archiveDir: first, uploadsDir, mediaDir, replace: true });

        const second = await tempDir();
        await exportContent(db, {
          source: context.adapter.kind,
          uploadsDir,
          mediaDir,
          archiveDir: second,
        });
        const tablesOf = async (dir: string) =>
          JSON.parse(await readFile(join(dir, 'content.json'), 'utf8')).tables;
        // Unchanged, except that a transcode cut short by the move arrives failed, to retry.
        const firstTables = await tablesOf(first);
        for (const row of firstTables.mediaAssets)
          if (row.status === 'processing')
            Object.assign(row, { status: 'failed', error: TRANSCODE_INTERRUPTED });
        expect(await tablesOf(second)).toEqual(firstTables);
        expect(await counts()).toEqual(countsBefore);
        expect((await insertVideo(db, videoValues())).id).toBeGreaterThan(video.id);
      } finally {
        for (const dir of dirs) await rm(dir, { recursive: true, force: true });
      }
    });
  });
}
