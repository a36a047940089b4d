// A fresh Postgres database on the server of TEST_DATABASE_URL, for one test file (or for real
// processes a test starts, which connect to its url): empty, or a copy of a template database;
// drop() removes it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function run(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(
  adminUrl: string,
  template?: string,
): Promise<TestDatabase> {
  const name = `lumen_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await run(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
