// Small videos made with ffmpeg for the upload tests (api and browser): a test pattern and a
// tone, short and low resolution so that transcoding them takes a moment.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export function makeTestVideo(
  dir: string,
  name: string,
  {
    seconds = 5,
    size = '640x360',
    rate = 25,
  }: { seconds?: number; size?: string; rate?: number } = {},
): string {
  const file = join(dir, name);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${size}:rate=${rate}`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=48000',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  return file;
}
