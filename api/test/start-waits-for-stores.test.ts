// Start-up with a store that is not up yet (a compose stack starting together): the api process
// logs each failed attempt and retries with back-off instead of exiting, and serves once the
// store answers. Postgres is "not up" for the first two connections: a TCP forwarder in front of
// the real one hangs them up at once, then forwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test/support/test-database.ts';
import {
  freePort,
  startRealServer,
  stopRealServer,
  type RealServer,
} from './support/real-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** Hangs up the first `refuse` connections on `port`, then forwards to TEST_DATABASE_URL's Postgres. */
function startForwarder(port: number, refuse: number): Promise<Server> {
  const target = new URL(databaseUrl!);
  let seen = 0;
  const server = createServer((socket) => {
    if (++seen <= refuse) return void socket.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(!databaseUrl)('start-up waits for its stores', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-wait-'));
  let database: TestDatabase;
  let forwarder: Server | null = null;
  let server: RealServer | null = null;
  afterAll(async () => {
    if (server) await stopRealServer(server);
    forwarder?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('retries Postgres with a log line per attempt, then serves', async () => {
    database = await createTestDatabase(databaseUrl!);
    const postgresPort = await freePort();
    const url = new URL(database.url);
    url.port = String(postgresPort);
    url.hostname = '127.0.0.1';
    forwarder = await startForwarder(postgresPort, 2);
    server = await startRealServer({
      dataDir,
      port: await freePort(),
      env: { DATABASE_URL: url.toString(), SEED: 'none', LOG_LEVEL: 'warn' },
    });
    const retries = server
      .output()
      .split('\n')
      .filter((line) => line.includes('postgres is not ready; retrying'));
    expect(retries).toHaveLength(2);
    expect(JSON.parse(retries[0]!)).toMatchObject({ level: 40, attempt: 1 });
    const ready = await fetch(`${server.base}/api/ready`);
    expect(ready.status).toBe(200);
  }, 120_000);
});
