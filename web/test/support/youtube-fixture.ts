// A stand-in for the public YouTube pages the server reads when importing without an API key
// (YOUTUBE_ORIGIN): playlist pages with their initial data, playlist feeds, oEmbed answers
// and watch pages with the player response. It listens on 127.0.0.1 only; the tests never
// touch the internet.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureVideo {
  youtubeId: string;
  title: string;
}

export interface YouTubeFixture {
  origin: string;
  /** Every path (with query) asked for, in order. */
  requests: string[];
  close: () => Promise<void>;
}

/** Every video is 4:05 long and made by the same channel. */
export const FIXTURE_LENGTH_SECONDS = 245;
export const FIXTURE_AUTHOR = 'Fixture Channel';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script>: no `</script>` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function playlistPage(videos: readonly FixtureVideo[]): string {
  const data = {
    contents: {
      twoColumnBrowseResultsRenderer: {
        tabs: [
          {
            tabRenderer: {
              content: {
                sectionListRenderer: {
                  contents: [
                    {
                      itemSectionRenderer: {
                        contents: [
                          {
                            playlistVideoListRenderer: {
                              contents: videos.map((video) => ({
                                playlistVideoRenderer: {
                                  videoId: video.youtubeId,
                                  title: { runs: [{ text: video.title }] },
                                },
                              })),
                            },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
            },
          },
        ],
      },
    },
  };
  return `<!doctype html><html><head><title>Playlist</title></head><body><script>var ytInitialData = ${scriptJson(data)};</script></body></html>`;
}

function playlistFeed(playlistId: string, videos: readonly FixtureVideo[]): string {
  const entries = videos
    .map(
      (video) =>
        `<entry><id>yt:video:${video.youtubeId}</id><yt:videoId>${video.youtubeId}</yt:videoId><title>${escapeXml(video.title)}</title></entry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns="http://www.w3.org/2005/Atom"><yt:playlistId>${playlistId}</yt:playlistId><title>Playlist</title>${entries}</feed>`;
}

function watchPage(video: FixtureVideo): string {
  const player = {
    videoDetails: {
      videoId: video.youtubeId,
      title: video.title,
      lengthSeconds: String(FIXTURE_LENGTH_SECONDS),
      author: FIXTURE_AUTHOR,
      shortDescription: `About ${video.title}.`,
    },
  };
  return `<!doctype html><html><body><script>var ytInitialPlayerResponse = ${scriptJson(player)};</script></body></html>`;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Serves `playlists` (playlist id → its videos) and the single `videos`; a watch or oEmbed
 * request for an id it does not know answers 404. `delayMs` slows every answer down, so a
 * test can see loading states and a job in progress.
 */
export async function startYouTubeFixture(options: {
  playlists: Record<string, readonly FixtureVideo[]>;
  videos?: readonly FixtureVideo[];
  delayMs?: { playlist?: number; watch?: number };
}): Promise<YouTubeFixture> {
  const requests: string[] = [];
  const known = new Map<string, FixtureVideo>();
  for (const video of [...Object.values(options.playlists).flat(), ...(options.videos ?? [])])
    known.set(video.youtubeId, video);
  let origin = '';

  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  const pause = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/playlist') {
      await pause(options.delayMs?.playlist);
      const videos = options.playlists[url.searchParams.get('list') ?? ''];
      return videos
        ? send(res, 200, 'text/html; charset=utf-8', playlistPage(videos))
        : send(res, 404, 'text/html', '<html><body>This playlist does not exist.</body></html>');
    }
    if (url.pathname === '/feeds/videos.xml') {
      const id = url.searchParams.get('playlist_id') ?? '';
      const videos = options.playlists[id];
      return videos
        ? send(res, 200, 'application/atom+xml; charset=utf-8', playlistFeed(id, videos))
        : send(res, 404, 'text/plain', 'Not found');
    }
    if (url.pathname === '/oembed') {
      const link = url.searchParams.get('url') ?? '';
      const id = URL.canParse(link) ? new URL(link).searchParams.get('v') : null;
      const video = id ? known.get(id) : undefined;
      if (!video) return send(res, 404, 'text/plain', 'Not Found');
      return send(
        res,
        200,
        'application/json',
        JSON.stringify({
          type: 'video',
          title: video.title,
          author_name: FIXTURE_AUTHOR,
          thumbnail_url: `${origin}/vi/${video.youtubeId}/hqdefault.png`,
        }),
      );
    }
    if (url.pathname === '/watch') {
      await pause(options.delayMs?.watch);
      const video = known.get(url.searchParams.get('v') ?? '');
      return video
        ? send(res, 200, 'text/html; charset=utf-8', watchPage(video))
        : send(res, 404, 'text/html', '<html><body>Video unavailable</body></html>');
    }
    if (url.pathname.startsWith('/vi/')) return send(res, 200, 'image/png', PNG);
    send(res, 404, 'text/plain', 'Not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, 'text/plain', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
