// The ClickHouse stand-in's process: opens chDB on /var/lib/clickhouse with the server's
// configuration file (so config.d's disks and backup settings hold), starts the product's HTTP
// emulator on loopback, and fronts it on 0.0.0.0:8123 with the server's user check.
import { request as forward, createServer } from 'node:http';
import { Session } from 'chdb';
import { startClickHouseEmulator } from './clickhouse-http-emulator.ts';

const dataDir = '/var/lib/clickhouse';
const user = process.env.CLICKHOUSE_USER || 'default';
const password = process.env.CLICKHOUSE_PASSWORD ?? '';

// The first connection to a data directory fixes the engine's configuration for the process.
const configured = new Session(dataDir, {
  connectionArgs: ['--config-file=/etc/clickhouse-server/config.xml'],
});
const emulator = await startClickHouseEmulator(dataDir);

function credentials(url, authorization) {
  if (authorization?.startsWith('Basic ')) {
    const decoded = Buffer.from(authorization.slice('Basic '.length), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return [decoded.slice(0, colon), decoded.slice(colon + 1)];
  }
  const headerUser = url.searchParams.get('user');
  return [headerUser ?? 'default', url.searchParams.get('password') ?? ''];
}

const front = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://clickhouse');
  if (url.pathname !== '/ping') {
    const [givenUser, givenPassword] = credentials(url, req.headers.authorization);
    if (givenUser !== user || givenPassword !== password) {
      res.writeHead(516, { 'x-clickhouse-exception-code': '516' });
      res.end(
        `Code: 516. DB::Exception: ${givenUser}: Authentication failed. (AUTHENTICATION_FAILED)\n`,
      );
      req.resume();
      return;
    }
  }
  const upstream = forward(
    {
      host: '127.0.0.1',
      port: emulator.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
front.listen(8123, '0.0.0.0', () => console.log('clickhouse stand-in listening on 8123'));

const stop = () => {
  front.close();
  void emulator.close().then(() => {
    configured.close();
    process.exit(0);
  });
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
