// The standalone worker process (`npm run workers`): drains the Redis event queue into the
// ClickHouse server (with CLICKHOUSE_URL) and runs the BullMQ jobs (with DATABASE_URL, where
// the jobs write). Run as many as needed; each is a consumer of its own, each job runs once.
import { openEventStore } from '@lumen/clickhouse';
import { openContentStore } from '@lumen/db';
import { createConsumerName } from './consumer-name.ts';
import { startEventSink } from './event-sink.ts';
import { openEventQueue } from './open-event-queue.ts';
import { readConfigOrExit } from './config-parsing.ts';
import { shutDownOnSignals } from './shutdown.ts';
import { loadWorkerConfig, type WorkerConfig } from './worker-config.ts';
import { openJobQueue } from './jobs/open-job-queue.ts';
import { startJobWorkers } from './jobs/start-job-workers.ts';
import type { ShutdownLog, ShutdownStep } from './shutdown.ts';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
/** How long a stop may take (the batch in hand, then the stores) before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000;
const SINK_STOP_TIMEOUT_MS = 10_000;
const JOB_STOP_TIMEOUT_MS = 5_000;

/**
 * A worker restarted after a crash may find its store not ready yet: a ClickHouse server still
 * booting, or the chDB directory still held by the dead worker's engine process while it exits.
 * Retry with back-off (≈ 35 s in all) before giving up.
 */
async function openWithRetry<T>(
  what: string,
  open: () => Promise<T>,
  log: (message: string, data: Record<string, unknown>) => void,
): Promise<T> {
  const ATTEMPTS = 10;
  for (let attempt = 1; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      log(`${what} is not ready; retrying`, {
        attempt,
        error: error instanceof Error ? error.message : String(error),
      });
      await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** attempt)));
    }
  }
}

async function main() {
  const config = readConfigOrExit(() => loadWorkerConfig(process.env));
  const threshold = config.LOG_LEVEL === 'silent' ? Infinity : LEVELS.indexOf(config.LOG_LEVEL);
  const log = (
    level: 'info' | 'warn' | 'error',
    message: string,
    data: Record<string, unknown> = {},
  ) => {
    if (LEVELS.indexOf(level) >= threshold)
      console.log(JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...data }));
  };

  const steps: ShutdownStep[] = [];
  if (config.DATABASE_URL) steps.push(...(await startJobs(config, log)));
  if (config.CLICKHOUSE_URL || config.CHDB_DIR) steps.push(...(await startSink(config, log)));
  shutDownOnSignals({ timeoutMs: SHUTDOWN_TIMEOUT_MS, log, steps });
}

/** Job workers on the BullMQ queues; imports write to the content store. */
async function startJobs(config: WorkerConfig, log: ShutdownLog): Promise<ShutdownStep[]> {
  const content = await openWithRetry(
    'content store',
    () => openContentStore({ databaseUrl: config.DATABASE_URL }),
    (message, data) => log('warn', message, data),
  );
  const jobs = await openJobQueue({
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    lockDurationMs: config.JOB_LOCK_MS,
  });
  const jobLog: ShutdownLog = (level, message, data) => log(level, `jobs: ${message}`, data);
  const workers = await startJobWorkers(jobs, content.db, config, jobLog);
  log('info', 'job workers started', { jobQueue: jobs.kind, contentStore: content.kind });
  return [
    { name: 'job workers', run: () => workers.close(JOB_STOP_TIMEOUT_MS) },
    { name: 'job queue', run: () => jobs.close() },
    { name: 'content store', run: () => content.close() },
  ];
}

/** The event sink: Redis stream → ClickHouse. */
async function startSink(config: WorkerConfig, log: ShutdownLog): Promise<ShutdownStep[]> {
  const store = await openWithRetry(
    'event store',
    () =>
      openEventStore({
        clickhouseUrl: config.CLICKHOUSE_URL,
        chdbDir: config.CHDB_DIR ?? '',
        ttlDays: config.EVENT_TTL_DAYS,
        log: (level, message, data) => log(level, `event store: ${message}`, data),
      }),
    (message, data) => log('warn', message, data),
  );
  const queue = await openEventQueue({
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    maxDepth: config.EVENT_QUEUE_MAX_DEPTH,
    maxBytes: config.EVENT_QUEUE_MAX_BYTES,
  });
  const consumer = createConsumerName('worker');
  const sink = startEventSink({
    queue,
    store,
    consumer,
    batchSize: config.EVENT_BATCH_SIZE,
    lingerMs: config.EVENT_LINGER_MS,
    claimIdleMs: config.EVENT_CLAIM_IDLE_MS,
    log: (level, message, data) => log(level, `event sink: ${message}`, data),
  });
  log('info', 'worker started', { consumer, eventStore: store.kind, queue: queue.kind });
  return [
    {
      name: 'event sink',
      run: async () => {
        await sink.stop(SINK_STOP_TIMEOUT_MS);
        log('info', 'event sink stopped', { ...sink.stats() });
      },
    },
    { name: 'event queue', run: () => queue.close() },
    { name: 'event store', run: () => store.close() },
  ];
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
