// The embedded driver: the contract, and what a restart does to the jobs a stopped or killed
// process left (a real child process SIGKILLed mid-job, its LMDB store opened again here).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openInProcessJobQueue } from '../../src/jobs/in-process-job-queue.ts';
import { INTERRUPTED_REASON, type JobQueue } from '../../src/jobs/job-queue.ts';
import { openJobQueue } from '../../src/jobs/open-job-queue.ts';
import { killJobWorkers, startJobWorker } from './support/job-process.ts';
import { describeJobQueueContract } from './support/job-queue-contract.ts';
import { gate, quietLog, sleep, testDefinitions } from './support/test-definitions.ts';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-jobs-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  killJobWorkers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describeJobQueueContract('in-process (LMDB)', async () => ({
  queue: await openInProcessJobQueue({ dir: newDir() }),
  cleanup: async () => {},
}));

describe('in-process driver across restarts', () => {
  const finishing = testDefinitions({
    'import-url': {
      handle: async (_payload, { attempt }) => ({ attempt }),
      attempts: 2,
      backoffMs: 0,
      concurrency: 1,
    },
  });

  it('is the driver openJobQueue picks without a Redis URL', async () => {
    const queue = await openJobQueue({ prefix: 'x:', dir: newDir() });
    expect(queue.kind).toBe('in-process');
    await queue.close();
  });

  it('a process killed mid-job: at the next start the job runs again, counting the attempt', async () => {
    const dir = newDir();
    const worker = startJobWorker({
      JOB_DIR: dir,
      JOB_ADD_ID: 'crashed',
      JOB_ATTEMPTS: '2',
      JOB_BEHAVIOUR: 'hang',
    });
    await worker.line('started');
    await worker.kill();

    const queue = await openInProcessJobQueue({ dir });
    try {
      expect(await queue.getState('import-url', 'crashed')).toMatchObject({
        state: 'waiting',
        attemptsMade: 1,
        progress: 50,
      });
      const workers = queue.process(finishing, quietLog);
      expect(await queue.waitForResult('import-url', 'crashed', 10_000)).toEqual({ attempt: 2 });
      await workers.close();
    } finally {
      await queue.close();
    }
  });

  it('a process killed mid-job on its last attempt: at the next start the job has failed', async () => {
    const dir = newDir();
    const worker = startJobWorker({
      JOB_DIR: dir,
      JOB_ADD_ID: 'last',
      JOB_ATTEMPTS: '1',
      JOB_BEHAVIOUR: 'hang',
    });
    await worker.line('started');
    await worker.kill();

    const queue = await openInProcessJobQueue({ dir });
    try {
      expect(await queue.getState('import-url', 'last')).toMatchObject({
        state: 'failed',
        attemptsMade: 1,
        failedReason: INTERRUPTED_REASON,
      });
    } finally {
      await queue.close();
    }
  });

  it('a stop that a handler outlasts leaves the job to the next start, not active', async () => {
    const dir = newDir();
    let queue: JobQueue = await openInProcessJobQueue({ dir });
    const never = gate();
    const workers = queue.process(
      testDefinitions({
        'import-url': { handle: () => never.opened, attempts: 2, backoffMs: 0, concurrency: 1 },
      }),
      quietLog,
    );
    const id = await queue.add('import-url', { url: 'https://example.test/stuck' });
    await sleep(100);
    expect((await queue.getState('import-url', id))?.state).toBe('active');
    await workers.close(100); // the handler ignores its signal
    await queue.close();
    never.open(); // finishing after the store closed changes nothing

    queue = await openInProcessJobQueue({ dir });
    try {
      expect(await queue.getState('import-url', id)).toMatchObject({
        state: 'waiting',
        attemptsMade: 1,
      });
      const again = queue.process(finishing, quietLog);
      expect(await queue.waitForResult('import-url', id, 10_000)).toEqual({ attempt: 2 });
      await again.close();
    } finally {
      await queue.close();
    }
  });

  it('waiting jobs survive a restart, and finished jobs are pruned beyond the kept count', async () => {
    const dir = newDir();
    let queue = await openInProcessJobQueue({ dir, keepFinished: { count: 2, ageMs: 60_000 } });
    const waitingId = await queue.add('playlist-load', { playlistId: 'PLkept' });
    await queue.close();

    queue = await openInProcessJobQueue({ dir, keepFinished: { count: 2, ageMs: 60_000 } });
    try {
      expect((await queue.getState('playlist-load', waitingId))?.state).toBe('waiting');
      const workers = queue.process(testDefinitions(), quietLog);
      const ids = [waitingId];
      for (let i = 0; i < 3; i++)
        ids.push(await queue.add('playlist-load', { playlistId: `PL${i}` }));
      for (const id of ids) await queue.waitForResult('playlist-load', id, 10_000).catch(() => {});
      await workers.close();
      const kept = await Promise.all(ids.map((id) => queue.getState('playlist-load', id)));
      expect(kept.filter(Boolean)).toHaveLength(2);
    } finally {
      await queue.close();
    }
  });
});
