// The ClickHouse HTTP emulator as a process of its own, on a fresh data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const EMULATOR = new URL('./clickhouse-http-emulator.ts', import.meta.url).pathname;

export interface EmulatorProcess {
  url: string;
  /** Stops the process and removes its data. */
  stop(): Promise<void>;
}

export function startEmulatorProcess(): Promise<EmulatorProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-ch-emulator-'));
  const child = spawn(process.execPath, ['--import', 'tsx', EMULATOR, dir, '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, stop });
    });
    child.once('exit', (code) => reject(new Error(`emulator exited (${code}): ${output}`)));
  });
}
