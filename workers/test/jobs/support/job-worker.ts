// A worker process for the restart tests, run with `node --import tsx`: opens the job queue the
// factory picks from JOB_REDIS_URL / JOB_DIR and runs 'import-url' jobs. Each run prints a JSON
// line {event: 'started', jobId, attempt, pid} once it has reported progress 50; JOB_BEHAVIOUR 'hang' then holds the job until
// the process is killed, 'finish' returns {pid} after JOB_RUN_MS. With JOB_ADD_ID set, it adds
// that job itself first (the in-process driver's store belongs to one process).
import { openJobQueue } from '../../../src/jobs/open-job-queue.ts';
import { quietLog, sleep, testDefinitions } from './test-definitions.ts';

const env = process.env;
const queue = await openJobQueue({
  redisUrl: env.JOB_REDIS_URL,
  prefix: env.JOB_PREFIX ?? '',
  dir: env.JOB_DIR,
  lockDurationMs: Number(env.JOB_LOCK_MS ?? 1000),
});
const print = (line: Record<string, unknown>) => console.log(JSON.stringify(line));

queue.process(
  testDefinitions({
    'import-url': {
      handle: async (_payload, { jobId, attempt, reportProgress }) => {
        // Printed once the progress is stored: a test may kill the process on this line.
        await reportProgress(50);
        print({ event: 'started', jobId, attempt, pid: process.pid });
        if (env.JOB_BEHAVIOUR === 'hang') await new Promise(() => {});
        await sleep(Number(env.JOB_RUN_MS ?? 0));
        return { pid: process.pid };
      },
      attempts: Number(env.JOB_ATTEMPTS ?? 3),
      backoffMs: 100,
      concurrency: 1,
    },
  }),
  quietLog,
);
if (env.JOB_ADD_ID)
  await queue.add('import-url', { url: 'https://example.test/v.mp4' }, { jobId: env.JOB_ADD_ID });
print({ event: 'ready', pid: process.pid });
