// Where ffmpeg and ffprobe come from: the PATH first, else an npm package that ships the
// binaries inside it (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe), else nowhere: then
// uploads still work (the original plays progressively) and nothing is transcoded.
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
}

/** What the admin is told when neither is found. */
export const TRANSCODING_UNAVAILABLE =
  'Transcoding is unavailable: ffmpeg and ffprobe were not found. Install ffmpeg on the PATH of the processes that run jobs (e.g. apt-get install ffmpeg), or add the npm packages @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe; until then uploads play as they are.';

async function onPath(name: string, path: string | undefined): Promise<string | null> {
  for (const dir of (path ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

function fromPackage(name: string): string | null {
  try {
    const required = createRequire(import.meta.url)(name) as { path?: unknown };
    return typeof required.path === 'string' ? required.path : null;
  } catch {
    return null;
  }
}

/** The tools this process can run, or null when it has none. */
export async function locateMediaTools(path: string | undefined): Promise<MediaTools | null> {
  const ffmpeg = (await onPath('ffmpeg', path)) ?? fromPackage('@ffmpeg-installer/ffmpeg');
  const ffprobe = (await onPath('ffprobe', path)) ?? fromPackage('@ffprobe-installer/ffprobe');
  return ffmpeg && ffprobe ? { ffmpeg, ffprobe } : null;
}

/** A locator that looks once (a process gains no ffmpeg while it runs). */
export function toolsOnce(locate: () => Promise<MediaTools | null>) {
  let found: Promise<MediaTools | null> | undefined;
  return () => (found ??= locate());
}
