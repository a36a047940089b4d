// The composition root: reads config, opens the stores, seeds, builds the app and listens.
import { openContentStore, seedContent } from '@lumen/db';
import { openEventStore } from '@lumen/clickhouse';
import {
  createConsumerName,
  openEventQueue,
  openJobQueue,
  openWithRetry,
  startJobWorkers,
  type JobWorkers,
  shutDownOnSignals,
  startEventSink,
  type EventSink,
  reportStoreErrors,
} from '@lumen/workers';
import { readConfigOrExit } from '@lumen/workers/config-parsing';
import { createProcessLogger, exitWithError, logThrough } from '@lumen/workers/process-log';
import { buildApp } from './app.ts';
import { eventQueueOptions, jobQueueOptions, loadConfig } from './config.ts';
import { WEB_DIST_DIR } from './paths.ts';
import { startDemoViewingSessions, type DemoSessionsRun } from './demo/send-demo-sessions.ts';
import { deleteExpiredAccountRows, startAccountCleanup } from './services/account-cleanup.ts';
import { ensureAdmin, type EnsuredAdmin } from './services/ensure-admin.ts';
import { createMetrics } from './services/metrics.ts';
import { openRedisRateCounts } from './services/redis-rate-counts.ts';

/** How long a stop may take (the sink's batch in hand, then the stores) before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 15_000;
const SINK_STOP_TIMEOUT_MS = 10_000;
/** Running jobs are told to stop; an import resumes at the next start. */
const JOB_STOP_TIMEOUT_MS = 5_000;

