// Entry of the child process that owns the chDB session (see isolated-event-store.ts): the
// engine's threads and the materialising of results never touch the API's event loop.
// (chDB cannot live in a worker_thread: the native library crashes when the thread ends.)
import {
  openClickHouseEventStore,
  type ClickHouseTarget,
  type OpenOptions,
} from './clickhouse-event-store.ts';
import type { ProcessReply, ProcessRequest } from './isolated-event-store.ts';

const send = (message: unknown) => process.send!(message);

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// The parent gone means nobody owns this process: leave at once, and by SIGKILL, as a normal exit
// can hang for good in the engine's shutdown, holding the data directory the parent's successor
// must open. Its data is safe: a part is written whole or not at all, as after any crash.
process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
// Ctrl-C and `kill` reach the whole process group, this child too. It must outlive them: the
// parent still has a batch to insert, and it closes this child (the 'close' request) once done.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});

async function serve(init: { target: ClickHouseTarget; options: OpenOptions }): Promise<void> {
  let store;
  try {
    store = await openClickHouseEventStore(init.target, init.options);
  } catch (error) {
    send({ initError: errorMessage(error) });
    return;
  }
  const opened = store;
  async function answer(request: ProcessRequest): Promise<void> {
    let reply: ProcessReply;
    try {
      switch (request.op) {
        case 'insert':
          await opened.insertRows(request.rows, request.token);
          reply = { id: request.id, ok: true, value: null };
          break;
        case 'query':
          reply = {
            id: request.id,
            ok: true,
            value: await opened.query(request.sql, request.params),
          };
          break;
        case 'command':
          await opened.command(request.sql, request.params);
          reply = { id: request.id, ok: true, value: null };
          break;
        case 'ping':
          await opened.ping();
          reply = { id: request.id, ok: true, value: null };
          break;
        case 'close':
          await opened.close();
          reply = { id: request.id, ok: true, value: null };
          break;
      }
    } catch (error) {
      reply = { id: request.id, ok: false, error: errorMessage(error) };
    }
    send(reply);
    if (request.op === 'close') process.disconnect();
  }
  process.on('message', (request: ProcessRequest) => void answer(request));
  send({ ready: true });
}

process.once(
  'message',
  (init: { target: ClickHouseTarget; options: OpenOptions }) => void serve(init),
);
