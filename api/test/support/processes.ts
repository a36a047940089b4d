// Processes of the distributed shape for the tests that start, signal and kill them: each in a
// process group of its own (so a signal reaches tsx and node alike), and the ClickHouse HTTP
// emulator (clickhouse/test/support) standing in for a ClickHouse server.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, freePort } from './real-server.ts';

export const WORKER_MAIN = join(ROOT, 'workers/src/main.ts');
const EMULATOR = join(ROOT, 'clickhouse/test/support/clickhouse-http-emulator.ts');

export interface Process {
  child: ChildProcess;
  output(): string;
  /** Sends `signal` to its whole process group and waits for it to be gone. */
  signal(signal: NodeJS.Signals): Promise<void>;
  /** SIGKILL to its whole process group, and wait for it to be gone. */
  kill(): Promise<void>;
}

export function startProcess(args: string[], env: Record<string, string>): Process {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
    await exited;
  };
  return { child, output: () => output, signal, kill: () => signal('SIGKILL') };
}

export async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 120_000;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}

/** The ClickHouse HTTP emulator on `dataDir`, once it answers; its URL is the CLICKHOUSE_URL. */
export async function startClickHouseEmulator(
  dataDir: string,
  /** A restart passes the port it had. */
  port?: number,
): Promise<{ process: Process; url: string }> {
  const emulator = startProcess([EMULATOR, dataDir, String(port ?? (await freePort()))], {});
  const listening = await until(
    'the ClickHouse emulator',
    async () => /listening (\d+)/.exec(emulator.output())?.[1],
    Boolean,
  );
  return { process: emulator, url: `http://127.0.0.1:${listening}` };
}

/** Runs a statement on the ClickHouse server at `url`; the rows of its JSONEachRow answer. */
export async function queryClickHouse<Row>(url: string, statement: string): Promise<Row[]> {
  const response = await fetch(url, { method: 'POST', body: `${statement} FORMAT JSONEachRow` });
  if (!response.ok)
    throw new Error(`ClickHouse answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Row);
}
