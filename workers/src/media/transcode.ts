// The transcode itself: one ffmpeg run decodes the source once and writes every rendition of the
// ladder as HLS (4 s segments, a keyframe every 2 s) and the storyboard sprite; a second, short
// run takes the poster. Progress comes from ffmpeg's -progress output.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaRendition } from '@lumen/contract';
import { AUDIO_BITRATE } from './ladder.ts';
import type { TranscodePreset } from './media-config.ts';
import type { MediaTools } from './media-tools.ts';
import { runTool } from './run-tool.ts';

export const SEGMENT_SECONDS = 4;
const KEYFRAME_SECONDS = 2;
/** Storyboard thumbnails: at most this many, this wide, in rows of STORYBOARD_COLUMNS. */
const STORYBOARD_MAX_THUMBS = 200;
const STORYBOARD_THUMB_WIDTH = 160;
const STORYBOARD_COLUMNS = 10;

export interface TranscodeInput {
  tools: MediaTools;
  source: string;
  /** The asset's folder: hls/, poster.jpg, storyboard.jpg and storyboard.vtt go in it. */
  outDir: string;
  duration: number;
  width: number;
  height: number;
  hasAudio: boolean;
  ladder: MediaRendition[];
  preset: TranscodePreset;
  /** 0…1 of the ladder's run. */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

export interface Storyboard {
  interval: number;
  count: number;
  thumbWidth: number;
  thumbHeight: number;
}

export function planStoryboard(duration: number, width: number, height: number): Storyboard {
  const interval = Math.max(1, Math.ceil(duration / STORYBOARD_MAX_THUMBS));
  const thumbHeight = Math.max(2, Math.round((STORYBOARD_THUMB_WIDTH * height) / width / 2) * 2);
  return {
    interval,
    count: Math.max(1, Math.ceil(duration / interval)),
    thumbWidth: STORYBOARD_THUMB_WIDTH,
    thumbHeight,
  };
}

/** ffmpeg's -progress reports `out_time_us` (microseconds written so far). */
function progressOf(line: string, duration: number): number | null {
  const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
  if (!match) return null;
  return Math.min(1, Number(match[1]) / 1e6 / duration);
}

export function ladderArgs(input: TranscodeInput, storyboard: Storyboard): string[] {
  const { ladder, hasAudio } = input;
  const rows = Math.ceil(storyboard.count / STORYBOARD_COLUMNS);
  const filters = [
    `[0:v]split=${ladder.length + 1}${ladder.map((_, i) => `[s${i}]`).join('')}[sb]`,
    ...ladder.map((r, i) => `[s${i}]scale=${r.width}:${r.height}[v${i}]`),
    `[sb]fps=1/${storyboard.interval},scale=${storyboard.thumbWidth}:${storyboard.thumbHeight},tile=${STORYBOARD_COLUMNS}x${rows}[board]`,
  ];
  const args = ['-hide_banner', '-nostdin', '-y', '-i', input.source];
  args.push('-filter_complex', filters.join(';'));
  ladder.forEach((rendition, i) => {
    const video = rendition.bitrate - (hasAudio ? AUDIO_BITRATE : 0);
    args.push('-map', `[v${i}]`);
    args.push(`-b:v:${i}`, String(video), `-maxrate:v:${i}`, String(Math.round(video * 1.2)));
    args.push(`-bufsize:v:${i}`, String(video * 2));
    if (hasAudio) args.push('-map', '0:a:0');
  });
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    input.preset,
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    '-sc_threshold',
    '0',
  );
  if (hasAudio) args.push('-c:a', 'aac', '-b:a', String(AUDIO_BITRATE), '-ac', '2');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    join(input.outDir, 'hls', 'stream_%v_%03d.ts'),
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    ladder.map((_, i) => (hasAudio ? `v:${i},a:${i}` : `v:${i}`)).join(' '),
    join(input.outDir, 'hls', 'stream_%v.m3u8'),
  );
  args.push('-map', '[board]', '-frames:v', '1', '-q:v', '5', join(input.outDir, 'storyboard.jpg'));
  args.push('-progress', 'pipe:1', '-nostats');
  return args;
}

/** Writes the ladder and the storyboard sprite. */
export async function transcodeLadder(
  input: TranscodeInput,
  storyboard: Storyboard,
): Promise<void> {
  await mkdir(join(input.outDir, 'hls'), { recursive: true });
  await runTool(input.tools.ffmpeg, ladderArgs(input, storyboard), {
    signal: input.signal,
    onLine: (line) => {
      const fraction = progressOf(line, input.duration);
      if (fraction !== null) input.onProgress(fraction);
    },
  });
}

/** A frame a little into the video (past a black first frame), at most 720 high. */
export async function writePoster(input: TranscodeInput): Promise<void> {
  const at = Math.min(2, input.duration / 3).toFixed(2);
  await runTool(
    input.tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-ss',
      at,
      '-i',
      input.source,
      '-frames:v',
      '1',
      '-vf',
      `scale=-2:${Math.min(720, input.height)}`,
      '-q:v',
      '3',
      join(input.outDir, 'poster.jpg'),
    ],
    { signal: input.signal },
  );
}

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

/** The WebVTT thumbnails track: one cue per thumbnail, pointing into the sprite. */
export function storyboardVtt(storyboard: Storyboard, duration: number): string {
  const cues = Array.from({ length: storyboard.count }, (_, i) => {
    const start = i * storyboard.interval;
    const end = Math.min(duration, start + storyboard.interval);
    const x = (i % STORYBOARD_COLUMNS) * storyboard.thumbWidth;
    const y = Math.floor(i / STORYBOARD_COLUMNS) * storyboard.thumbHeight;
    return `${timestamp(start)} --> ${timestamp(end)}\nstoryboard.jpg#xywh=${x},${y},${storyboard.thumbWidth},${storyboard.thumbHeight}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

export async function writeStoryboardVtt(outDir: string, storyboard: Storyboard, duration: number) {
  await writeFile(join(outDir, 'storyboard.vtt'), storyboardVtt(storyboard, duration));
}
