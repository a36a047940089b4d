// The platform config the tests use: every origin at the fixture server, which is trusted.
import type { PlatformConfig } from '../../src/platforms/index.ts';

export function fixtureConfig(
  origin: string,
  overrides: Partial<PlatformConfig> = {},
): PlatformConfig {
  return {
    youtube: { apiOrigin: origin, origin },
    oembed: { x: origin },
    maxPlaylistVideos: 20,
    outbound: { timeoutMs: 5000, maxBytes: 8 * 1024 * 1024, trustedOrigins: [origin] },
    ...overrides,
  };
}
