// Opens the content store once, from configuration: Postgres when a URL is given, else PGlite.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import * as schema from './schema.ts';
import type { Database } from './database.ts';

export interface ContentStore {
  kind: 'postgres' | 'pglite';
  db: Database;
  /** Resolves when the store answers a query. */
  ping(): Promise<void>;
  /**
   * Runs `work` while no other process sharing this database runs its own (a Postgres advisory
   * lock): the event store's schema migrations, applied once when several api processes start.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close(): Promise<void>;
}

export interface ContentStoreOptions {
  /** postgres://… → a Postgres server through `pg`. */
  databaseUrl?: string;
  /** Directory for the embedded PGlite database; omitted → in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data directory dumped by `dumpDataDir` to start from (a migrated template). */
  pgliteTemplate?: Blob;
  /** Postgres: where a lost idle connection is reported (the process's log). */
  onConnectionError?: (error: Error) => void;
}

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
// Any constants work; each only has to be the same for every process sharing this database.
const MIGRATION_LOCK_KEY = 724_001;
const EXCLUSIVE_WORK_LOCK_KEY = 724_002;

export async function openContentStore(options: ContentStoreOptions): Promise<ContentStore> {
  const store = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.onConnectionError)
    : await openPglite(options.pgliteDir, options.pgliteTemplate);
  return store;
}

async function openPostgres(
  url: string,
  onConnectionError = (error: Error) =>
    console.warn(`postgres: idle connection lost (${error.message}); it will be replaced`),
): Promise<ContentStore> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client can lose its connection (server restart, failover). Without a listener
  // that error would end the process; the pool replaces the client on next use instead.
  pool.on('error', onConnectionError);
  const db = drizzle(pool, { schema }) as unknown as Database;
  /** Runs `work` holding the session-level advisory lock `key` on a client of its own. */
  async function holding<T>(key: number, work: (client: PoolClient) => Promise<T>) {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [key]);
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
      client.release();
    }
  }
  // Several api replicas may start at once: one migrates, the others wait for it.
  try {
    await holding(MIGRATION_LOCK_KEY, (client) =>
      migrate(drizzle(client, { schema }), { migrationsFolder }),
    );
  } catch (error) {
    // Postgres not up yet: the caller retries with a pool of its own.
    await pool.end().catch(() => {});
    throw error;
  }
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    exclusively: (work) => holding(EXCLUSIVE_WORK_LOCK_KEY, work),
    close: () => pool.end(),
  };
}

async function openPglite(
  dir: string | undefined,
  template: Blob | undefined,
): Promise<ContentStore> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // Trigram matching (typo-tolerant search, indexed category rule): the migrations create it.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dir) mkdirSync(dir, { recursive: true });
  // One options object: PGlite ignores a second argument when the first (dataDir) is undefined.
  const client = new PGlite({
    dataDir: dir,
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    ping: async () => {
      await client.query('select 1');
    },
    // PGlite belongs to this one process: nothing to exclude.
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}
