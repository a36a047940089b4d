// The composition root: reads config, opens the stores, seeds, builds the app and listens.
import { deleteExpiredSessions, openContentStore, seedContent } from '@lumen/db';
import { openEventStore } from '@lumen/clickhouse';
import { createConsumerName, openEventQueue, startEventSink, type EventSink } from '@lumen/workers';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { WEB_DIST_DIR } from './paths.ts';
import { ensureAdmin } from './services/ensure-admin.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const content = await openContentStore(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { pgliteDir: config.pgliteDir },
  );
  const seeded = await seedContent(content.db, config.SEED);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) await ensureAdmin(content.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  await deleteExpiredSessions(content.db);

  const store = await openEventStore({ clickhouseUrl: config.CLICKHOUSE_URL, chdbDir: config.clickhouseDir, ttlDays: config.EVENT_TTL_DAYS });
  const queue = await openEventQueue({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, maxDepth: config.EVENT_QUEUE_MAX_DEPTH });

  const app = await buildApp({ config, content, events: { queue, store }, webDistDir: WEB_DIST_DIR, logger: { level: config.LOG_LEVEL } });
  app.log.info({ eventStore: store.kind, queue: queue.kind, drainsEvents: config.runWorkers }, 'event pipeline ready');
  let sink: EventSink | null = null;
  if (config.runWorkers) {
    sink = startEventSink({
      queue, store, consumer: createConsumerName('api'), batchSize: config.EVENT_BATCH_SIZE, lingerMs: config.EVENT_LINGER_MS,
      claimIdleMs: config.EVENT_CLAIM_IDLE_MS, log: (level, message, data) => app.log[level](data ?? {}, `event sink: ${message}`),
    });
  }
  app.log.info({ store: content.kind, seed: seeded === 'seeded' ? config.SEED : 'kept existing data' }, 'content store ready');
  if (!config.ADMIN_EMAIL) app.log.warn('No ADMIN_EMAIL/ADMIN_PASSWORD set: no admin account is ensured (see README, "Creating an admin")');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await sink?.stop();
    await queue.close();
    await store.close();
    await content.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
