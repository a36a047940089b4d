// Duration and dimensions of a WebM/MKV file from its Segment Info and Tracks, read with the
// ts-ebml decoder; both come before the first Cluster, so only the head of the file is read.
import { Decoder } from 'ts-ebml';
import { UnexpectedAnswerError } from './fetch-answer.ts';
import type { VideoMetadata } from './platform-types.ts';
import type { RangeReader } from './range-reader.ts';

const CHUNK = 64 * 1024;
/** Matroska's default TimestampScale: durations count milliseconds. */
const DEFAULT_TIMECODE_SCALE = 1_000_000;

export async function readMatroskaHeader(
  reader: RangeReader,
  head: Buffer,
): Promise<VideoMetadata> {
  const decoder = new Decoder();
  let timecodeScale = DEFAULT_TIMECODE_SCALE;
  let duration: number | undefined;
  let width: number | undefined;
  let height: number | undefined;
  let reachedClusters = false;
  const feed = (data: Buffer) => {
    const copy = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    for (const element of decoder.decode(copy as ArrayBuffer)) {
      if (element.name === 'Cluster') reachedClusters = true;
      if (element.type === 'u' && element.name === 'TimecodeScale') timecodeScale = element.value;
      if (element.type === 'f' && element.name === 'Duration') duration = element.value;
      if (element.type === 'u' && element.name === 'PixelWidth') width ??= element.value;
      if (element.type === 'u' && element.name === 'PixelHeight') height ??= element.value;
    }
  };
  feed(head);
  let position = head.length;
  while (!reachedClusters) {
    const size = reader.size();
    if (size !== undefined && position >= size) break;
    const data = await reader.read(position, CHUNK);
    if (data.length === 0) break;
    feed(data);
    position += data.length;
  }
  if (width === undefined && duration === undefined) {
    throw new UnexpectedAnswerError('no Matroska header found in the file');
  }
  return {
    duration:
      duration === undefined ? undefined : Math.round((duration * timecodeScale) / 1_000_000_000),
    width,
    height,
  };
}
