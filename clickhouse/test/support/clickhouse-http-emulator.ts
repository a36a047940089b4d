// A stand-in for a ClickHouse server, for the machines where none can be installed (DESIGN §6):
// it speaks the part of ClickHouse's HTTP interface that @clickhouse/client uses (GET /ping; POST
// with the statement in the body or in `query` with the data in the body; `param_*` parameters;
// settings as URL parameters; `X-ClickHouse-*` headers; errors as ClickHouse's text with its
// exception code) and runs every statement on chDB, the real ClickHouse engine in this process.
// Only the transport is emulated: the SQL, the formats, the settings (insert_deduplication_token
// among them) and the parameter binding are the engine's own. A real server (TEST_CLICKHOUSE_URL)
// stays the check of the transport itself.
//
// Run it as a process of its own (chDB binds one data directory per process):
//   tsx clickhouse/test/support/clickhouse-http-emulator.ts <data dir> <port>
// It prints `listening <port>` once it answers.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createChdbConnection } from 'chdb/connection';

/** URL parameters that are the HTTP interface's own, not settings of the statement. */
const TRANSPORT_PARAMS = new Set([
  'query',
  'query_id',
  'database',
  'user',
  'password',
  'session_id',
]);

type ChdbConnection = ReturnType<typeof createChdbConnection>;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * A failure as a ClickHouse server reports it: the text "Code: N. DB::Exception: … (TYPE)" and the
 * code in a header. chDB's errors reach here already parsed by the client library's own parser.
 */
function serverError(error: unknown): { code: string; text: string } {
  const { message, code, type } = error as { message?: string; code?: string; type?: string };
  if (code && type) return { code, text: `Code: ${code}. DB::Exception: ${message} (${type})` };
  return {
    code: '1001',
    text: `Code: 1001. DB::Exception: ${message ?? String(error)} (STD_EXCEPTION)`,
  };
}

async function answer(
  connection: ChdbConnection,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://emulator');
  if (
    url.pathname === '/ping' ||
    (url.pathname === '/' && request.method === 'GET' && !url.search)
  ) {
    response.writeHead(200, { 'content-type': 'text/plain; charset=UTF-8' }).end('Ok.\n');
    return;
  }
  if (url.pathname !== '/' || (request.method !== 'POST' && request.method !== 'GET')) {
    response.writeHead(404).end('Code: 0. DB::Exception: Not found by the emulator. (UNKNOWN)\n');
    return;
  }
  const settings: Record<string, string> = {};
  const queryParams: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (name.startsWith('param_')) queryParams[name.slice('param_'.length)] = value;
    else if (!TRANSPORT_PARAMS.has(name)) settings[name] = value;
  }
  const body = await readBody(request);
  const queryId = url.searchParams.get('query_id') ?? randomUUID();
  const inUrl = url.searchParams.get('query');
  const common = {
    query_id: queryId,
    clickhouse_settings: settings,
    query_params: queryParams,
  };
  // The statement in `query` with data in the body (INSERT … FORMAT X), or the statement as the body.
  const result = inUrl
    ? await connection.exec({
        ...common,
        query: inUrl,
        values: Readable.from([body]),
      })
    : await connection.exec({ ...common, query: body.toString('utf8') });
  const output = await drain(result.stream);
  response.writeHead(200, {
    'content-type': 'text/plain; charset=UTF-8',
    'x-clickhouse-query-id': queryId,
    'x-clickhouse-summary': JSON.stringify(result.summary ?? {}),
  });
  response.end(output);
}

export interface ClickHouseEmulator {
  port: number;
  close(): Promise<void>;
}

export async function startClickHouseEmulator(dir: string, port = 0): Promise<ClickHouseEmulator> {
  const connection = createChdbConnection({ path: dir });
  // One statement at a time, as the engine's session runs them: the server's own concurrency is
  // not what this stand-in is for.
  let queue: Promise<void> = Promise.resolve();
  const server = createServer((request, response) => {
    queue = queue.then(() =>
      answer(connection, request, response).catch((error: unknown) => {
        if (response.headersSent) return void response.destroy();
        const { code, text } = serverError(error);
        response
          .writeHead(500, {
            'content-type': 'text/plain; charset=UTF-8',
            'x-clickhouse-exception-code': code,
          })
          .end(`${text}\n`);
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await queue;
      await connection.close();
    },
  };
}

if (process.argv[1] === import.meta.filename) {
  const [dir, port] = process.argv.slice(2);
  if (!dir) throw new Error('usage: clickhouse-http-emulator.ts <data dir> [port]');
  const emulator = await startClickHouseEmulator(dir, Number(port ?? 0));
  console.log(`listening ${emulator.port}`);
  const stop = () => void emulator.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
