// YouTube with an API key: the official Data API v3 (playlistItems, videos with
// contentDetails.duration as an ISO 8601 duration).
import { parse as parseIsoDuration } from 'tinyduration';
import { z } from 'zod';
import { isYouTubeId } from '@lumen/contract';
import type { OutboundClient } from '../outbound/outbound-client.ts';
import { fetchJson } from './fetch-answer.ts';
import type { MetadataAnswer, PlaylistEntry } from './platform-types.ts';

export interface DataApiConfig {
  apiKey: string;
  apiOrigin: string;
}

const playlistItemsSchema = z.object({
  items: z
    .array(
      z.object({
        snippet: z.object({
          title: z.string().default(''),
          resourceId: z.object({ videoId: z.string().optional() }),
        }),
      }),
    )
    .default([]),
});

const videosSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z
          .object({
            title: z.string().optional(),
            description: z.string().optional(),
            channelTitle: z.string().optional(),
            thumbnails: z.record(z.string(), z.object({ url: z.string() })).optional(),
          })
          .optional(),
        contentDetails: z.object({ duration: z.string().optional() }).optional(),
      }),
    )
    .default([]),
});

/** Whole seconds of an ISO 8601 duration (PT4M5S → 245); undefined when unreadable. */
export function isoDurationSeconds(value: string): number | undefined {
  try {
    const d = parseIsoDuration(value);
    const days = (d.weeks ?? 0) * 7 + (d.days ?? 0);
    return Math.round(
      days * 86_400 + (d.hours ?? 0) * 3600 + (d.minutes ?? 0) * 60 + (d.seconds ?? 0),
    );
  } catch {
    return undefined;
  }
}

function apiUrl(config: DataApiConfig, resource: string, params: Record<string, string>): string {
  const url = new URL(`/youtube/v3/${resource}`, config.apiOrigin);
  for (const [name, value] of Object.entries({ ...params, key: config.apiKey })) {
    url.searchParams.set(name, value);
  }
  return url.href;
}

export async function dataApiPlaylist(
  client: OutboundClient,
  config: DataApiConfig,
  playlistId: string,
  max: number,
): Promise<PlaylistEntry[]> {
  const url = apiUrl(config, 'playlistItems', {
    part: 'snippet',
    playlistId,
    maxResults: String(Math.min(max, 50)),
  });
  const answer = await fetchJson(client, url, playlistItemsSchema);
  return answer.items
    .flatMap(({ snippet }) => {
      const id = snippet.resourceId.videoId;
      return id && isYouTubeId(id) ? [{ youtubeId: id, title: snippet.title }] : [];
    })
    .slice(0, max);
}

export async function dataApiVideo(
  client: OutboundClient,
  config: DataApiConfig,
  videoId: string,
): Promise<MetadataAnswer> {
  const url = apiUrl(config, 'videos', { part: 'snippet,contentDetails', id: videoId });
  const answer = await fetchJson(client, url, videosSchema);
  const item = answer.items.find((i) => i.id === videoId);
  if (!item) {
    return {
      metadata: {},
      missing: [{ field: 'video', reason: 'the Data API does not know this video' }],
    };
  }
  const thumbnails = item.snippet?.thumbnails ?? {};
  const thumbnail = thumbnails.high ?? thumbnails.medium ?? thumbnails.default;
  const rawDuration = item.contentDetails?.duration;
  const duration = rawDuration ? isoDurationSeconds(rawDuration) : undefined;
  return {
    metadata: {
      title: item.snippet?.title,
      description: item.snippet?.description,
      author: item.snippet?.channelTitle,
      channelTitle: item.snippet?.channelTitle,
      thumbnailUrl: thumbnail?.url,
      duration,
    },
    missing:
      duration === undefined
        ? [{ field: 'duration', reason: 'the Data API gave no readable duration' }]
        : [],
  };
}
