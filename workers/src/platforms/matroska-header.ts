// Duration and dimensions of a WebM/MKV file: Segment > Info (TimestampScale, Duration) and the
// first Segment > Tracks > TrackEntry > Video (PixelWidth, PixelHeight). Both come before the
// first Cluster, so only the head of the file is read, and every other element is stepped over by
// its size. EBML is read here rather than by a library: the npm EBML decoders either carry an
// unlicensed dependency or are unmaintained, and these few elements need only EBML's integers.
import { UnexpectedAnswerError } from './fetch-answer.ts';
import type { VideoMetadata } from './platform-types.ts';
import type { RangeReader } from './range-reader.ts';

const CHUNK = 64 * 1024;
/** Matroska's default TimestampScale: durations count milliseconds. */
const DEFAULT_TIMESTAMP_SCALE = 1_000_000;
/** An element ID has at most 4 bytes and a size at most 8. */
const MAX_HEADER_BYTES = 12;

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timestampScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
};

interface Element {
  id: number;
  start: number;
  /** Where the element's data ends (the parent's end when its size is unknown). */
  end: number;
  /** The data's byte count, -1 when unknown. */
  size: number;
}

/** The file read forward only: each read drops the bytes before it and fetches what is missing. */
function forwardWindow(reader: RangeReader, head: Buffer) {
  let start = 0;
  let data = head;
  return async (at: number, length: number): Promise<Buffer> => {
    if (at < start) throw new Error('the Matroska reader went backwards');
    if (at > start + data.length) data = Buffer.alloc(0);
    else data = data.subarray(at - start);
    start = at;
    while (data.length < length) {
      const more = await reader.read(start + data.length, Math.max(CHUNK, length - data.length));
      if (more.length === 0) break;
      data = Buffer.concat([data, more]);
    }
    return data.subarray(0, length);
  };
}

type Window = ReturnType<typeof forwardWindow>;

/**
 * An EBML variable-length integer at `at`: its length from the first byte's leading zeros, its
 * value with the length marker kept (IDs) or dropped (sizes); all value bits set means unknown.
 */
function readVint(bytes: Buffer, at: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  const firstBits = keepMarker ? first : first & (0xff >> length);
  let value = firstBits;
  let allOnes = firstBits === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** The elements of [from, to), each yielded before its successor's header is read. */
async function* elements(file: Window, from: number, to: number): AsyncGenerator<Element> {
  let at = from;
  while (at < to) {
    const header = await file(at, MAX_HEADER_BYTES);
    const id = readVint(header, 0, true);
    if (!id || id.length > 4) return;
    const size = readVint(header, id.length, false);
    if (!size) return;
    const start = at + id.length + size.length;
    const end = size.unknown ? to : start + size.value;
    yield { id: id.value, start, end, size: size.unknown ? -1 : size.value };
    at = end;
  }
}

async function readNumber(file: Window, element: Element, kind: 'uint' | 'float') {
  if (element.size < 0 || element.size > 8) return undefined;
  const bytes = await file(element.start, element.size);
  if (bytes.length < element.size) return undefined;
  if (kind === 'float') {
    if (bytes.length === 4) return bytes.readFloatBE(0);
    return bytes.length === 8 ? bytes.readDoubleBE(0) : undefined;
  }
  return bytes.reduce((value, byte) => value * 256 + byte, 0);
}

async function readInfo(file: Window, info: Element) {
  let timestampScale = DEFAULT_TIMESTAMP_SCALE;
  let duration: number | undefined;
  for await (const child of elements(file, info.start, info.end)) {
    if (child.id === ID.timestampScale)
      timestampScale = (await readNumber(file, child, 'uint')) || DEFAULT_TIMESTAMP_SCALE;
    if (child.id === ID.duration) duration = await readNumber(file, child, 'float');
  }
  if (duration === undefined || !Number.isFinite(duration) || duration < 0) return undefined;
  return Math.round((duration * timestampScale) / 1_000_000_000);
}

/** The pixel size of the first track that has one. */
async function readTracks(file: Window, tracks: Element) {
  for await (const entry of elements(file, tracks.start, tracks.end)) {
    if (entry.id !== ID.trackEntry) continue;
    for await (const child of elements(file, entry.start, entry.end)) {
      if (child.id !== ID.video) continue;
      let width: number | undefined;
      let height: number | undefined;
      for await (const field of elements(file, child.start, child.end)) {
        if (field.id === ID.pixelWidth) width = await readNumber(file, field, 'uint');
        if (field.id === ID.pixelHeight) height = await readNumber(file, field, 'uint');
      }
      return { width, height };
    }
  }
  return { width: undefined, height: undefined };
}

export async function readMatroskaHeader(
  reader: RangeReader,
  head: Buffer,
): Promise<VideoMetadata> {
  const file = forwardWindow(reader, head);
  let found = false;
  let duration: number | undefined;
  let size: { width?: number; height?: number } = {};
  for await (const top of elements(file, 0, Infinity)) {
    if (top.id !== ID.segment) continue;
    let sawInfo = false;
    let sawTracks = false;
    for await (const child of elements(file, top.start, top.end)) {
      if (child.id === ID.cluster) break;
      if (child.id === ID.info) {
        duration = await readInfo(file, child);
        sawInfo = found = true;
      }
      if (child.id === ID.tracks) {
        size = await readTracks(file, child);
        sawTracks = found = true;
      }
      if (sawInfo && sawTracks) break;
    }
    break;
  }
  if (!found) throw new UnexpectedAnswerError('no Matroska header found in the file');
  return { duration, width: size.width, height: size.height };
}
