// Direct files: duration and size read from the container header by range requests, compared
// with ffprobe on files ffmpeg makes here (needs ffmpeg; .ci/run installs it).
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPlatforms } from '../../src/platforms/index.ts';
import { createLocalMedia } from '../../src/platforms/local-media.ts';
import {
  startPlatformFixtureServer,
  type PlatformFixtureServer,
} from '../support/platform-fixture-server.ts';
import { allowLoopbackOnly } from '../outbound/loopback-only.ts';
import { fixtureConfig } from './platform-test-config.ts';

const dir = mkdtempSync(join(tmpdir(), 'direct-files-'));
const testsrc = (seconds: number) => [
  '-v',
  'error',
  '-y',
  '-f',
  'lavfi',
  '-i',
  `testsrc=size=320x240:rate=25`,
  '-t',
  String(seconds),
];
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '400k', '-pix_fmt', 'yuv420p'];

const files = {
  // The moov index after the media data (ffmpeg's default).
  '/media/index-at-end.mp4': [...testsrc(61.6), ...h264],
  '/media/faststart.mp4': [...testsrc(75), ...h264, '-movflags', '+faststart'],
  '/media/clip.mov': [...testsrc(48.4), ...h264],
  '/media/clip.webm': [
    ...testsrc(70.3),
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-b:v',
    '400k',
  ],
};
const local = (path: string) => join(dir, path.split('/').pop()!);

function ffprobe(file: string) {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'format=duration:stream=width,height',
    '-of',
    'json',
    file,
  ]).toString();
  const parsed = JSON.parse(out) as {
    format: { duration: string };
    streams: { width: number; height: number }[];
  };
  return { duration: Number(parsed.format.duration), ...parsed.streams[0]! };
}

let server: PlatformFixtureServer;

beforeAll(async () => {
  // Side by side and asynchronously: a blocked test process misses vitest's own calls.
  await Promise.all(
    Object.entries(files).map(([path, args]) =>
      promisify(execFile)('ffmpeg', [...args, local(path)]),
    ),
  );
  server = await startPlatformFixtureServer({
    files: {
      ...Object.fromEntries(Object.keys(files).map((path) => [path, local(path)])),
      '/no-ranges/clip.mp4': local('/media/faststart.mp4'),
    },
    ignoreRange: ['/no-ranges/clip.mp4'],
  });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('direct video files', () => {
  it.each(Object.keys(files))(
    '%s: duration and size equal ffprobe’s, read from < 10 %% of the file',
    async (path) => {
      const platforms = createPlatforms(fixtureConfig(server.origin));
      const answer = await platforms.videoMetadata(`${server.origin}${path}`);
      const probe = ffprobe(local(path));
      expect(answer.missing).toEqual([]);
      expect(answer.metadata).toEqual({
        duration: Math.round(probe.duration),
        width: probe.width,
        height: probe.height,
      });
      const size = statSync(local(path)).size;
      expect(size).toBeGreaterThan(1_000_000);
      expect(server.bytesServed(path)).toBeGreaterThan(0);
      expect(server.bytesServed(path) / size).toBeLessThan(0.1);
    },
  );

  it('reads the tail of a file whose index is at the end, not the middle', async () => {
    const path = '/media/index-at-end.mp4';
    const before = server.requests.length;
    const platforms = createPlatforms(fixtureConfig(server.origin));
    await platforms.videoMetadata(`${server.origin}${path}`);
    // Two reads: the head, then the moov box after the mdat.
    expect(server.requests.slice(before)).toEqual([path, path]);
  });

  it('gives up on a server without range support (it announces the whole file)', async () => {
    const platforms = createPlatforms(fixtureConfig(server.origin));
    const answer = await platforms.videoMetadata(`${server.origin}/no-ranges/clip.mp4`);
    expect(answer.metadata).toEqual({});
    expect(answer.missing[0]!.reason).toBe('the file server does not answer range requests');
  });

  it('gives gaps naming the refusal for a link on a private address, without connecting', async () => {
    const stopped = allowLoopbackOnly();
    const platforms = createPlatforms(fixtureConfig(server.origin));
    const answer = await platforms.videoMetadata('http://10.0.0.1/a.mp4');
    expect(answer).toEqual({
      metadata: {},
      missing: ['duration', 'width', 'height'].map((field) => ({
        field,
        reason: 'refused: 10.0.0.1 is a private address',
      })),
    });
    expect(stopped).toEqual([]);
  });

  it('refuses a loopback file server that is not trusted, sending it nothing', async () => {
    const platforms = createPlatforms(
      fixtureConfig(server.origin, {
        outbound: { timeoutMs: 5000, maxBytes: 1 << 20, trustedOrigins: [] },
      }),
    );
    const before = server.requests.length;
    const answer = await platforms.videoMetadata(`${server.origin}/media/clip.webm`);
    expect(answer.missing[0]!.reason).toBe('refused: 127.0.0.1 is a loopback address');
    expect(server.requests.length).toBe(before);
  });
});

describe('video files on this server’s disk (local media folders)', () => {
  const media = () => createLocalMedia({ '/media/test': dir });

  it.each(Object.keys(files))(
    '%s: the same header figures as ffprobe, read from disk',
    async (path) => {
      const file = media().pathOf(`/media/test/${path.split('/').pop()}`);
      expect(file).toBe(local(path));
      const probe = ffprobe(local(path));
      expect(await media().metadata(file!)).toEqual({
        metadata: {
          duration: Math.round(probe.duration),
          width: probe.width,
          height: probe.height,
        },
        missing: [],
      });
    },
  );

  it('maps only paths inside a folder it names', () => {
    expect(media().pathOf('/media/test/../../etc/passwd')).toBeNull();
    expect(media().pathOf('/media/test/%2e%2e/secret.mp4')).toBeNull();
    expect(media().pathOf('/uploads/clip.mp4')).toBeNull();
    expect(media().pathOf('https://example.test/media/test/clip.mp4')).toBeNull();
  });

  it('gives gaps for a missing or unreadable file, never a throw', async () => {
    const missing = await media().metadata(join(dir, 'missing.mp4'));
    expect(missing.metadata).toEqual({});
    expect(missing.missing[0]!.reason).toMatch(/ENOENT/);
    const notVideo = join(dir, 'not-video.mp4');
    writeFileSync(notVideo, 'hello, not a video');
    expect((await media().metadata(notVideo)).missing[0]!.reason).toBe(
      'not an MP4, MOV, WebM or MKV file',
    );
  });
});
