// The api's and the worker's log format, as a process writes it: LOG_FORMAT, and without it
// JSON when stdout is a pipe and readable lines when it is a terminal (through `script`, which
// gives the process a pseudo-terminal).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROGRAM = `
import { createProcessLogger } from './workers/src/process-log.ts';
const format = process.env.FORMAT || undefined;
createProcessLogger({ level: 'info', format }).info({ store: 'redis' }, 'one line');
`;
const NODE = [process.execPath, '--import', 'tsx', '--input-type=module', '-e', PROGRAM];
const hasScript = spawnSync('script', ['--version']).status === 0;

function run(format: string, terminal = false): string {
  const env = { ...process.env, FORMAT: format };
  const quoted = NODE.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  const result = terminal
    ? spawnSync('script', ['-qec', quoted, '/dev/null'], { cwd: ROOT, env, encoding: 'utf8' })
    : spawnSync(NODE[0]!, NODE.slice(1), { cwd: ROOT, env, encoding: 'utf8' });
  expect(result.status).toBe(0);
  return result.stdout.trim();
}

describe('the process log', () => {
  it('writes JSON lines with LOG_FORMAT=json, and by default to a pipe', () => {
    for (const format of ['json', '']) {
      expect(JSON.parse(run(format))).toMatchObject({ level: 30, store: 'redis', msg: 'one line' });
    }
  });

  it('writes readable lines with LOG_FORMAT=pretty', () => {
    const line = run('pretty');
    expect(line).toMatch(/INFO.*one line/);
    expect(() => JSON.parse(line)).toThrow();
  });

  it.skipIf(!hasScript)('writes readable lines by default to a terminal, JSON if told', () => {
    expect(run('', true)).toMatch(/INFO.*one line/);
    expect(JSON.parse(run('json', true))).toMatchObject({ msg: 'one line' });
  });
});
