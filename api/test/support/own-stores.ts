// Stores a test may stop and start while processes use them: a redis-server of its own (AOF on,
// so a SIGKILL loses only what its fsync policy allows), and a switch in front of the shared
// Postgres that, when down, refuses new connections and cuts the open ones, as a crashed
// Postgres does seen from the network.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';

export interface OwnRedis {
  url: string;
  /** SIGKILL, and wait for it to be gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port and directory, once it answers PING. */
  start(): Promise<void>;
}

export async function startOwnRedis(
  port: number,
  dir: string,
  appendfsync: 'always' | 'everysec',
): Promise<OwnRedis> {
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''],
        ...['--appendonly', 'yes', '--appendfsync', appendfsync],
      ],
      { stdio: 'ignore' },
    );
    const probe = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      retryStrategy: () => 50,
      maxRetriesPerRequest: null,
    });
    probe.on('error', () => {});
    await probe.connect().catch(() => {});
    await probe.ping();
    probe.disconnect();
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}/0`, kill, start };
}

export interface StoreSwitch {
  port: number;
  up(): Promise<void>;
  down(): Promise<void>;
}

/** A switch on `port` in front of `target` (host:port), down until up() is called. */
export function createStoreSwitch(port: number, target: URL): StoreSwitch {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    port,
    async up() {
      if (server) return;
      server = createServer((socket) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        track(socket);
        track(upstream);
        socket.pipe(upstream).pipe(socket);
        socket.on('close', () => upstream.destroy());
        upstream.on('close', () => socket.destroy());
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    },
    async down() {
      const closing = server;
      if (!closing) return;
      server = null;
      const closed = new Promise((resolve) => closing.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
