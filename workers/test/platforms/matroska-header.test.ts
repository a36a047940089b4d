// The Matroska header reader on hand-built EBML: the layouts muxers write (sizes known or
// unknown, 4- or 8-byte durations, other elements before and between), what it fetches, and
// files it cannot read. direct-file.test.ts checks it against ffprobe on a real WebM.
import { describe, expect, it } from 'vitest';
import { readMatroskaHeader } from '../../src/platforms/matroska-header.ts';
import type { RangeReader } from '../../src/platforms/range-reader.ts';

const HEAD = 64 * 1024;

function idBytes(id: number): Buffer {
  const length = id < 0x100 ? 1 : id < 0x10000 ? 2 : id < 0x1000000 ? 3 : 4;
  const bytes = Buffer.alloc(length);
  bytes.writeUIntBE(id, 0, length);
  return bytes;
}

/** An EBML size in the fewest bytes (up to 4), or the 8-byte "unknown" size. */
function sizeBytes(size: number | 'unknown'): Buffer {
  if (size === 'unknown') return Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  for (let length = 1; length <= 4; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      bytes.writeUIntBE(2 ** (7 * length) + size, 0, length);
      return bytes;
    }
  }
  throw new Error('size too large for the test helper');
}

const element = (id: number, ...content: Buffer[]) => {
  const data = Buffer.concat(content);
  return Buffer.concat([idBytes(id), sizeBytes(data.length), data]);
};
const unknownSize = (id: number, ...content: Buffer[]) =>
  Buffer.concat([idBytes(id), sizeBytes('unknown'), ...content]);
const uint = (id: number, value: number, length = 4) => {
  const bytes = Buffer.alloc(length);
  bytes.writeUIntBE(value, 0, length);
  return element(id, bytes);
};
const float64 = (id: number, value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return element(id, bytes);
};
const float32 = (id: number, value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeFloatBE(value);
  return element(id, bytes);
};

const EBML_HEADER = element(0x1a45dfa3, element(0x4282, Buffer.from('webm')));
const info = (...fields: Buffer[]) => element(0x1549a966, ...fields);
const tracks = (...entries: Buffer[]) => element(0x1654ae6b, ...entries);
const audioTrack = element(0xae, uint(0xd7, 1, 1), uint(0x83, 2, 1), element(0xe1));
const videoTrack = (width: number, height: number) =>
  element(
    0xae,
    uint(0xd7, 2, 1),
    uint(0x83, 1, 1),
    element(0xe0, uint(0xb0, width, 2), uint(0xba, height, 2)),
  );
const cluster = (bytes: number) =>
  element(0x1f43b675, uint(0xe7, 0), element(0xa3, Buffer.alloc(bytes)));
const voidOf = (bytes: number) => element(0xec, Buffer.alloc(bytes));

/** A RangeReader over bytes in memory, counting what it hands out. */
function memoryFile(bytes: Buffer) {
  let fetched = 0;
  const reader: RangeReader = {
    read: async (start, length) => {
      const part = bytes.subarray(start, start + length);
      fetched += part.length;
      return part;
    },
    size: () => bytes.length,
  };
  return {
    read: () => readMatroskaHeader(reader, bytes.subarray(0, HEAD)),
    fetched: () => fetched,
  };
}

describe('the Matroska header reader', () => {
  it('reads the duration in seconds and the first video track’s size, past an audio track', async () => {
    const file = Buffer.concat([
      EBML_HEADER,
      element(
        0x18538067,
        info(uint(0x2ad7b1, 1_000_000), float64(0x4489, 70_300)),
        tracks(audioTrack, videoTrack(320, 240), videoTrack(1920, 1080)),
        cluster(1000),
      ),
    ]);
    expect(await memoryFile(file).read()).toEqual({ duration: 70, width: 320, height: 240 });
  });

  it('reads a segment of unknown size (live WebM), a 4-byte duration and the default scale', async () => {
    const file = Buffer.concat([
      EBML_HEADER,
      unknownSize(
        0x18538067,
        tracks(videoTrack(640, 360)),
        info(float32(0x4489, 12_600)),
        cluster(10),
      ),
    ]);
    expect(await memoryFile(file).read()).toEqual({ duration: 13, width: 640, height: 360 });
  });

  it('scales the duration by TimestampScale', async () => {
    // A scale of 1 µs: the duration counts microseconds.
    const file = Buffer.concat([
      EBML_HEADER,
      element(
        0x18538067,
        info(uint(0x2ad7b1, 1000, 3), float64(0x4489, 95_400_000)),
        tracks(videoTrack(2, 2)),
      ),
    ]);
    expect((await memoryFile(file).read()).duration).toBe(95);
  });

  it('steps over what comes between by its size, fetching neither that nor the clusters', async () => {
    const skipped = 600 * 1024;
    const file = Buffer.concat([
      EBML_HEADER,
      element(
        0x18538067,
        element(0x114d9b74, voidOf(40)),
        voidOf(skipped),
        info(float64(0x4489, 5_000)),
        tracks(videoTrack(1280, 720)),
        cluster(2 * 1024 * 1024),
      ),
    ]);
    const reading = memoryFile(file);
    expect(await reading.read()).toEqual({ duration: 5, width: 1280, height: 720 });
    // The head (given), then one chunk at the Info: not the skipped bytes, nor the cluster.
    expect(reading.fetched()).toBe(64 * 1024);
  });

  it('stops at the first cluster: what comes after it is not the header', async () => {
    const file = Buffer.concat([
      EBML_HEADER,
      element(
        0x18538067,
        info(float64(0x4489, 8_000)),
        cluster(200 * 1024),
        tracks(videoTrack(8, 8)),
      ),
    ]);
    const reading = memoryFile(file);
    expect(await reading.read()).toEqual({ duration: 8, width: undefined, height: undefined });
    expect(reading.fetched()).toBe(0);
  });

  it('gives no duration for a segment that does not tell one', async () => {
    const file = Buffer.concat([
      EBML_HEADER,
      element(0x18538067, info(), tracks(videoTrack(4, 3))),
    ]);
    expect(await memoryFile(file).read()).toEqual({ duration: undefined, width: 4, height: 3 });
  });

  it('refuses a file with no segment header, or one cut short before it', async () => {
    const message = 'no Matroska header found in the file';
    await expect(memoryFile(EBML_HEADER).read()).rejects.toThrow(message);
    await expect(
      memoryFile(Buffer.concat([EBML_HEADER, Buffer.from([0x18, 0x53])])).read(),
    ).rejects.toThrow(message);
    // A zero byte can start no EBML number.
    await expect(memoryFile(Buffer.concat([EBML_HEADER, Buffer.alloc(32)])).read()).rejects.toThrow(
      message,
    );
  });

  it('keeps what it read from a file cut inside the tracks, without waiting for more', async () => {
    const whole = Buffer.concat([
      EBML_HEADER,
      element(0x18538067, info(float64(0x4489, 3_000)), tracks(audioTrack, videoTrack(320, 240))),
    ]);
    const cut = whole.subarray(0, whole.length - 4);
    expect(await memoryFile(cut).read()).toEqual({ duration: 3, width: 320, height: undefined });
  });
});
