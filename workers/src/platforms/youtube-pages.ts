// YouTube without an API key: the public pages. The watch page's player response carries the
// duration and description, the playlist page's initial data the entries, and the Atom feed
// is the playlist's fallback.
import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { isYouTubeId } from '@lumen/contract';
import type { OutboundClient } from '../outbound/outbound-client.ts';
import { UnexpectedAnswerError, fetchText } from './fetch-answer.ts';
import { findAll, scriptAssignment } from './page-json.ts';
import type { PlaylistEntry, VideoMetadata } from './platform-types.ts';

const videoDetailsSchema = z.object({
  videoId: z.string(),
  title: z.string().optional(),
  lengthSeconds: z.coerce.number().int().nonnegative().optional(),
  author: z.string().optional(),
  shortDescription: z.string().optional(),
});

/** The watch page's `videoDetails`: duration, title, author and description. */
export async function watchPageDetails(
  client: OutboundClient,
  origin: string,
  videoId: string,
): Promise<VideoMetadata> {
  const url = new URL('/watch', origin);
  url.searchParams.set('v', videoId);
  const html = await fetchText(client, url.href);
  const [details] = findAll(scriptAssignment(html, 'ytInitialPlayerResponse'), 'videoDetails');
  const parsed = videoDetailsSchema.safeParse(details);
  if (!parsed.success || parsed.data.videoId !== videoId) {
    throw new UnexpectedAnswerError('the watch page has no player response for this video');
  }
  const d = parsed.data;
  return {
    title: d.title,
    author: d.author,
    description: d.shortDescription,
    duration: d.lengthSeconds,
  };
}

const rendererSchema = z.object({
  videoId: z.string(),
  title: z.object({
    runs: z.array(z.object({ text: z.string() })).optional(),
    simpleText: z.string().optional(),
  }),
});

/** Entries of the playlist page's initial data, wherever the renderers sit in it. */
export async function playlistPageEntries(
  client: OutboundClient,
  origin: string,
  playlistId: string,
): Promise<PlaylistEntry[]> {
  const url = new URL('/playlist', origin);
  url.searchParams.set('list', playlistId);
  const html = await fetchText(client, url.href);
  const data = scriptAssignment(html, 'ytInitialData');
  if (data === undefined) throw new UnexpectedAnswerError('the playlist page has no initial data');
  return findAll(data, 'playlistVideoRenderer').flatMap((renderer) => {
    const parsed = rendererSchema.safeParse(renderer);
    if (!parsed.success || !isYouTubeId(parsed.data.videoId)) return [];
    const { title } = parsed.data;
    const text = title.runs?.map((r) => r.text).join('') ?? title.simpleText ?? '';
    return [{ youtubeId: parsed.data.videoId, title: text }];
  });
}

const feedSchema = z.object({
  feed: z.object({
    entry: z
      .array(z.object({ 'yt:videoId': z.coerce.string(), title: z.coerce.string().default('') }))
      .default([]),
  }),
});

const xml = new XMLParser({ isArray: (name) => name === 'entry', parseTagValue: false });

/** The playlist's Atom feed (`/feeds/videos.xml?playlist_id=`): the fallback. */
export async function playlistFeedEntries(
  client: OutboundClient,
  origin: string,
  playlistId: string,
): Promise<PlaylistEntry[]> {
  const url = new URL('/feeds/videos.xml', origin);
  url.searchParams.set('playlist_id', playlistId);
  const text = await fetchText(client, url.href);
  const parsed = feedSchema.safeParse(xml.parse(text));
  if (!parsed.success) throw new UnexpectedAnswerError('the playlist feed is not an Atom feed');
  return parsed.data.feed.entry.flatMap((entry) =>
    isYouTubeId(entry['yt:videoId'])
      ? [{ youtubeId: entry['yt:videoId'], title: entry.title }]
      : [],
  );
}
