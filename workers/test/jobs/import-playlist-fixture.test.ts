// Playlist imports on the embedded default (PGlite, the in-process job queue) with the real
// platform adapters reading a local fixture server: a broken entry becomes a per-video error
// and the job still completes, an empty playlist ends in error with the spec's message, and
// importing the same playlist again creates nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ImportJob } from '@lumen/contract';
import {
  findImportJob,
  insertImportJob,
  listVideos,
  openContentStore,
  queuePendingImportJobs,
  type ContentStore,
} from '@lumen/db';
import { openJobQueue } from '../../src/jobs/open-job-queue.ts';
import type { JobQueue, JobWorkers } from '../../src/jobs/job-queue.ts';
import { jobsEnvShape } from '../../src/jobs/jobs-config.ts';
import { analysisEnvShape } from '../../src/analysis/analysis-config.ts';
import { startJobWorkers } from '../../src/jobs/start-job-workers.ts';
import { enqueueImportRun } from '../../src/jobs/import-playlist/import-job-runs.ts';
import { NO_VIDEOS_MESSAGE, platformEnvShape } from '../../src/platforms/index.ts';
import { createPlatforms } from '../../src/platforms/index.ts';
import { fixtureConfig } from '../platforms/platform-test-config.ts';
import {
  startPlatformFixtureServer,
  type PlatformFixtureServer,
} from '../support/platform-fixture-server.ts';
import { quietLog } from './support/test-definitions.ts';

const videos = Array.from({ length: 25 }, (_, i) => ({
  id: `fixt${String(i).padStart(7, '0')}`,
  title: `Guitar lesson ${i + 1}`,
  durationSeconds: 100 + i,
  // The fourth entry was removed from YouTube: its pages answer 404.
  broken: i === 3,
}));
const PLAYLIST = { id: 'PLembedded000000000000000000000001', videos };
const EMPTY = { id: 'PLembedded000000000000000000000002', videos: [] };

describe('playlist imports on the embedded default, against the fixture platforms', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-fixture-'));
  let fixture: PlatformFixtureServer;
  let content: ContentStore;
  let queue: JobQueue;
  let workers: JobWorkers;

  beforeAll(async () => {
    fixture = await startPlatformFixtureServer({ playlists: [PLAYLIST, EMPTY] });
    content = await openContentStore({});
    queue = await openJobQueue({ dir, prefix: '' });
    const config = z.object({ ...platformEnvShape, ...jobsEnvShape, ...analysisEnvShape }).parse({
      YOUTUBE_ORIGIN: fixture.origin,
      OUTBOUND_TRUSTED_ORIGINS: fixture.origin,
      IMPORT_PAUSE_MS: '0',
    });
    workers = await startJobWorkers(
      queue,
      content.db,
      { ...config, mediaDir: join(dir, 'media') },
      quietLog,
    );
  });
  afterAll(async () => {
    await workers?.close();
    await queue?.close();
    await content?.close();
    await fixture?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function importPlaylist(playlistId: string): Promise<ImportJob> {
    const { entries } = await createPlatforms(fixtureConfig(fixture.origin))
      .playlist(playlistId)
      .catch(() => ({ entries: [] }));
    const job = await insertImportJob(content.db, {
      playlistUrl: `https://www.youtube.com/playlist?list=${playlistId}`,
      playlistId,
      name: null,
      category: 'Music',
      videoType: 'tutorial',
      entries,
    });
    await queuePendingImportJobs(content.db);
    await enqueueImportRun(content.db, queue, job);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const current = (await findImportJob(content.db, job.id))!;
      if (current.status === 'completed' || current.status === 'error') return current;
      if (Date.now() > deadline) throw new Error(`job stuck: ${JSON.stringify(current)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('imports the first 20 of 25 entries, the broken one a per-video error, and nothing the second time', async () => {
    const first = await importPlaylist(PLAYLIST.id);
    expect(first).toMatchObject({
      status: 'completed',
      totalVideos: 20,
      importedVideos: 19,
      failedVideos: 1,
      skippedVideos: 0,
    });
    expect(first.errors).toHaveLength(1);
    expect(first.errors[0]).toMatch(
      /^Guitar lesson 4: Could not fetch the video's details \(title: .*404/,
    );
    const library = await listVideos(content.db, { visibility: 'all' });
    expect(library).toHaveLength(19);
    expect(library.find((v) => v.youtubeVideoId === videos[0]!.id)).toMatchObject({
      title: 'Guitar lesson 1',
      duration: 100,
      publisher: 'Lumen',
      brand: 'Lumen',
      videoType: 'tutorial',
      // The job's category and the keyword rules' (guitar → Music) are one tag.
      tags: ['Music', 'tutorial', 'imported', 'youtube'],
    });

    const second = await importPlaylist(PLAYLIST.id);
    expect(second).toMatchObject({
      status: 'completed',
      importedVideos: 0,
      skippedVideos: 19,
      failedVideos: 1,
    });
    expect(await listVideos(content.db, { visibility: 'all' })).toHaveLength(19);
  });

  it('ends an empty playlist in error with the spec message', async () => {
    const job = await importPlaylist(EMPTY.id);
    expect(job).toMatchObject({ status: 'error', errors: [NO_VIDEOS_MESSAGE], totalVideos: 0 });
  });
});
