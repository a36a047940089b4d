// The migrated stores the project's global setup made (global-setup.ts), when it ran: a test
// started some other way migrates its own stores.
import { inject } from 'vitest';

export interface StoreTemplates {
  /** A PGlite dump file. */
  pglite: string;
  /** A chDB data directory. */
  chdb: string;
  /** A Postgres database to copy, when TEST_DATABASE_URL is set. */
  postgres: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    storeTemplates: StoreTemplates;
  }
}

export function storeTemplates(): StoreTemplates | undefined {
  return inject('storeTemplates');
}
