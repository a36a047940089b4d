// Migrated content stores made once per test run and copied for each test file: applying the
// migrations is most of what opening a fresh store costs.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openContentStore } from '../../src/content-store.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Writes a migrated PGlite data directory, as `dumpDataDir` packs it, to `file`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  // The extensions the content store loads, so the template's migrations create what a store's would.
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

export function readPgliteTemplate(file: string): Blob {
  return new Blob([readFileSync(file)]);
}

/** A migrated database on the server of `adminUrl`, for `CREATE DATABASE … TEMPLATE`. */
export async function createPostgresTemplate(adminUrl: string): Promise<TestDatabase> {
  const database = await createTestDatabase(adminUrl);
  const store = await openContentStore({ databaseUrl: database.url });
  await store.close();
  return database;
}
