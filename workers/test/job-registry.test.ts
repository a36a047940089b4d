import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJobs, openJobQueues, startJobWorkers } from '../src/jobs/job-registry.ts';
import { deleteKeys, redisUrl, testPrefix } from './support/redis.ts';
import { waitFor } from './support/events.ts';

const registry = defineJobs({
  double: {
    payload: z.object({ n: z.number().int() }),
    handle: async ({ n }, { updateProgress }) => {
      await updateProgress(50);
      return { doubled: n * 2 };
    },
    attempts: 2,
    backoffMs: 10,
    concurrency: 2,
  },
});

describe.skipIf(!redisUrl)('typed BullMQ job registry', () => {
  it('a created job is validated, handled by its worker, and reports its result', async () => {
    const url = new URL(redisUrl!);
    const connection = {
      host: url.hostname,
      port: Number(url.port || 6379),
      db: Number(url.pathname.slice(1) || 0),
    };
    const prefix = testPrefix();
    const queues = openJobQueues(registry, { connection, prefix });
    const workers = startJobWorkers(registry, { connection, prefix });
    try {
      // @ts-expect-error — a payload of the wrong shape does not compile…
      await expect(queues.createJob({ type: 'double', payload: { n: 'two' } })).rejects.toThrow();
      // …and is refused at run time too.
      const id = await queues.createJob({ type: 'double', payload: { n: 21 } });
      await waitFor(
        async () => (await queues.getJobState('double', id))?.state === 'completed',
        15_000,
      );
      expect(await queues.getJobState('double', id)).toMatchObject({
        state: 'completed',
        result: { doubled: 42 },
        progress: 50,
      });
    } finally {
      await workers.close();
      await queues.close();
      await deleteKeys(redisUrl!, prefix);
    }
  });
});
