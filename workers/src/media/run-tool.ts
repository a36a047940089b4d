// Runs ffmpeg or ffprobe: no shell, output bounded, stopped by a signal.
import { spawn } from 'node:child_process';

/** The last bytes of stderr an error keeps: ffmpeg says why at the end. */
const STDERR_TAIL = 4000;

export class ToolError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

export interface ToolRun {
  /** stdout lines as they come (ffmpeg -progress pipe:1). */
  onLine?: (line: string) => void;
  signal?: AbortSignal;
  /** stdout kept whole (ffprobe's JSON); else dropped after onLine. */
  keepStdout?: boolean;
}

export function runTool(command: string, args: string[], run: ToolRun = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let pending = '';
    let stderr = '';
    const abort = () => child.kill('SIGKILL');
    run.signal?.addEventListener('abort', abort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (run.keepStdout) stdout += chunk;
      if (!run.onLine) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) run.onLine(line);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (error) => {
      run.signal?.removeEventListener('abort', abort);
      reject(error);
    });
    child.on('close', (code, killedBy) => {
      run.signal?.removeEventListener('abort', abort);
      if (code === 0) return resolve(stdout);
      const why = lastMeaningfulLine(stderr) ?? `exited with ${code ?? killedBy}`;
      reject(new ToolError(why, stderr));
    });
  });
}

/** ffmpeg's own reason: the last line that is not a blank or a progress line. */
function lastMeaningfulLine(stderr: string): string | null {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('frame='));
  return lines.at(-1) ?? null;
}
