import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, parseEnvironment } from '../../src/config-parsing.ts';
import { platformConfigFrom, platformEnvShape } from '../../src/platforms/index.ts';

const parse = (env: Record<string, string>) =>
  platformConfigFrom(parseEnvironment(z.object(platformEnvShape), env));

describe('platform configuration', () => {
  it('has the public platforms and safe limits by default', () => {
    expect(parse({})).toEqual({
      youtube: {
        apiKey: undefined,
        apiOrigin: 'https://www.googleapis.com',
        origin: 'https://www.youtube.com',
      },
      oembed: { x: 'https://publish.twitter.com', facebook: undefined, twitch: undefined },
      maxPlaylistVideos: 20,
      outbound: { timeoutMs: 10_000, maxBytes: 8 * 1024 * 1024, trustedOrigins: [] },
    });
  });

  it('reads every variable', () => {
    const config = parse({
      YOUTUBE_API_KEY: 'k',
      YOUTUBE_API_ORIGIN: 'http://127.0.0.1:9000/',
      YOUTUBE_ORIGIN: 'http://127.0.0.1:9000',
      X_OEMBED_ORIGIN: '',
      FACEBOOK_OEMBED_ORIGIN: 'https://fb-oembed.intranet.example',
      TWITCH_OEMBED_ORIGIN: 'https://twitch-oembed.intranet.example',
      IMPORT_MAX_PLAYLIST_VIDEOS: '5',
      OUTBOUND_TIMEOUT_MS: '2000',
      OUTBOUND_MAX_BYTES: '65536',
      OUTBOUND_TRUSTED_ORIGINS: 'http://127.0.0.1:9000, http://media.intranet:8080/videos',
    });
    expect(config).toEqual({
      youtube: { apiKey: 'k', apiOrigin: 'http://127.0.0.1:9000', origin: 'http://127.0.0.1:9000' },
      oembed: {
        x: undefined,
        facebook: 'https://fb-oembed.intranet.example',
        twitch: 'https://twitch-oembed.intranet.example',
      },
      maxPlaylistVideos: 5,
      outbound: {
        timeoutMs: 2000,
        maxBytes: 65536,
        trustedOrigins: ['http://127.0.0.1:9000', 'http://media.intranet:8080'],
      },
    });
  });

  it('names a bad origin', () => {
    expect(() => parse({ YOUTUBE_ORIGIN: 'ftp://x', OUTBOUND_TRUSTED_ORIGINS: 'nope' })).toThrow(
      ConfigError,
    );
    expect(() => parse({ YOUTUBE_ORIGIN: 'ftp://x' })).toThrow(/YOUTUBE_ORIGIN/);
  });
});