async function main() {
  const config = readConfigOrExit(() => loadConfig());
  const logger = createProcessLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
  const log = logThrough(logger);
  const startupWarning = (message: string, data: Record<string, unknown>) =>
    log('warn', message, data);
  // One report per store for all of its connections: an outage is a few lines, not a flood.
  const redisErrors = reportStoreErrors('redis', log);
  const postgresErrors = reportStoreErrors('postgres', log);
  const content = await openWithRetry(
    config.DATABASE_URL ? 'postgres' : 'pglite',
    () =>
      openContentStore(
        config.DATABASE_URL
          ? {
              databaseUrl: config.DATABASE_URL,
              onConnectionError: (error) => postgresErrors.error(error),
            }
          : { pgliteDir: config.pgliteDir },
      ),
    startupWarning,
  );
  // The first statements can meet a store that went away again just after it answered: they are
  // retried likewise (each is safe to repeat: the seed is one transaction).
  const { seeded, admin } = await openWithRetry(
    'content store set-up',
    async () => {
      const outcome = await seedContent(content.db, config.SEED);
      const ensured: EnsuredAdmin | null =
        config.ADMIN_EMAIL && config.ADMIN_PASSWORD
          ? await ensureAdmin(content.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD)
          : null;
      await deleteExpiredAccountRows(content.db, config);
      return { seeded: outcome, admin: ensured };
    },
    startupWarning,
  );
  for (const { id, email } of admin?.demoted ?? [])
    log('warn', 'admin demoted to viewer, its sessions ended: its email is not ADMIN_EMAIL', {
      userId: id,
      email,
    });
  const accountCleanup = startAccountCleanup(content.db, config, (error) =>
    log('warn', 'deleting expired sessions and login counts failed', { err: error }),
  );

  const store = await openWithRetry(
    config.CLICKHOUSE_URL ? 'clickhouse' : 'chdb',
    () =>
      openEventStore({
        clickhouseUrl: config.CLICKHOUSE_URL,
        chdbDir: config.clickhouseDir,
        ttlDays: config.EVENT_TTL_DAYS,
        // Api processes sharing one ClickHouse server migrate it one at a time.
        schema: { mode: 'apply', exclusively: content.exclusively },
        log: (level, message, data) => log(level, `event store: ${message}`, data),
      }),
    startupWarning,
  );
  const queue = await openWithRetry(
    'event queue',
    () => openEventQueue({ ...eventQueueOptions(config), redisErrors }),
    startupWarning,
  );
  const jobs = await openWithRetry(
    'job queue',
    () => openJobQueue({ ...jobQueueOptions(config), redisErrors }),
    startupWarning,
  );

  // With Redis the rate limits count across every api process; without it this is the only one.
  const sharedRateCounts = config.REDIS_URL
    ? openRedisRateCounts({
        url: config.REDIS_URL,
        prefix: config.REDIS_PREFIX,
        errors: redisErrors,
      })
    : undefined;
  const metrics = createMetrics();
  const app = await buildApp({
    config,
    content,
    events: { queue, store },
    jobs,
    metrics,
    webDistDir: WEB_DIST_DIR,
    loggerInstance: logger,
    sharedRateCounts,
  });
  app.log.info(
    { eventStore: store.kind, queue: queue.kind, drainsEvents: config.runWorkers },
    'event pipeline ready',
  );
  let sink: EventSink | null = null;
  if (config.runWorkers) {
    sink = startEventSink({
      queue,
      store,
      consumer: createConsumerName('api'),
      batchSize: config.EVENT_BATCH_SIZE,
      lingerMs: config.EVENT_LINGER_MS,
      claimIdleMs: config.EVENT_CLAIM_IDLE_MS,
      observer: metrics.sinkObserver,
      log: (level, message, data) => app.log[level](data ?? {}, `event sink: ${message}`),
    });
  }
  // Jobs run where the events drain: here in the embedded default, else in `npm run workers`.
  let jobWorkers: JobWorkers | null = null;
  if (config.runWorkers) {
    const jobLog = (level: 'info' | 'warn' | 'error', message: string, data = {}) =>
      app.log[level](data, `jobs: ${message}`);
    jobWorkers = await startJobWorkers(jobs, content.db, config, jobLog, metrics.jobObserver);
  }
  app.log.info({ jobQueue: jobs.kind, runsJobs: config.runWorkers }, 'job queue ready');
  app.log.info(
    { store: content.kind, seed: seeded === 'seeded' ? config.SEED : 'kept existing data' },
    'content store ready',
  );
  if (!config.ADMIN_EMAIL)
    app.log.warn(
      'No ADMIN_EMAIL/ADMIN_PASSWORD set: no admin account is ensured (see README, "Creating an admin")',
    );

  let demo: DemoSessionsRun | null = null;
  // Stop accepting and answer what is in flight, insert the sink's batch in hand, then close the
  // stores: the chDB child closes last among the event pieces, once nothing will write to it.
  shutDownOnSignals({
    timeoutMs: SHUTDOWN_TIMEOUT_MS,
    log: (level, message, data) => app.log[level](data ?? {}, message),
    steps: [
      { name: 'http server', run: () => app.close() },
      { name: 'rate limit counts', run: async () => await sharedRateCounts?.close() },
      { name: 'job workers', run: async () => await jobWorkers?.close(JOB_STOP_TIMEOUT_MS) },
      { name: 'job queue', run: () => jobs.close() },
      {
        name: 'event sink',
        run: async () => {
          await sink?.stop(SINK_STOP_TIMEOUT_MS);
          if (sink) app.log.info(sink.stats(), 'event sink stopped');
        },
      },
      { name: 'demo sessions', run: async () => await demo?.stop() },
      { name: 'event queue', run: () => queue.close() },
      { name: 'event store', run: () => store.close() },
      { name: 'account cleanup', run: async () => accountCleanup.stop() },
      { name: 'content store', run: () => content.close() },
    ],
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  // A new demo install's analytics: generated sessions, sent once the server answers.
  if (seeded === 'seeded' && config.SEED === 'demo' && config.DEMO_SESSIONS > 0)
    demo = startDemoViewingSessions({
      db: content.db,
      queue,
      count: config.DEMO_SESSIONS,
      log: (level, data, message) => app.log[level](data, message),
    });
}

main().catch(exitWithError);
