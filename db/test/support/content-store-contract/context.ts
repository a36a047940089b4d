// What a contract section is handed: the adapter and the test file's one store.
import type { ContentStore } from '../../../src/content-store.ts';
import type { Database } from '../../../src/database.ts';

/** One empty database of an adapter. */
export interface ContentStoreDatabase {
  /** Opens a store on this database, migrating it. PGlite: one open store at a time. */
  open(): Promise<ContentStore>;
  drop(): Promise<void>;
}

export interface ContentStoreAdapter {
  kind: ContentStore['kind'];
  createDatabase(): Promise<ContentStoreDatabase>;
  /** Several processes may open one database at once (Postgres): they take turns to migrate. */
  sharedByProcesses: boolean;
  /** A migrated database of its own where the pg_trgm extension is not installed. */
  openWithoutPgTrgm(): Promise<{ db: Database; close(): Promise<void> }>;
}

export interface ContractContext {
  adapter: ContentStoreAdapter;
  /** The database the test file migrated once. */
  database(): ContentStoreDatabase;
  /** The open store on it. */
  store(): ContentStore;
  /** Closes the store and opens the database again (store() is then the new one). */
  reopen(): Promise<void>;
}
