// Spawns and kills job-worker.ts processes, and reads their JSON lines.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./job-worker.ts', import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  /** Resolves with the first line matching `event` (and rejects if the process exits first). */
  line(event: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  kill(): Promise<void>;
}

const started: ChildProcess[] = [];

export function startJobWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  const lines: Record<string, unknown>[] = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop()!;
    for (const text of complete)
      if (text.trim()) lines.push(JSON.parse(text) as Record<string, unknown>);
  });
  const exited = new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
  return {
    child,
    lines,
    async line(event, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = lines.find((line) => line.event === event);
        if (found) return found;
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`the job worker exited before '${event}'`);
        if (Date.now() > deadline) throw new Error(`no '${event}' line within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Ends every worker process still running (afterAll). */
export function killJobWorkers(): void {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
}
