// The import routes end to end over the real job runtime (the in-process driver, and BullMQ on
// Redis when TEST_REDIS_URL is set), with the platform adapters replaced by a scripted source
// (the ImportSources port): what the routes and jobs do with answers, not how they are fetched
// (the adapters have tests of their own against a fixture server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobSchema, type ImportJob, type MetadataGap } from '@lumen/contract';
import { insertImportJob, listVideos, updateImportJob } from '@lumen/db';
import { recoverImportJobs, type ImportSources, type VideoMetadata } from '@lumen/workers';
import { createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';
import { jobQueueKinds } from './support/job-queue.ts';

const PLAYLIST = 'PLfixture000000000000000000000001';
const EMPTY_PLAYLIST = 'PLfixture000000000000000000000002';
const BROKEN_PLAYLIST = 'PLfixture000000000000000000000003';
const ids = Array.from({ length: 6 }, (_, i) => `vid${String(i).padStart(8, '0')}`);
const BROKEN_ID = ids[3]!;

/** A scripted platform: titles for known ids, nothing for the broken one, a gap for direct files. */
const sources: ImportSources = {
  async videoMetadata(url) {
    const id = new URL(url).searchParams.get('v');
    if (url.endsWith('.mp4'))
      return {
        metadata: {},
        missing: [{ field: 'duration', reason: 'refused: 10.0.0.1 is a private address' }],
      };
    if (id === BROKEN_ID)
      return { metadata: {}, missing: [{ field: 'title', reason: 'HTTP 404 from oEmbed' }] };
    const metadata: VideoMetadata = {
      title: `Python internals ${id}: memory and the garbage collector`,
      description: 'How CPython counts references and frees the memory a program no longer uses',
      channelTitle: 'Fixture Channel',
      duration: 245,
      thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    };
    return { metadata, missing: [] as MetadataGap[] };
  },
  async playlist(playlistId) {
    if (playlistId === BROKEN_PLAYLIST) throw new Error('The playlist page answered HTTP 500');
    if (playlistId === EMPTY_PLAYLIST) return { entries: [], source: 'feed' };
    return { entries: ids.map((id) => ({ youtubeId: id, title: `Entry ${id}` })), source: 'page' };
  },
};

const playlistUrl = (id: string) => `https://www.youtube.com/playlist?list=${id}`;

describe.each(storeKinds.flatMap((store) => jobQueueKinds.map((jobs) => [store, jobs] as const)))(
  'imports on %s with the %s job queue',
  (store, jobs) => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness(store, {
        seed: 'none', // the product's categories, for the analyser's suggestions
        jobs: { kind: jobs, sources },
        env: { IMPORT_PAUSE_MS: '20', IMPORT_WAIT_MS: '10000' },
      });
    });
    afterAll(() => h.close());

    async function waitForJob(id: number, done: (job: ImportJob) => boolean): Promise<ImportJob> {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const job = importJobSchema.parse(
          (await h.asAdmin({ method: 'GET', url: `/api/import-jobs/${id}` })).json(),
        );
        if (done(job)) return job;
        if (Date.now() > deadline) throw new Error(`job ${id} stuck: ${JSON.stringify(job)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const finished = (job: ImportJob) => job.status === 'completed' || job.status === 'error';

    describe('single-link import', () => {
      it('is for admins only', async () => {
        const body = { url: 'https://youtu.be/abcdefghijk' };
        const anonymous = await h.request({
          method: 'POST',
          url: '/api/videos/import-url',
          payload: body,
        });
        expect(anonymous.statusCode).toBe(401);
        const viewer = await h.asViewer({
          method: 'POST',
          url: '/api/videos/import-url',
          payload: body,
        });
        expect(viewer.statusCode).toBe(403);
      });

      it('refuses a blank or unsupported link with the spec message, creating nothing', async () => {
        const before = (await listVideos(h.content.db, { visibility: 'all' })).length;
        for (const [url, message] of [
          ['   ', 'URL required'],
          [
            'https://example.com/page',
            'Please enter a valid YouTube, Twitch, X, Facebook, or direct video file URL.',
          ],
          [
            'javascript:alert(1)//x.mp4',
            'Please enter a valid YouTube, Twitch, X, Facebook, or direct video file URL.',
          ],
          [
            'https://www.youtube.com/@somechannel',
            'Please enter a valid YouTube, Twitch, X, Facebook, or direct video file URL.',
          ],
          [
            '/uploads/file.mp4',
            'Please enter a valid YouTube, Twitch, X, Facebook, or direct video file URL.',
          ],
        ]) {
          const response = await h.asAdmin({
            method: 'POST',
            url: '/api/videos/import-url',
            payload: { url },
          });
          expect(response.statusCode, url).toBe(400);
          expect(response.json().message).toBe(message);
        }
        const bad = await h.asAdmin({
          method: 'POST',
          url: '/api/videos/import-url',
          payload: { link: 'x' },
        });
        expect(bad.statusCode).toBe(400);
        expect((await listVideos(h.content.db, { visibility: 'all' })).length).toBe(before);
      });

      it('imports a YouTube link with its metadata, and answers the same video the second time', async () => {
        const url = 'https://www.youtube.com/watch?v=abcdefghijk';
        const first = await h.asAdmin({
          method: 'POST',
          url: '/api/videos/import-url',
          payload: { url },
        });
        expect(first.statusCode).toBe(200);
        const body = first.json();
        expect(body.video).toMatchObject({
          title: 'Python internals abcdefghijk: memory and the garbage collector',
          sourceType: 'youtube',
          duration: 245,
          author: 'Fixture Channel',
          publisher: 'Lumen',
          brand: 'Lumen',
          youtubeVideoId: 'abcdefghijk',
          youtubeChannelTitle: 'Fixture Channel',
          youtubeShareUrl: 'https://youtu.be/abcdefghijk',
          youtubeEmbedUrl: 'https://www.youtube.com/embed/abcdefghijk',
        });
        expect(body.video.tags).toEqual(['imported', 'youtube']);
        expect(body).toMatchObject({ alreadyInLibrary: false, missing: [] });
        // The content analyser's suggestions: 'python', 'memory' and 'program' point to Technology.
        expect(body.analysis.suggestedCategories[0]).toBe('Technology');
        expect(body.analysis.suggestedCategories.length).toBeLessThanOrEqual(3);

        const count = (await listVideos(h.content.db, { visibility: 'all' })).length;
        // The same video by another link shape: found by its YouTube id, not created again.
        const again = await h.asAdmin({
          method: 'POST',
          url: '/api/videos/import-url',
          payload: { url: 'https://youtu.be/abcdefghijk' },
        });
        expect(again.statusCode).toBe(200);
        expect(again.json()).toMatchObject({
          alreadyInLibrary: true,
          video: { id: body.video.id },
        });
        expect((await listVideos(h.content.db, { visibility: 'all' })).length).toBe(count);
      });

      it('creates a direct-file video from the link alone and says what could not be fetched', async () => {
        const url = 'http://10.0.0.1/media/Intro_to-Algebra.mp4';
        const response = await h.asAdmin({
          method: 'POST',
          url: '/api/videos/import-url',
          payload: { url },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          video: {
            title: 'Intro to Algebra',
            sourceUrl: url,
            sourceType: 'upload',
            duration: 0,
            tags: ['imported'],
          },
          missing: [{ field: 'duration', reason: 'refused: 10.0.0.1 is a private address' }],
        });
      });
    });

    describe('playlist import', () => {
      it('checks the playlist URL, category and type, creating no job', async () => {
        for (const [payload, status, message] of [
          [
            {
              playlistUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
              category: 'Culture',
              videoType: 'lecture',
            },
            400,
            'Please enter a valid YouTube playlist URL',
          ],
          [
            {
              playlistUrl: `https://example.com/playlist?list=${PLAYLIST}`,
              category: 'Culture',
              videoType: 'lecture',
            },
            400,
            'Please enter a valid YouTube playlist URL',
          ],
          [
            { playlistUrl: playlistUrl(PLAYLIST), category: '', videoType: 'lecture' },
            400,
            'Please choose a category and a video type',
          ],
          [
            { playlistUrl: playlistUrl(PLAYLIST), category: 'Culture' },
            400,
            'Please choose a category and a video type',
          ],
          [{ playlistUrl: '', predefinedId: 'nope' }, 404, 'Predefined playlist not found'],
          [
            {
              playlistUrl: playlistUrl(BROKEN_PLAYLIST),
              category: 'Culture',
              videoType: 'lecture',
            },
            422,
            'The playlist page answered HTTP 500',
          ],
        ] as const) {
          const response = await h.asAdmin({ method: 'POST', url: '/api/import-jobs', payload });
          expect(response.statusCode, JSON.stringify(payload)).toBe(status);
          expect(response.json().message).toBe(message);
        }
        expect((await h.asAdmin({ method: 'GET', url: '/api/import-jobs' })).json()).toEqual([]);
        const anonymous = await h.request({ method: 'GET', url: '/api/import-jobs' });
        expect(anonymous.statusCode).toBe(401);
      });

      it('adds a playlist with its entries, trims it, imports it with the bulk fields, and skips it all the second time', async () => {
        const added = await h.asAdmin({
          method: 'POST',
          url: '/api/import-jobs',
          payload: {
            playlistUrl: playlistUrl(PLAYLIST),
            category: 'Educational',
            videoType: 'lecture',
          },
        });
        expect(added.statusCode).toBe(201);
        const job = importJobSchema.parse(added.json());
        expect(job).toMatchObject({
          status: 'pending',
          totalVideos: 6,
          playlistId: PLAYLIST,
          progress: 0,
        });

        const duplicate = await h.asAdmin({
          method: 'POST',
          url: '/api/import-jobs',
          payload: {
            playlistUrl: playlistUrl(PLAYLIST),
            category: 'Culture',
            videoType: 'lecture',
          },
        });
        expect(duplicate.statusCode).toBe(409);

        const trimmed = await h.asAdmin({
          method: 'DELETE',
          url: `/api/import-jobs/${job.id}/videos/${ids[5]}`,
        });
        expect(trimmed.json().videos.map((v: { youtubeId: string }) => v.youtubeId)).toEqual(
          ids.slice(0, 5),
        );

        const started = await h.asAdmin({ method: 'POST', url: '/api/import-jobs/start' });
        expect(started.statusCode).toBe(200);
        expect(started.json().map((j: ImportJob) => [j.id, j.status])).toEqual([
          [job.id, 'queued'],
        ]);
        expect(
          (await h.asAdmin({ method: 'DELETE', url: `/api/import-jobs/${job.id}` })).statusCode,
        ).toBe(409);

        const done = await waitForJob(job.id, finished);
        expect(done).toMatchObject({
          status: 'completed',
          progress: 100,
          importedVideos: 4,
          skippedVideos: 0,
          failedVideos: 1,
          currentVideo: null,
        });
        expect(done.errors).toEqual([
          `Entry ${BROKEN_ID}: Could not fetch the video's details (title: HTTP 404 from oEmbed)`,
        ]);
        const library = await listVideos(h.content.db, { visibility: 'all' });
        const imported = library.filter((v) => ids.includes(v.youtubeVideoId ?? ''));
        expect(imported).toHaveLength(4);
        expect(imported[0]).toMatchObject({
          sourceType: 'youtube',
          duration: 245,
          language: 'en',
          publisher: 'Lumen',
          brand: 'Lumen',
          videoType: 'lecture',
          author: 'Fixture Channel',
        });
        // The job's category, the keyword rules' category (python → Technology), type, platform tags.
        expect(imported[0]!.tags).toEqual([
          'Educational',
          'Technology',
          'lecture',
          'imported',
          'youtube',
        ]);

        // Retry runs the failed entry again (still broken): completed with the same failure.
        const retried = await h.asAdmin({
          method: 'POST',
          url: `/api/import-jobs/${job.id}/retry`,
        });
        expect(retried.statusCode).toBe(200);
        expect(
          (await waitForJob(job.id, (j) => finished(j) && j.updatedAt !== done.updatedAt))
            .failedVideos,
        ).toBe(1);

        // The same playlist again (the trimmed entry included): what is in the library is skipped.
        const second = importJobSchema.parse(
          (
            await h.asAdmin({
              method: 'POST',
              url: '/api/import-jobs',
              payload: {
                playlistUrl: playlistUrl(PLAYLIST),
                category: 'Educational',
                videoType: 'lecture',
              },
            })
          ).json(),
        );
        await h.asAdmin({ method: 'POST', url: '/api/import-jobs/start' });
        const again = await waitForJob(second.id, finished);
        expect(again).toMatchObject({
          status: 'completed',
          importedVideos: 1,
          skippedVideos: 4,
          failedVideos: 1,
        });
        expect(
          (await listVideos(h.content.db, { visibility: 'all' })).filter((v) =>
            ids.includes(v.youtubeVideoId ?? ''),
          ),
        ).toHaveLength(5);
      });

      it('ends an empty playlist in error with the spec message; Start with nothing pending is a 400', async () => {
        const added = await h.asAdmin({
          method: 'POST',
          url: '/api/import-jobs',
          payload: {
            playlistUrl: playlistUrl(EMPTY_PLAYLIST),
            category: 'Culture',
            videoType: 'lecture',
          },
        });
        expect(added.json().totalVideos).toBe(0);
        await h.asAdmin({ method: 'POST', url: '/api/import-jobs/start' });
        const job = await waitForJob(added.json().id, finished);
        expect(job).toMatchObject({ status: 'error', errors: ['No videos found in playlist'] });
        const nothing = await h.asAdmin({ method: 'POST', url: '/api/import-jobs/start' });
        expect(nothing.statusCode).toBe(400);
      });

      it('resumes, at the next start, a job left processing whose run the queue lost', async () => {
        // As a crash leaves it: started, one entry mid-creation, its queue run gone.
        const job = await insertImportJob(h.content.db, {
          playlistUrl: playlistUrl('PLinterrupted'),
          playlistId: 'PLinterrupted',
          name: null,
          category: 'Culture',
          videoType: 'lecture',
          entries: [{ youtubeId: 'resumed0001', title: 'Resumed' }],
        });
        await updateImportJob(h.content.db, job.id, {
          status: 'processing',
          queueJobId: 'import-lost-run',
          videos: [{ ...job.videos[0]!, status: 'creating' }],
        });
        const recovered = await recoverImportJobs(h.content.db, h.jobs!.queue, () => {});
        expect(recovered).toEqual({ resumed: 1, failed: 0 });
        const done = await waitForJob(job.id, finished);
        expect(done).toMatchObject({ status: 'completed', importedVideos: 1, failedVideos: 0 });
        expect(await recoverImportJobs(h.content.db, h.jobs!.queue, () => {})).toEqual({
          resumed: 0,
          failed: 0,
        });
      });

      it('removes a pending job; unknown ids are 404', async () => {
        const added = await h.asAdmin({
          method: 'POST',
          url: '/api/import-jobs',
          payload: {
            playlistUrl: playlistUrl('PLremoveme'),
            category: 'Culture',
            videoType: 'lecture',
          },
        });
        const id = added.json().id;
        expect(
          (await h.asAdmin({ method: 'DELETE', url: `/api/import-jobs/${id}` })).statusCode,
        ).toBe(204);
        expect(
          (await h.asAdmin({ method: 'DELETE', url: `/api/import-jobs/${id}` })).statusCode,
        ).toBe(404);
        expect((await h.asAdmin({ method: 'GET', url: `/api/import-jobs/${id}` })).statusCode).toBe(
          404,
        );
        expect(
          (await h.asAdmin({ method: 'POST', url: `/api/import-jobs/${id}/retry` })).statusCode,
        ).toBe(404);
        expect(
          (await h.asAdmin({ method: 'DELETE', url: '/api/import-jobs/abc' })).statusCode,
        ).toBe(400);
      });
    });
  },
);
