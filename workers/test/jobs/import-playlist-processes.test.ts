// Playlist imports run by real `npm run workers` processes (workers/src/main.ts) on Redis and
// Postgres, with the real platform adapters reading a local fixture server: a worker killed
// with SIGKILL (its whole process group) mid-playlist and a new one started finish the job with
// no video created twice; two workers running side by side run each job once.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@lumen/contract';
import {
  findImportJob,
  insertImportJob,
  listVideos,
  openContentStore,
  queuePendingImportJobs,
  type ContentStore,
} from '@lumen/db';
import { createTestDatabase, type TestDatabase } from '../../../db/test/support/test-database.ts';
import { openJobQueue } from '../../src/jobs/open-job-queue.ts';
import type { JobQueue } from '../../src/jobs/job-queue.ts';
import { enqueueImportRun } from '../../src/jobs/import-playlist/import-job-runs.ts';
import { createPlatforms } from '../../src/platforms/index.ts';
import { fixtureConfig } from '../platforms/platform-test-config.ts';
import {
  startPlatformFixtureServer,
  type FixtureVideo,
  type PlatformFixtureServer,
} from '../support/platform-fixture-server.ts';
import { deleteKeys, redisUrl, testPrefix } from '../support/redis.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && process.env.CI)
  throw new Error('TEST_DATABASE_URL must be set under CI: refusing to skip the worker tests.');

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const playlistVideos = (prefix: string, count: number, topic: string): FixtureVideo[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${String(i).padStart(11 - prefix.length, '0')}`,
    title: `${topic} lesson ${i + 1}`,
    description: `Step ${i + 1} of the ${topic} course`,
    author: 'Fixture Academy',
    durationSeconds: 60 + i * 7,
  }));
const LONG = {
  id: 'PLprocesses0000000000000000000001',
  videos: playlistVideos('kill', 25, 'Python'),
};
const SIDE_A = {
  id: 'PLprocesses0000000000000000000002',
  videos: playlistVideos('pairA', 6, 'Chess'),
};
const SIDE_B = {
  id: 'PLprocesses0000000000000000000003',
  videos: playlistVideos('pairB', 6, 'Poetry'),
};

interface WorkerProcess {
  child: ChildProcess;
  /** The process's JSON log lines so far. */
  lines: Record<string, unknown>[];
  /** Resolves when a log line says `msg`. */
  waitFor(msg: string): Promise<Record<string, unknown>>;
  /** SIGKILL to its whole process group. */
  killGroup(): Promise<void>;
}

describe.skipIf(!redisUrl || !databaseUrl)('playlist imports in worker processes', () => {
  const prefix = testPrefix();
  let database: TestDatabase;
  let content: ContentStore;
  let queue: JobQueue;
  let fixture: PlatformFixtureServer;
  const running: WorkerProcess[] = [];

  beforeAll(async () => {
    fixture = await startPlatformFixtureServer({ playlists: [LONG, SIDE_A, SIDE_B] });
    database = await createTestDatabase(databaseUrl!);
    content = await openContentStore({ databaseUrl: database.url });
    queue = await openJobQueue({ redisUrl, prefix });
  });
  afterAll(async () => {
    await Promise.all(running.map((worker) => worker.killGroup()));
    await queue?.close();
    await content?.close();
    await database?.drop();
    await fixture?.close();
    await deleteKeys(redisUrl!, prefix);
  });

  function startWorker(): WorkerProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        DATABASE_URL: database.url,
        CLICKHOUSE_URL: '',
        CHDB_DIR: '',
        LOG_LEVEL: 'info',
        YOUTUBE_ORIGIN: fixture.origin,
        OUTBOUND_TRUSTED_ORIGINS: fixture.origin,
        IMPORT_PAUSE_MS: '150',
        JOB_LOCK_MS: '1000',
      },
    });
    const lines: Record<string, unknown>[] = [];
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const parts = (buffered + chunk.toString()).split('\n');
      buffered = parts.pop()!;
      for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part));
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const worker: WorkerProcess = {
      child,
      lines,
      async waitFor(msg) {
        const deadline = Date.now() + 60_000;
        for (;;) {
          const line = lines.find((l) => l.msg === msg);
          if (line) return line;
          if (child.exitCode !== null) throw new Error(`the worker exited before '${msg}'`);
          if (Date.now() > deadline) throw new Error(`no '${msg}' from the worker`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      async killGroup() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
      },
    };
    running.push(worker);
    return worker;
  }

  /** Adds the playlist as the API does (its entries loaded by the real adapter) and starts it. */
  async function startImport(playlistId: string, category: string): Promise<ImportJob> {
    const sources = createPlatforms(fixtureConfig(fixture.origin));
    const { entries } = await sources.playlist(playlistId);
    const job = await insertImportJob(content.db, {
      playlistUrl: `https://www.youtube.com/playlist?list=${playlistId}`,
      playlistId,
      name: null,
      category,
      videoType: '',
      entries,
    });
    await queuePendingImportJobs(content.db);
    await enqueueImportRun(content.db, queue, job);
    return job;
  }

  async function waitForJob(id: number, done: (job: ImportJob) => boolean): Promise<ImportJob> {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const job = (await findImportJob(content.db, id))!;
      if (done(job)) return job;
      if (Date.now() > deadline) throw new Error(`job ${id} stuck: ${JSON.stringify(job)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const importLines = (worker: WorkerProcess, msg: string, importJobId: number) =>
    worker.lines.filter((l) => l.msg === `jobs: ${msg}` && l.importJobId === importJobId);

  it('finishes a playlist of 25 entries as 20 videos with the bulk fields after its worker is SIGKILLed mid-job', async () => {
    const job = await startImport(LONG.id, 'Educational');
    expect(job.totalVideos).toBe(20); // IMPORT_MAX_PLAYLIST_VIDEOS

    const first = startWorker();
    const midway = await waitForJob(job.id, (j) => j.importedVideos >= 5);
    await first.killGroup();
    const atKill = (await findImportJob(content.db, job.id))!;
    expect(atKill.status).toBe('processing');
    expect(atKill.importedVideos).toBeLessThan(20);
    expect(midway.importedVideos).toBeGreaterThanOrEqual(5);

    // A new worker takes the job over once the dead one's lock expires and resumes it.
    const second = startWorker();
    const done = await waitForJob(job.id, (j) => j.status === 'completed' || j.status === 'error');
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      importedVideos: 20,
      skippedVideos: 0,
      failedVideos: 0,
      errors: [],
    });
    const resumed = importLines(second, 'import: started', job.id);
    expect(resumed).toHaveLength(1);
    expect(resumed[0]!.remaining).toBeLessThanOrEqual(20 - atKill.importedVideos);

    const library = (await listVideos(content.db, { visibility: 'all' })).filter((v) =>
      v.youtubeVideoId?.startsWith('kill'),
    );
    expect(library).toHaveLength(20);
    expect(new Set(library.map((v) => v.youtubeVideoId)).size).toBe(20);
    expect(library.map((v) => v.youtubeVideoId).sort()).toEqual(
      LONG.videos.slice(0, 20).map((v) => v.id),
    );
    const third = library.find((v) => v.youtubeVideoId === LONG.videos[2]!.id)!;
    expect(third).toMatchObject({
      title: 'Python lesson 3',
      description: 'Step 3 of the Python course',
      sourceType: 'youtube',
      sourceUrl: `https://www.youtube.com/watch?v=${LONG.videos[2]!.id}`,
      duration: 74, // the watch page's lengthSeconds
      language: 'en',
      author: 'Fixture Academy',
      publisher: 'Lumen',
      brand: 'Lumen',
      videoType: 'lecture', // no type given: the keyword rules ('lesson', 'course')
      youtubeChannelTitle: 'Fixture Academy',
      youtubeEmbedUrl: `https://www.youtube.com/embed/${LONG.videos[2]!.id}`,
      thumbnailUrl: `https://i.ytimg.com/vi/${LONG.videos[2]!.id}/hqdefault.jpg`,
    });
    // The job's category, the keyword rules' category (python → Technology), type, platform.
    expect(third.tags).toEqual(['Educational', 'Technology', 'lecture', 'imported', 'youtube']);
    await second.killGroup();
  });

  it('runs each job once with two workers side by side', async () => {
    const workers = [startWorker(), startWorker()];
    await Promise.all(workers.map((w) => w.waitFor('job workers started')));
    const jobs = [await startImport(SIDE_A.id, 'Culture'), await startImport(SIDE_B.id, 'Culture')];

    for (const job of jobs) {
      const done = await waitForJob(
        job.id,
        (j) => j.status === 'completed' || j.status === 'error',
      );
      expect(done).toMatchObject({ status: 'completed', importedVideos: 6, failedVideos: 0 });
      // Started and finished by exactly one of the two processes. The row says 'completed'
      // a moment before the worker's closing log line reaches this process: wait for it.
      const finishes = () => workers.flatMap((w) => importLines(w, 'import: finished', job.id));
      await expect.poll(() => finishes().length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(workers.flatMap((w) => importLines(w, 'import: started', job.id))).toHaveLength(1);
      expect(finishes()).toHaveLength(1);
    }
    const library = (await listVideos(content.db, { visibility: 'all' })).filter((v) =>
      /^pair[AB]/.test(v.youtubeVideoId ?? ''),
    );
    expect(library).toHaveLength(12);
    expect(new Set(library.map((v) => v.youtubeVideoId)).size).toBe(12);
  });
});
