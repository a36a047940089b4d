// The platform adapters' knobs, as one zod shape (like pipeline-config.ts): every origin is
// configurable so tests point them at a local fixture server, and the outbound limits live here.
import { z } from 'zod';
import { urlOf } from '../config-parsing.ts';
import type { OutboundConfig } from '../outbound/outbound-client.ts';

const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const origin = urlOf(['http://', 'https://']);
/** An origin that may be left empty to switch the feature off. */
const originOrOff = z.union([z.literal('').transform(() => undefined), origin]);
const optionalOrigin = originOrOff.optional();

export const platformEnvShape = {
  /** YouTube Data API v3 key; unset: the public pages, oEmbed and feed. */
  YOUTUBE_API_KEY: z.string().trim().optional(),
  YOUTUBE_API_ORIGIN: origin.default('https://www.googleapis.com'),
  YOUTUBE_ORIGIN: origin.default('https://www.youtube.com'),
  /** X's public oEmbed endpoint (GET {origin}/oembed?url=). */
  X_OEMBED_ORIGIN: z.string().default('https://publish.twitter.com').pipe(originOrOff),
  /** Facebook and Twitch have no key-less public oEmbed today: unset, their links import alone. */
  FACEBOOK_OEMBED_ORIGIN: optionalOrigin,
  TWITCH_OEMBED_ORIGIN: optionalOrigin,
  /** Videos a playlist import takes at most. */
  IMPORT_MAX_PLAYLIST_VIDEOS: int(1, 500, 20),
  /** One outbound call (with its redirects) ends after this long. */
  OUTBOUND_TIMEOUT_MS: int(100, 300_000, 10_000),
  /** Bytes one outbound answer may have (a playlist page is ~1 MB). */
  OUTBOUND_MAX_BYTES: int(1024, 1024 ** 3, 8 * 1024 * 1024),
  /** Comma-separated origins that skip the address check (an intranet media server, tests). */
  OUTBOUND_TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin)),
};

export type PlatformEnv = z.output<z.ZodObject<typeof platformEnvShape>>;

export interface PlatformConfig {
  youtube: { apiKey?: string; apiOrigin: string; origin: string };
  /** oEmbed origins per platform; absent: that platform's links import without metadata. */
  oembed: { x?: string; facebook?: string; twitch?: string };
  maxPlaylistVideos: number;
  outbound: Omit<OutboundConfig, 'platformOrigins' | 'resolve'>;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function platformConfigFrom(env: PlatformEnv): PlatformConfig {
  const optional = (url: string | undefined) => (url ? trimSlash(url) : undefined);
  return {
    youtube: {
      apiKey: env.YOUTUBE_API_KEY || undefined,
      apiOrigin: trimSlash(env.YOUTUBE_API_ORIGIN),
      origin: trimSlash(env.YOUTUBE_ORIGIN),
    },
    oembed: {
      x: optional(env.X_OEMBED_ORIGIN),
      facebook: optional(env.FACEBOOK_OEMBED_ORIGIN),
      twitch: optional(env.TWITCH_OEMBED_ORIGIN),
    },
    maxPlaylistVideos: env.IMPORT_MAX_PLAYLIST_VIDEOS,
    outbound: {
      timeoutMs: env.OUTBOUND_TIMEOUT_MS,
      maxBytes: env.OUTBOUND_MAX_BYTES,
      trustedOrigins: env.OUTBOUND_TRUSTED_ORIGINS.map((o) => new URL(o).origin),
    },
  };
}
