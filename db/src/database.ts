import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** The drizzle handle every repository receives; the same type over PGlite and Postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
