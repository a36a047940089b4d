// A test file's own chDB in a temporary directory, reached through @clickhouse/client as the
// server adapter reaches a server, and removed after the file's tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type ClickHouseClient } from '@clickhouse/client';
import { createChdbConnection } from 'chdb/connection';
import { afterAll } from 'vitest';

export function chdbTestClient(name: string): ClickHouseClient {
  const dir = mkdtempSync(join(tmpdir(), `lumen-chdb-${name}-`));
  const client = createClient({
    connection: createChdbConnection({ path: dir }),
  } as unknown as Parameters<typeof createClient>[0]);
  afterAll(async () => {
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return client;
}
