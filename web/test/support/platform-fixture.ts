// The platforms' stand-in for the browser tests: the workers' fixture server (YouTube's pages,
// feed, oEmbed and Data API, and media files, on 127.0.0.1), run as a process by scripts/platform-fixture.ts since
// web code cannot import the workers. The tests never touch the internet.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../../scripts/platform-fixture.ts', import.meta.url));

export interface FixtureVideo {
  id: string;
  title: string;
  author?: string;
  durationSeconds?: number;
}

export interface PlatformFixture {
  origin: string;
  close(): Promise<void>;
}

export async function startPlatformFixture(description: {
  videos?: FixtureVideo[];
  playlists?: { id: string; videos: FixtureVideo[] }[];
  delayMs?: { playlist?: number; watch?: number };
  /** Media files by path (e.g. '/media/a.mp4'): a file on disk, served with Range support. */
  files?: Record<string, string>;
}): Promise<PlatformFixture> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SCRIPT, JSON.stringify({ ...description, localThumbnails: true })],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    exited.then(() => {
      throw new Error('the platform fixture exited before it listened');
    }),
  ])) as [string];
  const { origin } = JSON.parse(line) as { origin: string };
  return {
    origin,
    async close() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
