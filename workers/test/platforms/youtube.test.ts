import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatforms, NO_VIDEOS_MESSAGE } from '../../src/platforms/index.ts';
import {
  startPlatformFixtureServer,
  type FixtureVideo,
  type PlatformFixtureServer,
} from '../support/platform-fixture-server.ts';
import { fixtureConfig } from './platform-test-config.ts';

const videoId = (n: number) => `vid${String(n).padStart(8, '0')}`;
const videos = (count: number, prefix: string): FixtureVideo[] =>
  Array.from({ length: count }, (_, i) => ({
    id: videoId(i).replace('vid', prefix),
    title: `${prefix} video ${i + 1} & more`,
    durationSeconds: 60 + i,
  }));

const long = videos(25, 'lng');
const single: FixtureVideo = {
  id: 'abcDEF123_-',
  title: 'Learning TypeScript',
  author: 'Lumen Academy',
  description: 'All about types.',
  durationSeconds: 245,
};
const broken: FixtureVideo = { id: 'brokenVid01', title: 'Deleted video', broken: true };

let server: PlatformFixtureServer;

beforeAll(async () => {
  server = await startPlatformFixtureServer({
    apiKey: 'test-key',
    videos: [single],
    playlists: [
      { id: 'PLlong', videos: long },
      { id: 'PLfeed', videos: videos(3, 'fed'), pageBroken: true },
      { id: 'PLbroken', videos: [single, broken] },
      { id: 'PLempty', videos: [] },
      { id: 'PLdown', videos: videos(2, 'dwn'), pageBroken: true, feedBroken: true },
    ],
    oembed: {
      'https://x.com/lumen/status/1': { title: 'A post with a video', author_name: 'Lumen' },
    },
  });
});

afterAll(() => server.close());

describe('YouTube without an API key (public pages)', () => {
  const platforms = () => createPlatforms(fixtureConfig(server.origin));

  it('reads at most IMPORT_MAX_PLAYLIST_VIDEOS entries of a playlist page', async () => {
    const answer = await platforms().playlist('PLlong');
    expect(answer.source).toBe('page');
    expect(answer.entries).toHaveLength(20);
    expect(answer.entries[0]).toEqual({ youtubeId: long[0]!.id, title: long[0]!.title });
    expect(answer.entries[19]!.youtubeId).toBe(long[19]!.id);
  });

  it('falls back to the feed when the page fails', async () => {
    const answer = await platforms().playlist('PLfeed');
    expect(answer.source).toBe('feed');
    expect(answer.entries.map((e) => e.title)).toEqual([
      'fed video 1 & more',
      'fed video 2 & more',
      'fed video 3 & more',
    ]);
  });

  it("says 'No videos found in playlist' for an empty playlist", async () => {
    await expect(platforms().playlist('PLempty')).rejects.toThrow(NO_VIDEOS_MESSAGE);
    expect(NO_VIDEOS_MESSAGE).toBe('No videos found in playlist');
  });

  it('names both failures when page and feed fail', async () => {
    await expect(platforms().playlist('PLdown')).rejects.toThrow(
      /Could not load the playlist \(page: HTTP 500 from .*; feed: HTTP 404 from .*\)/,
    );
  });

  it('lists a broken entry like any other: the import decides per video', async () => {
    const answer = await platforms().playlist('PLbroken');
    expect(answer.entries.map((e) => e.youtubeId)).toEqual([single.id, broken.id]);
  });

  it('reads title, author and thumbnail from oEmbed, duration and description from the watch page', async () => {
    const answer = await platforms().videoMetadata(`https://www.youtube.com/watch?v=${single.id}`);
    expect(answer).toEqual({
      metadata: {
        title: 'Learning TypeScript',
        author: 'Lumen Academy',
        thumbnailUrl: `https://i.ytimg.com/vi/${single.id}/hqdefault.jpg`,
        description: 'All about types.',
        duration: 245,
      },
      missing: [],
    });
  });

  it('answers a broken video with gaps naming why, not a throw', async () => {
    const answer = await platforms().videoMetadata(`https://youtu.be/${broken.id}`);
    expect(answer.metadata).toEqual({});
    const fields = answer.missing.map((gap) => gap.field);
    expect(fields).toEqual(['title', 'author', 'thumbnail', 'duration', 'description']);
    expect(answer.missing[0]!.reason).toMatch(/^oEmbed: HTTP 404 from 127\.0\.0\.1:\d+$/);
    expect(answer.missing[3]!.reason).toMatch(/^watch page: HTTP 404 from/);
  });

  it('throws for a link it cannot import', async () => {
    await expect(platforms().videoMetadata('https://example.com/page')).rejects.toThrow(
      'Unsupported URL',
    );
    await expect(
      platforms().videoMetadata('https://www.youtube.com/feed/trending'),
    ).rejects.toThrow('Unsupported URL');
    await expect(platforms().playlist('../etc')).rejects.toThrow('Invalid playlist id');
    const path = await platforms().videoMetadata('/uploads/clip.mp4');
    expect(path.missing.map((gap) => gap.field)).toEqual(['duration', 'width', 'height']);
  });
});

describe('YouTube with an API key (Data API v3)', () => {
  const platforms = (apiKey = 'test-key') =>
    createPlatforms(
      fixtureConfig(server.origin, {
        youtube: { apiKey, apiOrigin: server.origin, origin: 'https://www.youtube.com' },
      }),
    );

  it('reads a playlist, capped', async () => {
    const answer = await platforms().playlist('PLlong');
    expect(answer.source).toBe('data-api');
    expect(answer.entries).toHaveLength(20);
    expect(server.requests.some((r) => r.startsWith('/youtube/v3/playlistItems?'))).toBe(true);
  });

  it('reads a video with its ISO 8601 duration', async () => {
    const answer = await platforms().videoMetadata(`https://www.youtube.com/watch?v=${single.id}`);
    expect(answer.missing).toEqual([]);
    expect(answer.metadata).toMatchObject({
      title: 'Learning TypeScript',
      channelTitle: 'Lumen Academy',
      description: 'All about types.',
      duration: 245,
      thumbnailUrl: `https://i.ytimg.com/vi/${single.id}/hqdefault.jpg`,
    });
  });

  it('says empty and refused plainly', async () => {
    await expect(platforms().playlist('PLempty')).rejects.toThrow(NO_VIDEOS_MESSAGE);
    await expect(platforms('wrong-key').playlist('PLlong')).rejects.toThrow(
      /Could not load the playlist \(Data API: HTTP 403 from/,
    );
    const answer = await platforms('wrong-key').videoMetadata(`https://youtu.be/${single.id}`);
    expect(answer.missing[0]!.reason).toMatch(/^Data API: HTTP 403 from/);
  });
});

describe('other platforms', () => {
  it('uses oEmbed where it answers, else the link alone', async () => {
    const platforms = createPlatforms(fixtureConfig(server.origin));
    const x = await platforms.videoMetadata('https://x.com/lumen/status/1');
    expect(x).toEqual({
      metadata: { title: 'A post with a video', author: 'Lumen' },
      missing: [],
    });
    const twitch = await platforms.videoMetadata('https://www.twitch.tv/videos/123');
    expect(twitch.metadata).toEqual({});
    expect(twitch.missing[0]!.reason).toBe(
      'Twitch has no oEmbed endpoint configured; imported from the link alone',
    );
    const xMissing = await platforms.videoMetadata('https://x.com/lumen/status/2');
    expect(xMissing.missing.map((g) => g.field)).toEqual(['title', 'author', 'thumbnail']);
  });
});
