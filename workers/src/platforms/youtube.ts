// The YouTube adapter: the Data API when a key is configured, else the public pages.
import type { OutboundClient } from '../outbound/outbound-client.ts';
import { reasonOf } from '../outbound/outbound-errors.ts';
import { oembedMetadata } from './oembed.ts';
import type { PlatformConfig } from './platform-config.ts';
import type { MetadataAnswer, PlaylistAnswer, PlaylistEntry } from './platform-types.ts';
import { dataApiPlaylist, dataApiVideo, type DataApiConfig } from './youtube-data-api.ts';
import { playlistFeedEntries, playlistPageEntries, watchPageDetails } from './youtube-pages.ts';

export const NO_VIDEOS_MESSAGE = 'No videos found in playlist';

export interface YouTubeAdapter {
  videoMetadata(videoId: string): Promise<MetadataAnswer>;
  playlist(playlistId: string): Promise<PlaylistAnswer>;
}

export function createYouTube(
  client: OutboundClient,
  config: Pick<PlatformConfig, 'youtube' | 'maxPlaylistVideos'>,
): YouTubeAdapter {
  const { apiKey, apiOrigin, origin } = config.youtube;
  const max = config.maxPlaylistVideos;
  const dataApi: DataApiConfig | null = apiKey ? { apiKey, apiOrigin } : null;

  async function pagesMetadata(videoId: string): Promise<MetadataAnswer> {
    const watchUrl = new URL('/watch', origin);
    watchUrl.searchParams.set('v', videoId);
    const [oembed, watch] = await Promise.all([
      oembedMetadata(client, origin, watchUrl.href),
      watchPageDetails(client, origin, videoId).then(
        (details) => ({ details, reason: null }),
        (error: unknown) => ({ details: {}, reason: `watch page: ${reasonOf(error)}` }),
      ),
    ]);
    // oEmbed is the authority on title/author/thumbnail; the watch page fills what it lacks.
    const metadata = { ...watch.details, ...oembed.metadata };
    const missing = oembed.missing.filter(
      (gap) =>
        !(gap.field === 'title' && metadata.title) && !(gap.field === 'author' && metadata.author),
    );
    if (watch.reason) {
      missing.push({ field: 'duration', reason: watch.reason });
      if (!metadata.description) missing.push({ field: 'description', reason: watch.reason });
    }
    return { metadata, missing };
  }

  async function pagesPlaylist(playlistId: string): Promise<PlaylistAnswer> {
    const failures: string[] = [];
    const attempt = async (
      source: 'page' | 'feed',
      read: () => Promise<PlaylistEntry[]>,
    ): Promise<PlaylistEntry[] | null> => {
      try {
        return await read();
      } catch (error) {
        failures.push(`${source}: ${reasonOf(error)}`);
        return null;
      }
    };
    const page = await attempt('page', () => playlistPageEntries(client, origin, playlistId));
    if (page && page.length > 0) return { entries: page.slice(0, max), source: 'page' };
    const feed = await attempt('feed', () => playlistFeedEntries(client, origin, playlistId));
    if (feed && feed.length > 0) return { entries: feed.slice(0, max), source: 'feed' };
    // An answer with no entries is an empty playlist; only failures everywhere is a failure.
    if (page || feed) throw new Error(NO_VIDEOS_MESSAGE);
    throw new Error(`Could not load the playlist (${failures.join('; ')})`);
  }

  return {
    async videoMetadata(videoId) {
      if (!dataApi) return pagesMetadata(videoId);
      try {
        return await dataApiVideo(client, dataApi, videoId);
      } catch (error) {
        const reason = `Data API: ${reasonOf(error)}`;
        return { metadata: {}, missing: [{ field: 'video', reason }] };
      }
    },
    async playlist(playlistId) {
      if (!dataApi) return pagesPlaylist(playlistId);
      let entries: PlaylistEntry[];
      try {
        entries = await dataApiPlaylist(client, dataApi, playlistId, max);
      } catch (error) {
        throw new Error(`Could not load the playlist (Data API: ${reasonOf(error)})`, {
          cause: error,
        });
      }
      if (entries.length === 0) throw new Error(NO_VIDEOS_MESSAGE);
      return { entries, source: 'data-api' };
    },
  };
}
