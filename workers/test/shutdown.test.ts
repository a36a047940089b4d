// Ordered shutdown (api and worker processes): steps in order then exit 0; a stop that takes
// too long exits anyway; a second signal exits at once, but the same signal relayed by a wrapper
// (npm, tsx) a moment later does not count as a second one.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./support/shutdown-fixture.ts', import.meta.url));

interface Running {
  child: ChildProcess;
  lines: { msg: string; step?: number }[];
  exited: Promise<number | null>;
}

async function start(timeoutMs: number, ...steps: ('quick' | 'stuck')[]): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, String(timeoutMs), ...steps], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Running['lines'] = [];
  let buffered = '';
  const ready = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop()!;
      for (const line of complete) lines.push(JSON.parse(line) as Running['lines'][number]);
      if (lines.some((line) => line.msg === 'ready')) resolve();
    });
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await ready;
  return { child, lines, exited };
}

describe('shutdown on signals', () => {
  it('runs the steps in order, then exits 0', async () => {
    const run = await start(10_000, 'quick', 'quick', 'quick');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.lines.filter((l) => l.msg === 'step done').map((l) => l.step)).toEqual([0, 1, 2]);
  });

  it('exits anyway when the steps take longer than the bound', async () => {
    const run = await start(300, 'quick', 'stuck', 'quick');
    const started = Date.now();
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(run.lines.map((l) => l.msg)).toContain('shutdown did not finish in time: exiting now');
    expect(run.lines.filter((l) => l.msg === 'step done').map((l) => l.step)).toEqual([0]);
  });

  it('exits at once on a second signal, not on the first one relayed a moment later', async () => {
    const run = await start(60_000, 'stuck');
    const started = Date.now();
    let exitCode: number | null | undefined;
    void run.exited.then((code) => (exitCode = code));
    // Ctrl-C, relayed at once by a wrapper, then pressed again: one signal every 100 ms.
    while (exitCode === undefined && Date.now() - started < 30_000) {
      run.child.kill('SIGINT');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await run.exited).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(run.lines.map((l) => l.msg)).toEqual([
      'ready',
      'shutting down',
      'second signal: exiting now',
    ]);
  });
});
