// What a file is, by its bytes (ffprobe): a video container with a video stream and a duration,
// or a MediaRejection saying why not.
import type { MediaTools } from './media-tools.ts';
import { runTool } from './run-tool.ts';

export interface MediaProbe {
  /** The container as stored and served: extension and content type. */
  extension: string;
  mimeType: string;
  /** Seconds. */
  duration: number;
  width: number;
  height: number;
  /** Frames per second (0 when the file does not tell). */
  frameRate: number;
  videoCodec: string;
  audioCodec: string | null;
}

/** A file that is not a video this server takes: the message is the uploader's. */
export class MediaRejection extends Error {}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  disposition?: { attached_pic?: number };
}
interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string; tags?: { major_brand?: string } };
}

const WEBM_CODECS = new Set(['vp8', 'vp9', 'av1', 'opus', 'vorbis']);

function containerOf(
  format: NonNullable<ProbeOutput['format']>,
  codecs: string[],
): Pick<MediaProbe, 'extension' | 'mimeType'> | null {
  const names = (format.format_name ?? '').split(',');
  if (names.includes('mp4') || names.includes('mov')) {
    return format.tags?.major_brand?.trim() === 'qt'
      ? { extension: 'mov', mimeType: 'video/quicktime' }
      : { extension: 'mp4', mimeType: 'video/mp4' };
  }
  if (names.includes('matroska') || names.includes('webm')) {
    return codecs.every((codec) => WEBM_CODECS.has(codec))
      ? { extension: 'webm', mimeType: 'video/webm' }
      : { extension: 'mkv', mimeType: 'video/x-matroska' };
  }
  if (names.includes('ogg')) return { extension: 'ogv', mimeType: 'video/ogg' };
  if (names.includes('avi')) return { extension: 'avi', mimeType: 'video/x-msvideo' };
  if (names.includes('mpegts')) return { extension: 'ts', mimeType: 'video/mp2t' };
  return null;
}

function frameRateOf(stream: ProbeStream): number {
  for (const rate of [stream.avg_frame_rate, stream.r_frame_rate]) {
    const [num, den] = (rate ?? '').split('/').map(Number);
    if (num && den) return num / den;
  }
  return 0;
}

export async function probeMedia(tools: MediaTools, file: string): Promise<MediaProbe> {
  let output: ProbeOutput;
  try {
    const json = await runTool(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { keepStdout: true },
    );
    output = JSON.parse(json) as ProbeOutput;
  } catch {
    throw new MediaRejection(
      'The file is not a video this server can read (damaged or not a video)',
    );
  }
  const streams = output.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!video?.codec_name || !video.width || !video.height)
    throw new MediaRejection('The file has no video stream');
  const container =
    output.format &&
    containerOf(output.format, [
      video.codec_name,
      ...(audio?.codec_name ? [audio.codec_name] : []),
    ]);
  if (!container)
    throw new MediaRejection(
      'Only MP4, MOV, WebM, Matroska, Ogg, AVI or MPEG-TS videos are accepted',
    );
  const duration = Number(output.format?.duration);
  if (!Number.isFinite(duration) || duration <= 0)
    throw new MediaRejection('The video has no duration (the file may be cut short)');
  return {
    ...container,
    duration,
    width: video.width,
    height: video.height,
    frameRate: frameRateOf(video),
    videoCodec: video.codec_name,
    audioCodec: audio?.codec_name ?? null,
  };
}
