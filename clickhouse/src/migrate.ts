// Versioned DDL: clickhouse/migrations/NNN_name.sql, applied in order, each once, at start.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ClickHouseClient } from '@clickhouse/client';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

export interface Migration {
  version: number;
  name: string;
  statements: string[];
}

/** Splits a file into statements at semicolons that end a line; `--` comment lines are dropped. */
function splitStatements(sql: string): string[] {
  const text = sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n');
  return text
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.split('_')[0]),
      name: file,
      statements: splitStatements(readFileSync(`${dir}/${file}`, 'utf8')),
    }));
}

/** Applies the migrations not yet recorded (all of migrations/ unless a test passes fewer). */
export async function applyMigrations(
  client: ClickHouseClient,
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  await client.command({
    query: `CREATE TABLE IF NOT EXISTS schema_migrations (version UInt32, name String, applied_at DateTime DEFAULT now())
            ENGINE = MergeTree ORDER BY version`,
  });
  const done = await client.query({
    query: 'SELECT version FROM schema_migrations',
    format: 'JSONEachRow',
  });
  const applied = new Set((await done.json<{ version: number }>()).map((r) => Number(r.version)));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    for (const statement of migration.statements) await client.command({ query: statement });
    await client.insert({
      table: 'schema_migrations',
      values: [{ version: migration.version, name: migration.name }],
      format: 'JSONEachRow',
    });
    ran.push(migration.name);
  }
  return ran;
}

/** The newest migration recorded (0 before the first). */
async function appliedVersion(client: ClickHouseClient): Promise<number> {
  const exists = await client.query({
    query:
      "SELECT count() AS n FROM system.tables WHERE database = currentDatabase() AND name = 'schema_migrations'",
    format: 'JSONEachRow',
  });
  const [table] = await exists.json<{ n: string }>();
  if (Number(table?.n ?? 0) === 0) return 0;
  const result = await client.query({
    query: 'SELECT max(version) AS version FROM schema_migrations',
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ version: number }>();
  return Number(row?.version ?? 0);
}

/**
 * Resolves once another process has brought the schema up to date (every migration of
 * migrations/ recorded): for processes that write events but leave the schema to the api.
 */
export async function waitForSchema(
  client: ClickHouseClient,
  onWait: (missing: number) => void,
  migrations: Migration[] = readMigrations(),
  pollMs = 1000,
): Promise<void> {
  const latest = Math.max(...migrations.map((m) => m.version));
  for (;;) {
    const version = await appliedVersion(client);
    if (version >= latest) return;
    onWait(migrations.filter((m) => m.version > version).length);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The tables of raw events (people's and bots'), whose rows live EVENT_TTL_DAYS. */
const RAW_EVENT_TABLES = ['events', 'bot_events'];

/** Sets the raw events' time to live; a no-op when it already has that value. */
export async function applyEventTtl(client: ClickHouseClient, days: number): Promise<void> {
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`event TTL must be a whole number of days, got ${days}`);
  const result = await client.query({
    query:
      'SELECT name, engine_full FROM system.tables WHERE database = currentDatabase() AND name IN ({tables:Array(String)})',
    query_params: { tables: RAW_EVENT_TABLES },
    format: 'JSONEachRow',
  });
  const tables = await result.json<{ name: string; engine_full: string }>();
  for (const table of tables) {
    if (table.engine_full.includes(`toIntervalDay(${days})`)) continue;
    // `days` is a validated integer and the name one of ours: DDL takes no query parameters.
    await client.command({
      query: `ALTER TABLE ${table.name} MODIFY TTL toDateTime(received_at) + toIntervalDay(${days})`,
      clickhouse_settings: { materialize_ttl_after_modify: 0 },
    });
  }
}
