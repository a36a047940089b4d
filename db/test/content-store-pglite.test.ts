// The content store's PGlite adapter, on disk as the api runs it: the contract suite.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openContentStore } from '../src/content-store.ts';
import type { Database } from '../src/database.ts';
import * as schema from '../src/schema.ts';
import { describeContentStoreContract } from './support/content-store-contract.ts';

describeContentStoreContract({
  kind: 'pglite',
  sharedByProcesses: false,
  createDatabase: async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lumen-content-store-'));
    return {
      open: () => openContentStore({ pgliteDir: dir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  },
  // A PGlite that was not given the extension: the migrations' CREATE EXTENSION fails there.
  openWithoutPgTrgm: async () => {
    const client = new PGlite();
    const db = drizzle(client, { schema });
    await migrate(db, {
      migrationsFolder: fileURLToPath(new URL('../migrations', import.meta.url)),
    });
    return { db: db as unknown as Database, close: () => client.close() };
  },
});
