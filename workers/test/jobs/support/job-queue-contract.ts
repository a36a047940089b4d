// ONE contract suite for every JobQueue driver: each test opens a fresh queue (a new directory,
// or a new Redis prefix), runs test-double handlers in this process and checks the job states.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import {
  INTERRUPTED_REASON,
  FinalJobError,
  JobFailedError,
  JobTimeoutError,
  type JobQueue,
  type JobWorkers,
} from '../../../src/jobs/job-queue.ts';
import {
  observeJobDefinitions,
  type JobAttemptOutcome,
} from '../../../src/jobs/observed-job-definitions.ts';
import { gate, quietLog, sleep, testDefinitions } from './test-definitions.ts';

export interface OpenedJobQueue {
  queue: JobQueue;
  cleanup: () => Promise<void>;
}

export type OpenJobQueue = () => Promise<OpenedJobQueue>;

const RESULT_TIMEOUT_MS = 15_000;

export function describeJobQueueContract(name: string, open: OpenJobQueue) {
  describe(`job queue contract: ${name}`, () => {
    const opened: OpenedJobQueue[] = [];
    const workerSets: JobWorkers[] = [];
    const openQueue = async () => {
      const q = await open();
      opened.push(q);
      return q.queue;
    };
    const run = (queue: JobQueue, definitions: Parameters<JobQueue['process']>[0]) => {
      const workers = queue.process(definitions, quietLog);
      workerSets.push(workers);
      return workers;
    };
    afterEach(async () => {
      for (const workers of workerSets.splice(0)) await workers.close(1000);
      for (const q of opened.splice(0)) {
        await q.queue.close();
        await q.cleanup();
      }
    });

    it('reports every attempt to a job observer: retries, a failure for good, a completion', async () => {
      const queue = await openQueue();
      const seen: { type: string; outcome: JobAttemptOutcome; seconds: number }[] = [];
      const definitions = testDefinitions({
        'import-url': {
          handle: async ({ url }, { attempt }) => {
            await sleep(20);
            if (url.endsWith('never') || attempt < 2) throw new Error(`attempt ${attempt} failed`);
            return { attempt };
          },
          attempts: 2,
          backoffMs: 10,
          concurrency: 1,
        },
      });
      run(
        queue,
        observeJobDefinitions(definitions, {
          attemptFinished: (type, outcome, seconds) => void seen.push({ type, outcome, seconds }),
        }),
      );
      const ok = await queue.add('import-url', { url: 'https://example.test/ok' });
      expect(await queue.waitForResult('import-url', ok, RESULT_TIMEOUT_MS)).toEqual({
        attempt: 2,
      });
      const bad = await queue.add('import-url', { url: 'https://example.test/never' });
      await expect(queue.waitForResult('import-url', bad, RESULT_TIMEOUT_MS)).rejects.toThrow(
        JobFailedError,
      );
      expect(seen.map(({ type, outcome }) => `${type} ${outcome}`)).toEqual([
        'import-url retry',
        'import-url completed',
        'import-url retry',
        'import-url failed',
      ]);
      for (const { seconds } of seen) expect(seconds).toBeGreaterThanOrEqual(0.015);
    });

    it('runs a job once and keeps its result', async () => {
      const queue = await openQueue();
      await queue.ping();
      const calls: { url: string; attempt: number }[] = [];
      run(
        queue,
        testDefinitions({
          'import-url': {
            handle: async ({ url }, { attempt }) => (calls.push({ url, attempt }), { got: url }),
            attempts: 3,
            backoffMs: 10,
            concurrency: 1,
          },
        }),
      );
      const id = await queue.add('import-url', { url: 'https://example.test/a.mp4' });
      expect(await queue.waitForResult('import-url', id, RESULT_TIMEOUT_MS)).toEqual({
        got: 'https://example.test/a.mp4',
      });
      await sleep(200);
      expect(calls).toEqual([{ url: 'https://example.test/a.mp4', attempt: 1 }]);
      expect(await queue.getState('import-url', id)).toMatchObject({
        state: 'completed',
        attemptsMade: 1,
        result: { got: 'https://example.test/a.mp4' },
      });
      expect(await queue.getState('import-url', 'no-such-job')).toBeNull();
    });

    it('refuses a bad payload when it is added', async () => {
      const queue = await openQueue();
      await expect(queue.add('import-url', { url: '' })).rejects.toBeInstanceOf(ZodError);
      await expect(
        queue.add('playlist-load', { playlistId: 'not a playlist id!' }),
      ).rejects.toBeInstanceOf(ZodError);
      await expect(
        // @ts-expect-error: the payload of another type
        queue.add('import-playlist', { url: 'https://example.test' }),
      ).rejects.toBeInstanceOf(ZodError);
    });

    it('retries with exponential back-off, then fails with the last reason', async () => {
      const queue = await openQueue();
      const runs: { attempt: number; at: number }[] = [];
      run(
        queue,
        testDefinitions({
          'playlist-load': {
            handle: async (_payload, { attempt }) => {
              runs.push({ attempt, at: Date.now() });
              throw new Error(`boom ${attempt}`);
            },
            attempts: 3,
            backoffMs: 300,
            concurrency: 1,
          },
        }),
      );
      const id = await queue.add('playlist-load', { playlistId: 'PLretry' });
      const failure = await queue
        .waitForResult('playlist-load', id, RESULT_TIMEOUT_MS)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(JobFailedError);
      expect((failure as JobFailedError).reason).toBe('boom 3');
      expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
      const firstGap = runs[1]!.at - runs[0]!.at;
      const secondGap = runs[2]!.at - runs[1]!.at;
      expect(firstGap).toBeGreaterThanOrEqual(290);
      expect(firstGap).toBeLessThan(300 + 2000);
      expect(secondGap).toBeGreaterThanOrEqual(590); // doubled
      expect(secondGap).toBeLessThan(600 + 2000);
      expect(await queue.getState('playlist-load', id)).toMatchObject({
        state: 'failed',
        attemptsMade: 3,
        failedReason: 'boom 3',
      });
    });

    it('a FinalJobError fails the job at once, whatever attempts remain', async () => {
      const queue = await openQueue();
      let runs = 0;
      run(
        queue,
        testDefinitions({
          'playlist-load': {
            handle: async () => {
              runs++;
              throw new FinalJobError('not a playlist');
            },
            attempts: 3,
            backoffMs: 100,
            concurrency: 1,
          },
        }),
      );
      const id = await queue.add('playlist-load', { playlistId: 'PLfinal' });
      const failure = await queue
        .waitForResult('playlist-load', id, RESULT_TIMEOUT_MS)
        .catch((error: unknown) => error);
      expect((failure as JobFailedError).reason).toBe('not a playlist');
      expect(runs).toBe(1);
      expect(await queue.getState('playlist-load', id)).toMatchObject({
        state: 'failed',
        attemptsMade: 1,
      });
    });

    it('waits out the back-off in the delayed state and succeeds on a retry', async () => {
      const queue = await openQueue();
      let calls = 0;
      run(
        queue,
        testDefinitions({
          'import-url': {
            handle: async (_payload, { attempt }) => {
              calls++;
              if (attempt === 1) throw new Error('flaky');
              return attempt;
            },
            attempts: 2,
            backoffMs: 1000,
            concurrency: 1,
          },
        }),
      );
      const id = await queue.add('import-url', { url: 'https://example.test/flaky' });
      await vi.waitFor(
        async () => expect((await queue.getState('import-url', id))?.state).toBe('delayed'),
        { timeout: 5000, interval: 20 },
      );
      expect(await queue.waitForResult('import-url', id, RESULT_TIMEOUT_MS)).toBe(2);
      expect(calls).toBe(2);
    });

    it('shows the progress of a running job, and waitForResult times out while it runs', async () => {
      const queue = await openQueue();
      const release = gate();
      run(
        queue,
        testDefinitions({
          'import-playlist': {
            handle: async (_payload, { reportProgress }) => {
              await reportProgress(40);
              await release.opened;
              await reportProgress(100);
              return 'done';
            },
            attempts: 1,
            backoffMs: 0,
            concurrency: 1,
          },
        }),
      );
      const id = await queue.add('import-playlist', { importJobId: 7 });
      await vi.waitFor(
        async () =>
          expect(await queue.getState('import-playlist', id)).toMatchObject({
            state: 'active',
            progress: 40,
          }),
        { timeout: 10_000, interval: 20 },
      );
      const started = Date.now();
      const timedOut = await queue
        .waitForResult('import-playlist', id, 300)
        .catch((error: unknown) => error);
      expect(timedOut).toBeInstanceOf(JobTimeoutError);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      release.open();
      expect(await queue.waitForResult('import-playlist', id, RESULT_TIMEOUT_MS)).toBe('done');
      expect(await queue.getState('import-playlist', id)).toMatchObject({ progress: 100 });
    });

    it('adds a job id still to run once; a finished one runs again', async () => {
      const queue = await openQueue();
      const release = gate();
      let calls = 0;
      run(
        queue,
        testDefinitions({
          'playlist-load': {
            handle: async () => {
              calls++;
              await release.opened;
              return calls;
            },
            attempts: 1,
            backoffMs: 0,
            concurrency: 5,
          },
        }),
      );
      const first = await queue.add('playlist-load', { playlistId: 'PLsame' }, { jobId: 'pl-1' });
      expect(first).toBe('pl-1');
      await vi.waitFor(
        async () => expect((await queue.getState('playlist-load', 'pl-1'))?.state).toBe('active'),
        { timeout: 10_000, interval: 20 },
      );
      // Running: the same id adds nothing.
      expect(await queue.add('playlist-load', { playlistId: 'PLsame' }, { jobId: 'pl-1' })).toBe(
        'pl-1',
      );
      release.open();
      expect(await queue.waitForResult('playlist-load', 'pl-1', RESULT_TIMEOUT_MS)).toBe(1);
      await sleep(200);
      expect(calls).toBe(1);
      // Finished: the same id is a new run.
      await queue.add('playlist-load', { playlistId: 'PLsame' }, { jobId: 'pl-1' });
      await vi.waitFor(async () => expect(calls).toBe(2), { timeout: 10_000, interval: 20 });
      await expect(
        queue.add('playlist-load', { playlistId: 'PLx' }, { jobId: 'a:b' }),
      ).rejects.toThrow(/Invalid job id/);
    });

    it('runs at most `concurrency` jobs of a type at once, and `globalConcurrency` caps it', async () => {
      const queue = await openQueue();
      const active = { 'playlist-load': 0, 'import-playlist': 0 };
      const peak = { 'playlist-load': 0, 'import-playlist': 0 };
      const track = (type: keyof typeof active) => async () => {
        peak[type] = Math.max(peak[type], ++active[type]);
        await sleep(250);
        active[type]--;
      };
      run(
        queue,
        testDefinitions({
          'playlist-load': {
            handle: track('playlist-load'),
            attempts: 1,
            backoffMs: 0,
            concurrency: 2,
          },
          'import-playlist': {
            handle: track('import-playlist'),
            attempts: 1,
            backoffMs: 0,
            concurrency: 3,
            globalConcurrency: 1,
          },
        }),
      );
      const ids = await Promise.all([
        ...[1, 2, 3, 4, 5].map((n) => queue.add('playlist-load', { playlistId: `PL${n}` })),
      ]);
      const importIds = await Promise.all(
        [1, 2, 3].map((n) => queue.add('import-playlist', { importJobId: n })),
      );
      for (const id of ids) await queue.waitForResult('playlist-load', id, RESULT_TIMEOUT_MS);
      for (const id of importIds)
        await queue.waitForResult('import-playlist', id, RESULT_TIMEOUT_MS);
      expect(peak).toEqual({ 'playlist-load': 2, 'import-playlist': 1 });
    });

    it('close() aborts running jobs’ signals and waits for them', async () => {
      const queue = await openQueue();
      let sawAbort = false;
      let handlerEnded = false;
      const workers = queue.process(
        testDefinitions({
          'import-url': {
            handle: async (_payload, { signal, reportProgress }) => {
              await reportProgress(10);
              // close() may abort between the progress write and this line: check first.
              if (!signal.aborted)
                await new Promise((resolve) => signal.addEventListener('abort', resolve));
              sawAbort = true;
              await sleep(100); // reaching a safe point
              handlerEnded = true;
              throw signal.reason;
            },
            attempts: 1,
            backoffMs: 0,
            concurrency: 1,
          },
        }),
        quietLog,
      );
      const id = await queue.add('import-url', { url: 'https://example.test/long' });
      await vi.waitFor(
        async () => expect((await queue.getState('import-url', id))?.progress).toBe(10),
        { timeout: 10_000, interval: 20 },
      );
      await workers.close(5000);
      expect(sawAbort).toBe(true);
      expect(handlerEnded).toBe(true);
      expect(await queue.getState('import-url', id)).toMatchObject({
        state: 'failed',
        failedReason: INTERRUPTED_REASON,
      });
    });

    it('the board: counts a type’s jobs by state and lists one state, most recent first, by pages', async () => {
      const queue = await openQueue();
      run(
        queue,
        testDefinitions({
          'playlist-load': {
            handle: async ({ playlistId }) => {
              throw new Error(`no playlist ${playlistId}`);
            },
            attempts: 1,
            backoffMs: 0,
            concurrency: 1,
          },
        }),
      );
      const ids: string[] = [];
      for (const n of [1, 2, 3]) {
        const id = await queue.add('playlist-load', { playlistId: `PL${n}` });
        await queue.waitForResult('playlist-load', id, RESULT_TIMEOUT_MS).catch(() => {});
        ids.push(id);
      }
      expect(await queue.counts('playlist-load')).toEqual({
        waiting: 0,
        delayed: 0,
        active: 0,
        completed: 0,
        failed: 3,
      });
      expect((await queue.counts('import-url')).failed).toBe(0);
      const first = await queue.list('playlist-load', 'failed', { offset: 0, limit: 2 });
      expect(first.total).toBe(3);
      expect(first.jobs.map((job) => job.id)).toEqual([ids[2], ids[1]]);
      expect(first.jobs[0]).toMatchObject({
        type: 'playlist-load',
        state: 'failed',
        attemptsMade: 1,
        failedReason: 'no playlist PL3',
      });
      expect(first.jobs[0]!.finishedAt).toBeGreaterThanOrEqual(first.jobs[0]!.addedAt);
      const rest = await queue.list('playlist-load', 'failed', { offset: 2, limit: 2 });
      expect(rest).toMatchObject({ total: 3, jobs: [{ id: ids[0] }] });
      expect(await queue.list('playlist-load', 'completed', { offset: 0, limit: 10 })).toEqual({
        total: 0,
        jobs: [],
      });
    });

    it('a job in full: payload, error and its log lines; a retry runs a failed job once more', async () => {
      const queue = await openQueue();
      run(
        queue,
        testDefinitions({
          'playlist-load': {
            handle: async ({ playlistId }, { attempt, log }) => {
              log('info', 'loading', { playlistId });
              if (attempt === 1) throw new Error('unreachable');
              return { attempt };
            },
            attempts: 1,
            backoffMs: 0,
            concurrency: 1,
          },
        }),
      );
      const id = await queue.add('playlist-load', { playlistId: 'PLlogs' });
      await expect(queue.waitForResult('playlist-load', id, RESULT_TIMEOUT_MS)).rejects.toThrow(
        'unreachable',
      );
      const failed = await queue.getJob('playlist-load', id);
      expect(failed).toMatchObject({
        id,
        state: 'failed',
        attemptsMade: 1,
        failedReason: 'unreachable',
        payload: { playlistId: 'PLlogs' },
      });
      expect(failed!.logs).toEqual([
        expect.stringMatching(/ info loading \{"playlistId":"PLlogs"\}$/),
        expect.stringMatching(/ warn job attempt failed .*"reason":"unreachable"/),
      ]);

      expect(await queue.retry('playlist-load', id)).toBe('retried');
      expect(await queue.waitForResult('playlist-load', id, RESULT_TIMEOUT_MS)).toEqual({
        attempt: 2,
      });
      const completed = await queue.getJob('playlist-load', id);
      expect(completed).toMatchObject({
        state: 'completed',
        attemptsMade: 2,
        result: { attempt: 2 },
      });
      expect(completed!.failedReason).toBeUndefined();
      expect(completed!.logs).toHaveLength(3);
      expect(await queue.retry('playlist-load', id)).toBe('not-failed');
      expect(await queue.retry('playlist-load', 'no-such-job')).toBe('not-found');
      expect(await queue.getJob('playlist-load', 'no-such-job')).toBeNull();
    });

    it('removes a job that is not running, never a running one', async () => {
      const queue = await openQueue();
      const release = gate();
      run(
        queue,
        testDefinitions({
          'import-url': {
            handle: () => release.opened,
            attempts: 1,
            backoffMs: 0,
            concurrency: 1,
          },
        }),
      );
      const running = await queue.add('import-url', { url: 'https://example.test/1' });
      await vi.waitFor(
        async () => expect((await queue.getState('import-url', running))?.state).toBe('active'),
        { timeout: 10_000, interval: 20 },
      );
      const waiting = await queue.add('import-url', { url: 'https://example.test/2' });
      expect(await queue.remove('import-url', running)).toBe('active');
      expect(await queue.remove('import-url', waiting)).toBe('removed');
      expect(await queue.getJob('import-url', waiting)).toBeNull();
      expect(await queue.counts('import-url')).toMatchObject({ waiting: 0, active: 1 });
      release.open();
      await queue.waitForResult('import-url', running, RESULT_TIMEOUT_MS);
      expect(await queue.remove('import-url', running)).toBe('removed');
      expect(await queue.remove('import-url', running)).toBe('not-found');
      expect((await queue.counts('import-url')).completed).toBe(0);
    });
  });
}
