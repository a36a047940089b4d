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
import { openWithRetry } from './open-with-retry.ts';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { registerPipelineMetrics, type PipelineMetrics } from './metrics/pipeline-metrics.ts';
import { registerBuildInfo } from './metrics/build-info.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';
import { createProcessLogger, exitWithError, logThrough } from './process-log.ts';
import { reportStoreErrors, type StoreErrorLog } from './store-error-log.ts';

/** How long a stop may take (the batch in hand, then the stores) before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000;
const SINK_STOP_TIMEOUT_MS = 10_000;
const JOB_STOP_TIMEOUT_MS = 5_000;

async function main() {
  const config = readConfigOrExit(() => loadWorkerConfig(process.env));
  const logger = createProcessLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
  const log = logThrough(logger);
  // One report for all of this process's Redis connections: an outage is a few lines, not a flood.
  const redisErrors = reportStoreErrors('redis', log);

  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lumen_' });
  registerBuildInfo(registry);
  const metrics = registerPipelineMetrics(registry);
  // Served first: a worker still waiting for a store is visible to whoever scrapes it.
  const metricsServer =
    config.WORKER_METRICS_PORT === undefined
      ? null
      : await startMetricsServer({
          registry,
          port: config.WORKER_METRICS_PORT,
          host: config.WORKER_METRICS_HOST,
          token: config.METRICS_TOKEN,
        });
  if (metricsServer)
    log('info', 'metrics served', { host: config.WORKER_METRICS_HOST, port: metricsServer.port });
  // The roles wait for their stores each on its own: the sink drains while Postgres is away.
  const roles = await Promise.all([
    config.DATABASE_URL ? startJobs(config, log, redisErrors, metrics) : [],
    config.CLICKHOUSE_URL || config.CHDB_DIR ? startSink(config, log, redisErrors, metrics) : [],
  ]);
  const steps: ShutdownStep[] = roles.flat();
  if (metricsServer) steps.push({ name: 'metrics server', run: () => metricsServer.close() });
  shutDownOnSignals({ timeoutMs: SHUTDOWN_TIMEOUT_MS, log, steps });
}

/** Job workers on the BullMQ queues; imports write to the content store. */
async function startJobs(
  config: WorkerConfig,
  log: ShutdownLog,
  redisErrors: StoreErrorLog,
  metrics: PipelineMetrics,
): Promise<ShutdownStep[]> {
  const postgresErrors = reportStoreErrors('postgres', log);
  const content = await openWithRetry(
    'content store',
    () =>
      openContentStore({
        databaseUrl: config.DATABASE_URL,
        onConnectionError: (error) => postgresErrors.error(error),
      }),
    (message, data) => log('warn', message, data),
  );
  const jobs = await openWithRetry(
    'job queue',
    () =>
      openJobQueue({
        redisUrl: config.REDIS_URL,
        prefix: config.REDIS_PREFIX,
        lockDurationMs: config.JOB_LOCK_MS,
        redisErrors,
      }),
    (message, data) => log('warn', message, data),
  );
  const jobLog: ShutdownLog = (level, message, data) => log(level, `jobs: ${message}`, data);
  const workers = await startJobWorkers(jobs, content.db, config, jobLog, metrics.jobObserver);
  log('info', 'job workers started', { jobQueue: jobs.kind, contentStore: content.kind });
  return [
    { name: 'job workers', run: () => workers.close(JOB_STOP_TIMEOUT_MS) },
    { name: 'job queue', run: () => jobs.close() },
    { name: 'content store', run: () => content.close() },
  ];
}

/** One log line each time the number of migrations the sink waits for changes. */
function reportSchemaWait(log: ShutdownLog): (missing: number) => void {
  let reported = -1;
  return (missing) => {
    if (missing === reported) return;
    reported = missing;
    log('info', 'event store: waiting for an api process to apply the ClickHouse schema', {
      missingMigrations: missing,
    });
  };
}

/** The event sink: Redis stream → ClickHouse. */
async function startSink(
  config: WorkerConfig,
  log: ShutdownLog,
  redisErrors: StoreErrorLog,
  metrics: PipelineMetrics,
): Promise<ShutdownStep[]> {
  const store = await openWithRetry(
    'event store',
    () =>
      openEventStore({
        clickhouseUrl: config.CLICKHOUSE_URL,
        chdbDir: config.CHDB_DIR ?? '',
        ttlDays: config.EVENT_TTL_DAYS,
        // A ClickHouse server's schema is the api's to apply (one at a time, under its lock).
        schema: { mode: 'wait', onWait: reportSchemaWait(log) },
        log: (level, message, data) => log(level, `event store: ${message}`, data),
      }),
    (message, data) => log('warn', message, data),
  );
  const queue = await openWithRetry(
    'event queue',
    () =>
      openEventQueue({
        redisUrl: config.REDIS_URL,
        prefix: config.REDIS_PREFIX,
        maxDepth: config.EVENT_QUEUE_MAX_DEPTH,
        maxBytes: config.EVENT_QUEUE_MAX_BYTES,
        redisErrors,
      }),
    (message, data) => log('warn', message, data),
  );
  const consumer = createConsumerName('worker');
  const sink = startEventSink({
    queue,
    store,
    consumer,
    batchSize: config.EVENT_BATCH_SIZE,
    lingerMs: config.EVENT_LINGER_MS,
    claimIdleMs: config.EVENT_CLAIM_IDLE_MS,
    observer: metrics.sinkObserver,
    log: (level, message, data) => log(level, `event sink: ${message}`, data),
  });
  metrics.watchQueue(queue);
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

main().catch(exitWithError);
