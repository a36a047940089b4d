// Direct video files: duration and dimensions from the container header, read by range
// through the guarded client ('any-public'). A refused address or an unreadable header is a
// list of gaps, never a throw: the video is still created from the link alone.
import type { OutboundClient } from '../outbound/outbound-client.ts';
import { reasonOf } from '../outbound/outbound-errors.ts';
import { UnexpectedAnswerError } from './fetch-answer.ts';
import { readMatroskaHeader } from './matroska-header.ts';
import { readMp4Header } from './mp4-header.ts';
import type { MetadataAnswer, VideoMetadata } from './platform-types.ts';
import { createRangeReader, type RangeReader } from './range-reader.ts';

const HEAD_BYTES = 64 * 1024;
/** What a container header tells. */
export const HEADER_FIELDS = ['duration', 'width', 'height'] as const;
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** Which header reader fits, judged by the first bytes rather than the file name. */
function headerReaderFor(head: Buffer) {
  if (head.subarray(0, 4).equals(EBML_MAGIC)) return readMatroskaHeader;
  const firstBox = head.toString('latin1', 4, 8);
  if (['ftyp', 'moov', 'mdat', 'free', 'wide', 'skip'].includes(firstBox)) return readMp4Header;
  return null;
}

async function readHeader(reader: RangeReader): Promise<VideoMetadata> {
  const head = await reader.read(0, HEAD_BYTES);
  const read = headerReaderFor(head);
  if (!read) throw new UnexpectedAnswerError('not an MP4, MOV, WebM or MKV file');
  return read(reader, head);
}

export async function directFileMetadata(
  client: OutboundClient,
  url: string,
): Promise<MetadataAnswer> {
  return headerMetadata(createRangeReader(client, url));
}

/** What a file's container header tells, read through `reader` (remote or local). */
export async function headerMetadata(reader: RangeReader): Promise<MetadataAnswer> {
  try {
    const metadata = await readHeader(reader);
    const missing = HEADER_FIELDS.filter((field) => metadata[field] === undefined).map((field) => ({
      field,
      reason: 'not in the file header',
    }));
    return { metadata, missing };
  } catch (error) {
    const reason = reasonOf(error);
    return {
      metadata: {},
      missing: HEADER_FIELDS.map((field) => ({ field, reason })),
    };
  }
}
