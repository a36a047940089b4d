// A local stand-in for the video platforms (127.0.0.1, port 0): YouTube's watch, playlist and
// oEmbed pages, its Atom feed and Data API v3, other oEmbed answers, media files with Range
// support (counting the bytes served per file) and redirects, all from an in-memory description.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureVideo {
  id: string;
  title: string;
  author?: string;
  description?: string;
  durationSeconds?: number;
  /** Its watch page, oEmbed and Data API answer 404 (a deleted or private video). */
  broken?: boolean;
}

export interface FixturePlaylist {
  id: string;
  videos: FixtureVideo[];
  /** The playlist page answers 500 (the feed is the fallback). */
  pageBroken?: boolean;
  /** The feed answers 404. */
  feedBroken?: boolean;
}

export interface FixtureDescription {
  videos?: FixtureVideo[];
  playlists?: FixturePlaylist[];
  /** The key the Data API accepts (others answer 403). */
  apiKey?: string;
  /** oEmbed answers for non-YouTube links, by the link. */
  oembed?: Record<string, { title: string; author_name?: string; thumbnail_url?: string }>;
  /** Media files by path (e.g. '/media/a.mp4'): a file on disk to serve. */
  files?: Record<string, string>;
  /** Paths of files served whole (200), Range ignored, as by a server without range support. */
  ignoreRange?: string[];
  /** Redirects by path: the Location to answer with. */
  redirects?: Record<string, string>;
  /** Slows the playlist page and the watch pages, so a test can watch loading and progress. */
  delayMs?: { playlist?: number; watch?: number };
  /** Thumbnails at this server (a 1×1 PNG) instead of i.ytimg.com: for a browser offline. */
  localThumbnails?: boolean;
}

export interface PlatformFixtureServer {
  origin: string;
  /** Bytes of the file at `path` sent so far. */
  bytesServed(path: string): number;
  /** Every request's path and query, in order. */
  requests: string[];
  close(): Promise<void>;
}

const script = (variable: string, value: unknown) =>
  `<script nonce="x">var ${variable} = ${JSON.stringify(value)};var meta = document.createElement('meta');</script>`;

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>YouTube</title><script>window.ytcfg = {"a": "};"};</script></head><body>${body}</body></html>`;

/** The initial data of a playlist page, as deep as the real site nests it. */
function initialData(playlist: FixturePlaylist) {
  const contents = playlist.videos.map((v) => ({
    playlistVideoRenderer: { videoId: v.id, title: { runs: [{ text: v.title }] }, index: {} },
  }));
  return {
    responseContext: {},
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
                        contents: [{ playlistVideoListRenderer: { contents } }],
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
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function feed(playlist: FixturePlaylist): string {
  const entries = playlist.videos
    .map(
      (v) =>
        `<entry><id>yt:video:${v.id}</id><yt:videoId>${v.id}</yt:videoId><title>${escapeXml(v.title)}</title></entry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns="http://www.w3.org/2005/Atom"><title>Playlist</title>${entries}</feed>`;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const isoDuration = (seconds: number) => `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;

