// An EventStore whose ClickHouse client lives in a child process. Used for chDB, which runs
// in-process: the engine's threads and the materialising of results stay out of the calling
// process's event loop, and the child is the one process that owns the data directory.
// The child is supervised: it ignores the signals sent to the process group (it closes when this
// process tells it to, after the sink has flushed), and when it dies it is started again with
// back-off. Meanwhile every call fails at once (the sink retries; events wait in the queue).
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ClickHouseTarget, OpenOptions } from './clickhouse-event-store.ts';
import type { EventStore, QueryParams } from './event-store.ts';

export type ProcessRequest =
  | { id: number; op: 'insert'; rows: string; token: string }
  | { id: number; op: 'query'; sql: string; params: QueryParams }
  | { id: number; op: 'command'; sql: string; params: QueryParams }
  | { id: number; op: 'ping' }
  | { id: number; op: 'close' };

export type ProcessReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

export type EventStoreLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  data?: Record<string, unknown>,
) => void;

export interface Supervision {
  log?: EventStoreLog;
  /** Wait before restarting a dead child: `initialMs`, doubled after each failed start up to `maxMs`. */
  restartDelay?: { initialMs: number; maxMs: number };
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
type Call = (request: DistributiveOmit<ProcessRequest, 'id'>) => Promise<unknown>;

interface Connection {
  child: ChildProcess;
  call: Call;
  exited: Promise<void>;
  startedAt: number;
}

const ENTRY = fileURLToPath(new URL('./event-store-process-main.ts', import.meta.url));
const CHILD_NICENESS = 19;
/** A child that stayed up this long had recovered: the next death restarts it after the initial delay again. */
const STABLE_AFTER_MS = 60_000;

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { ready?: true; initError?: string }) => {
      cleanup();
      if (message.ready) resolve();
      else reject(new Error(`event store failed to open: ${message.initError}`));
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`event store process exited while opening (${code})`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** Starts a child, opens the store in it and returns once it answers. */
async function connect(target: ClickHouseTarget, options: OpenOptions): Promise<Connection> {
  const child = fork(ENTRY, [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Background work yields to the process that owns it: when the two compete for the CPU
  // (embedded mode under load), ingest keeps answering and events wait in the bounded queue.
  // Nice 19 rather than 10 keeps the ingest well above its target under load, with the drain
  // still above its own (docs/decisions/0004-chdb-in-a-child-process.md). Analytics queries
  // share the priority: on a machine with CPU to spare they run at full speed.
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, CHILD_NICENESS);
    } catch {
      // Not permitted here (some containers): run at the same priority.
    }
  }
  // A send to a child that just died fails with EPIPE: without a callback Node emits it as an
  // 'error' event, which would crash this process. The exit handlers report the death instead.
  child.on('error', () => {});
  const ready = waitForReady(child);
  child.send({ target, options: { ttlDays: options.ttlDays } }, () => {});
  try {
    await ready;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | null = null;
  child.on('message', (reply: ProcessReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.ok) p.resolve(reply.value);
    else p.reject(new Error(reply.error));
  });
  child.on('exit', (code, signal) => {
    failure = new Error(`event store process exited (${signal ?? code})`);
    for (const p of pending.values()) p.reject(failure);
    pending.clear();
  });
  const call: Call = (request) => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      child.send({ ...request, id }, (error) => {
        if (!error || !pending.delete(id)) return;
        reject(failure ?? error);
      });
    });
  };
  return { child, call, exited, startedAt: Date.now() };
}

async function disconnect(connection: Connection): Promise<void> {
  if (connection.child.exitCode !== null || connection.child.signalCode !== null) return;
  await connection.call({ op: 'close' }).catch(() => connection.child.kill('SIGKILL'));
  await connection.exited;
}

export async function openIsolatedEventStore(
  target: ClickHouseTarget,
  options: OpenOptions,
  supervision: Supervision = {},
): Promise<EventStore> {
  const log = supervision.log ?? (() => {});
  const delays = supervision.restartDelay ?? { initialMs: 250, maxMs: 30_000 };
  let current: Connection | null = await connect(target, options);
  let delay = delays.initialMs;
  let closing = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | null = null;

  function supervise(connection: Connection): void {
    connection.child.once('exit', (code, signal) => {
      if (closing || current !== connection) return;
      current = null;
      if (Date.now() - connection.startedAt >= STABLE_AFTER_MS) delay = delays.initialMs;
      log('error', 'event store process died; restarting it (events wait in the queue)', {
        exit: signal ?? code,
        restartInMs: delay,
      });
      scheduleRestart();
    });
  }

  function scheduleRestart(): void {
    restartTimer = setTimeout(() => {
      restarting = restart().finally(() => (restarting = null));
    }, delay);
  }

  async function restart(): Promise<void> {
    try {
      const connection = await connect(target, options);
      if (closing) return await disconnect(connection);
      current = connection;
      supervise(connection);
      log('info', 'event store process restarted');
    } catch (error) {
      if (closing) return;
      delay = Math.min(delays.maxMs, delay * 2);
      log('error', 'event store process failed to start; retrying', {
        error: error instanceof Error ? error.message : String(error),
        restartInMs: delay,
      });
      scheduleRestart();
    }
  }

  supervise(current);
  const call: Call = (request) =>
    current
      ? current.call(request)
      : Promise.reject(new Error('the event store process is restarting'));

  return {
    kind: 'chdb',
    insertRows: async (rows, token) => {
      await call({ op: 'insert', rows, token });
    },
    query: async <Row>(sql: string, params: QueryParams = {}) =>
      (await call({ op: 'query', sql, params })) as Row[],
    command: async (sql: string, params: QueryParams = {}) => {
      await call({ op: 'command', sql, params });
    },
    ping: async () => {
      await call({ op: 'ping' });
    },
    close: async () => {
      if (closing) return;
      closing = true;
      clearTimeout(restartTimer);
      await restarting;
      if (current) await disconnect(current);
      current = null;
    },
  };
}
