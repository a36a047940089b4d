// The BullMQ driver against real Redis (TEST_REDIS_URL; without it the suite is skipped loudly,
// and under CI fails, as support/redis.ts rules): the contract, a payload that reaches the
// worker bad, and real worker processes: one SIGKILLed mid-job and another finishing the job,
// two workers given one job running it once.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openBullMqJobQueue } from '../../src/jobs/bullmq-job-queue.ts';
import type { JobQueue, JobWorkers } from '../../src/jobs/job-queue.ts';
import { openJobQueue } from '../../src/jobs/open-job-queue.ts';
import { deleteKeys, redisUrl, testPrefix } from '../support/redis.ts';
import { killJobWorkers, startJobWorker } from './support/job-process.ts';
import { describeJobQueueContract } from './support/job-queue-contract.ts';
import { quietLog, sleep, testDefinitions } from './support/test-definitions.ts';

describe.skipIf(!redisUrl)('BullMQ driver', () => {
  const url = redisUrl!;
  const prefixes: string[] = [];
  const newPrefix = () => {
    const prefix = testPrefix();
    prefixes.push(prefix);
    return prefix;
  };
  afterAll(async () => {
    killJobWorkers();
    for (const prefix of prefixes) await deleteKeys(url, prefix);
  });

  describeJobQueueContract('BullMQ', async () => {
    const prefix = newPrefix();
    return {
      queue: await openBullMqJobQueue({ url, prefix, lockDurationMs: 1000 }),
      cleanup: () => deleteKeys(url, prefix),
    };
  });

  it('is the driver openJobQueue picks with a Redis URL, under `${prefix}jobs`', async () => {
    const prefix = newPrefix();
    const queue = await openJobQueue({ redisUrl: url, prefix, dir: undefined });
    try {
      expect(queue.kind).toBe('bullmq');
      await queue.add('import-url', { url: 'https://example.test/k' }, { jobId: 'keyed' });
      const redis = new Redis(url);
      try {
        expect(await redis.exists(`${prefix}jobs:import-url:keyed`)).toBe(1);
      } finally {
        redis.disconnect();
      }
    } finally {
      await queue.close();
    }
  });

  it('a payload that reaches the worker bad fails the job without a retry', async () => {
    const prefix = newPrefix();
    const queue = await openBullMqJobQueue({ url, prefix });
    // Written past the driver, as an older or foreign producer could.
    const raw = new Queue('import-url', { connection: { url }, prefix: `${prefix}jobs` });
    let calls = 0;
    let workers: JobWorkers | undefined;
    try {
      workers = queue.process(
        testDefinitions({
          'import-url': { handle: async () => calls++, attempts: 3, backoffMs: 10, concurrency: 1 },
        }),
        quietLog,
      );
      const job = await raw.add('import-url', { url: 42 }, { attempts: 1000 });
      const failure = await queue
        .waitForResult('import-url', job.id!, 10_000)
        .catch((error: unknown) => error);
      expect(String((failure as Error).message)).toMatch(/^Invalid payload/);
      expect(await queue.getState('import-url', job.id!)).toMatchObject({
        state: 'failed',
        attemptsMade: 1,
      });
      expect(calls).toBe(0);
    } finally {
      await workers?.close();
      await raw.close();
      await queue.close();
    }
  });

  it('globalConcurrency holds across workers: two of them, each allowed 2, run jobs one at a time', async () => {
    const prefix = newPrefix();
    const queues = [
      await openBullMqJobQueue({ url, prefix }),
      await openBullMqJobQueue({ url, prefix }),
    ];
    let active = 0;
    let peak = 0;
    const workerSets = queues.map((queue) =>
      queue.process(
        testDefinitions({
          'import-playlist': {
            handle: async () => {
              peak = Math.max(peak, ++active);
              await sleep(150);
              active--;
            },
            attempts: 1,
            backoffMs: 0,
            concurrency: 2,
            globalConcurrency: 1,
          },
        }),
        quietLog,
      ),
    );
    try {
      const ids = [];
      for (let n = 1; n <= 6; n++)
        ids.push(await queues[0]!.add('import-playlist', { importJobId: n }));
      for (const id of ids) await queues[0]!.waitForResult('import-playlist', id, 20_000);
      expect(peak).toBe(1); // each worker alone would run 2
    } finally {
      for (const workers of workerSets) await workers.close();
      for (const queue of queues) await queue.close();
    }
  });

  describe('worker processes', () => {
    const workerEnv = (prefix: string, extra: Record<string, string>) => ({
      JOB_REDIS_URL: url,
      JOB_PREFIX: prefix,
      JOB_LOCK_MS: '1000',
      ...extra,
    });
    const startedLines = (...workers: { lines: Record<string, unknown>[] }[]) =>
      workers.flatMap((worker) => worker.lines.filter((line) => line.event === 'started'));

    it('a worker SIGKILLed mid-job: a new worker process finishes the job', async () => {
      const prefix = newPrefix();
      const queue: JobQueue = await openBullMqJobQueue({ url, prefix });
      try {
        const first = startJobWorker(workerEnv(prefix, { JOB_BEHAVIOUR: 'hang' }));
        await first.line('ready');
        const id = await queue.add('import-url', { url: 'https://example.test/v.mp4' });
        await first.line('started');
        await vi.waitFor(
          async () =>
            expect(await queue.getState('import-url', id)).toMatchObject({
              state: 'active',
              progress: 50,
            }),
          { timeout: 10_000, interval: 20 },
        );
        await first.kill();

        const second = startJobWorker(workerEnv(prefix, { JOB_BEHAVIOUR: 'finish' }));
        expect(await queue.waitForResult('import-url', id, 30_000)).toEqual({
          pid: second.child.pid,
        });
        expect(startedLines(first, second)).toEqual([
          expect.objectContaining({ jobId: id, pid: first.child.pid }),
          expect.objectContaining({ jobId: id, pid: second.child.pid }),
        ]);
        await second.kill();
      } finally {
        await queue.close();
      }
    }, 60_000);

    it('two worker processes given one job run it once', async () => {
      const prefix = newPrefix();
      const queue: JobQueue = await openBullMqJobQueue({ url, prefix });
      try {
        const env = workerEnv(prefix, { JOB_BEHAVIOUR: 'finish', JOB_RUN_MS: '1500' });
        const workers = [startJobWorker(env), startJobWorker(env)];
        for (const worker of workers) await worker.line('ready');
        const id = await queue.add('import-url', { url: 'https://example.test/once.mp4' });
        const result = (await queue.waitForResult('import-url', id, 30_000)) as { pid: number };
        expect(workers.map((worker) => worker.child.pid)).toContain(result.pid);
        await sleep(2500); // past a stalled-job check of each worker
        expect(startedLines(...workers)).toEqual([expect.objectContaining({ jobId: id })]);
        for (const worker of workers) await worker.kill();
      } finally {
        await queue.close();
      }
    }, 60_000);
  });
});
