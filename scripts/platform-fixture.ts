// Runs the platform fixture server (workers/test/support/platform-fixture-server.ts) as a
// process of its own, for tests outside the workers (the browser tests cannot import it):
//   tsx scripts/platform-fixture.ts '<FixtureDescription as JSON>'
// prints one line {"origin": "http://127.0.0.1:PORT"} once it listens, and stops on SIGTERM.
import {
  startPlatformFixtureServer,
  type FixtureDescription,
} from '../workers/test/support/platform-fixture-server.ts';

const description = JSON.parse(process.argv[2] ?? '{}') as FixtureDescription;
const server = await startPlatformFixtureServer(description);
console.log(JSON.stringify({ origin: server.origin }));
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void server.close().then(() => process.exit(0)));