export async function startPlatformFixtureServer(
  description: FixtureDescription,
): Promise<PlatformFixtureServer> {
  const served = new Map<string, number>();
  const requests: string[] = [];
  const playlists = description.playlists ?? [];
  const allVideos = [...(description.videos ?? []), ...playlists.flatMap((p) => p.videos)];
  const video = (id: string | null) => allVideos.find((v) => v.id === id && !v.broken);
  const playlist = (id: string | null) => playlists.find((p) => p.id === id);
  let origin = '';
  const thumbnail = (id: string) =>
    description.localThumbnails
      ? `${origin}/vi/${id}/hqdefault.png`
      : `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
  const pause = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
  const files = new Map(
    Object.entries(description.files ?? {}).map(([path, file]) => [path, readFileSync(file)]),
  );

  function send(res: ServerResponse, status: number, type: string, body: string | Buffer) {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }

  function serveFile(req: IncomingMessage, res: ServerResponse, path: string, data: Buffer) {
    const honoured = !description.ignoreRange?.includes(path);
    const range = honoured ? /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '') : null;
    let start = 0;
    let end = data.length - 1;
    if (range) {
      start = Number(range[1]);
      end = Math.min(range[2] ? Number(range[2]) : end, data.length - 1);
      if (start >= data.length) {
        res.writeHead(416, { 'content-range': `bytes */${data.length}` });
        res.end();
        return;
      }
    }
    const body = data.subarray(start, end + 1);
    served.set(path, (served.get(path) ?? 0) + body.length);
    res.writeHead(range ? 206 : 200, {
      'content-type': 'application/octet-stream',
      'accept-ranges': 'bytes',
      'content-length': body.length,
      ...(range ? { 'content-range': `bytes ${start}-${end}/${data.length}` } : {}),
    });
    res.end(body);
  }

  function dataApi(res: ServerResponse, resource: string, query: URLSearchParams) {
    if (!description.apiKey || query.get('key') !== description.apiKey) {
      send(res, 403, 'application/json', JSON.stringify({ error: { code: 403 } }));
      return;
    }
    if (resource === 'playlistItems') {
      const list = playlist(query.get('playlistId'));
      if (!list) return send(res, 404, 'application/json', '{"error":{"code":404}}');
      const max = Number(query.get('maxResults') ?? 5);
      const items = list.videos.slice(0, max).map((v) => ({
        snippet: { title: v.title, resourceId: { kind: 'youtube#video', videoId: v.id } },
      }));
      return send(res, 200, 'application/json', JSON.stringify({ items }));
    }
    const ids = (query.get('id') ?? '').split(',');
    const items = ids.flatMap((id) => {
      const v = video(id);
      if (!v) return [];
      return [
        {
          id: v.id,
          snippet: {
            title: v.title,
            description: v.description ?? '',
            channelTitle: v.author ?? 'Fixture Channel',
            thumbnails: { high: { url: thumbnail(v.id) } },
          },
          contentDetails: { duration: isoDuration(v.durationSeconds ?? 0) },
        },
      ];
    });
    send(res, 200, 'application/json', JSON.stringify({ items }));
  }

  function oembed(res: ServerResponse, link: string) {
    const other = description.oembed?.[link];
    if (other) return send(res, 200, 'application/json', JSON.stringify(other));
    const id = URL.canParse(link) ? new URL(link).searchParams.get('v') : null;
    const v = video(id);
    if (!v) return send(res, 404, 'text/plain', 'Not Found');
    send(
      res,
      200,
      'application/json',
      JSON.stringify({
        title: v.title,
        author_name: v.author ?? 'Fixture Channel',
        thumbnail_url: thumbnail(v.id),
        type: 'video',
      }),
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fixture.invalid');
    requests.push(url.pathname + url.search);
    const q = url.searchParams;
    const file = files.get(url.pathname);
    if (file) return serveFile(req, res, url.pathname, file);
    const redirect = description.redirects?.[url.pathname];
    if (redirect) {
      res.writeHead(302, { location: redirect });
      return res.end();
    }
    if (url.pathname === '/oembed') return oembed(res, q.get('url') ?? '');
    if (url.pathname.startsWith('/youtube/v3/')) {
      return dataApi(res, url.pathname.slice('/youtube/v3/'.length), q);
    }
    if (url.pathname.startsWith('/vi/')) return send(res, 200, 'image/png', PNG);
    if (url.pathname === '/watch') {
      await pause(description.delayMs?.watch);
      const v = video(q.get('v'));
      if (!v) return send(res, 404, 'text/html', page('<p>This video is unavailable</p>'));
      const details = {
        videoId: v.id,
        title: v.title,
        lengthSeconds: String(v.durationSeconds ?? 0),
        author: v.author ?? 'Fixture Channel',
        shortDescription: v.description ?? '',
      };
      const player = { playabilityStatus: { status: 'OK' }, videoDetails: details };
      return send(res, 200, 'text/html', page(script('ytInitialPlayerResponse', player)));
    }
    if (url.pathname === '/playlist') {
      await pause(description.delayMs?.playlist);
      const list = playlist(q.get('list'));
      if (!list || list.pageBroken) return send(res, 500, 'text/html', page('<p>Oops</p>'));
      return send(res, 200, 'text/html', page(script('ytInitialData', initialData(list))));
    }
    if (url.pathname === '/feeds/videos.xml') {
      const list = playlist(q.get('playlist_id'));
      if (!list || list.feedBroken) return send(res, 404, 'text/plain', 'Not Found');
      return send(res, 200, 'application/atom+xml', feed(list));
    }
    send(res, 404, 'text/plain', 'Not Found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, 'text/plain', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    bytesServed: (path) => served.get(path) ?? 0,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
