// Duration and dimensions of an MP4/MOV file from its moov box, read with mp4box. mp4box says
// which file position it needs next, so a file whose moov sits after the media data (no
// "faststart") costs one read of the head and one of the tail, never the mdat itself.
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import { UnexpectedAnswerError } from './fetch-answer.ts';
import type { VideoMetadata } from './platform-types.ts';
import type { RangeReader } from './range-reader.ts';

const CHUNK = 64 * 1024;

export async function readMp4Header(reader: RangeReader, head: Buffer): Promise<VideoMetadata> {
  const file = createFile();
  let movie: Movie | undefined;
  let failure: string | undefined;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = (_module, message) => {
    failure = message;
  };
  const append = (data: Buffer, at: number) => {
    const copy = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    return file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, at));
  };
  let next = append(head, 0);
  while (!movie && !failure) {
    const size = reader.size();
    if (size !== undefined && next >= size) break;
    const data = await reader.read(next, CHUNK);
    if (data.length === 0) break;
    next = append(data, next);
  }
  if (!movie) throw new UnexpectedAnswerError(failure ?? 'no moov box found in the file');
  const video = movie.videoTracks[0];
  return {
    duration: movie.timescale > 0 ? Math.round(movie.duration / movie.timescale) : undefined,
    width: video?.video?.width ?? video?.track_width,
    height: video?.video?.height ?? video?.track_height,
  };
}
