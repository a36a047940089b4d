// The platform adapters behind one entry: videoMetadata dispatches a link by its kind
// (contract's detectLinkKind); playlist reads a YouTube playlist.
import { detectLinkKind, extractYouTubeId } from '@lumen/contract';
import { createOutboundClient, type OutboundClient } from '../outbound/outbound-client.ts';
import type { Resolver } from '../outbound/guarded-lookup.ts';
import { directFileMetadata, HEADER_FIELDS } from './direct-file.ts';
import { linkAlone, oembedMetadata } from './oembed.ts';
import type { PlatformConfig } from './platform-config.ts';
import type { MetadataAnswer, PlaylistAnswer } from './platform-types.ts';
import { createYouTube } from './youtube.ts';

export interface Platforms {
  /** What can be learned about a link; gaps are listed in `missing`. Throws only for a bad URL. */
  videoMetadata(url: string): Promise<MetadataAnswer>;
  /** A YouTube playlist's entries (at most maxPlaylistVideos). Throws an Error for the admin. */
  playlist(playlistId: string): Promise<PlaylistAnswer>;
}

export class UnsupportedUrlError extends Error {}

const PLAYLIST_ID = /^[A-Za-z0-9_-]{2,64}$/;

export function createPlatforms(
  config: PlatformConfig,
  options: { resolve?: Resolver; client?: OutboundClient } = {},
): Platforms {
  const { youtube, oembed } = config;
  const platformOrigins = [
    youtube.origin,
    youtube.apiOrigin,
    oembed.x,
    oembed.facebook,
    oembed.twitch,
  ].filter((o): o is string => o !== undefined);
  const client =
    options.client ??
    createOutboundClient({ ...config.outbound, platformOrigins, resolve: options.resolve });
  const youTube = createYouTube(client, config);

  const viaOembed = (platform: string, origin: string | undefined, url: string) =>
    origin ? oembedMetadata(client, origin, url) : Promise.resolve(linkAlone(platform));

  return {
    async videoMetadata(url) {
      const link = url.trim();
      switch (detectLinkKind(link)) {
        case 'youtube': {
          const id = extractYouTubeId(link);
          if (!id)
            throw new UnsupportedUrlError('Unsupported URL: no YouTube video id in the link');
          return youTube.videoMetadata(id);
        }
        case 'x':
          return viaOembed('X', oembed.x, link);
        case 'facebook':
          return viaOembed('Facebook', oembed.facebook, link);
        case 'twitch':
          return viaOembed('Twitch', oembed.twitch, link);
        case 'direct': {
          if (!URL.canParse(link)) {
            const reason = 'a path on this server is not fetched';
            return { metadata: {}, missing: HEADER_FIELDS.map((field) => ({ field, reason })) };
          }
          return directFileMetadata(client, link);
        }
        case null:
          throw new UnsupportedUrlError('Unsupported URL');
      }
    },
    async playlist(playlistId) {
      if (!PLAYLIST_ID.test(playlistId)) throw new Error('Invalid playlist id');
      return youTube.playlist(playlistId);
    },
  };
}
