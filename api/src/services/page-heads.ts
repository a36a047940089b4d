// What a link preview reads: the <head> of the HTML a page path answers. Every screen is the
// same SPA, but a shared video, embed or collection link must unfurl with its own title, text,
// image and player (Open Graph, the X player card, oEmbed discovery), so the server writes those
// into the SPA's index.html for these three paths. Heads are cached briefly: a preview burst
// (a link posted to a busy channel) costs one database read.
import { join } from 'node:path';
import { imageSizeFromFile } from 'image-size/fromFile';
import { LRUCache } from 'lru-cache';
import {
  SEED_MEDIA_PATH,
  descriptionText,
  findCollection,
  findWatchableVideo,
  type Database,
} from '@lumen/db';

export const EMBED_WIDTH = 1280;
export const EMBED_HEIGHT = 720;
const DESCRIPTION_MAX = 300;
const HEAD_CACHE_SIZE = 2000;
const HEAD_CACHE_TTL_MS = 60_000;

export interface ImageInfo {
  url: string;
  width?: number;
  height?: number;
}

export interface PageHead {
  title: string;
  description: string;
  /** Who made the video, when known. */
  author: string | null;
  canonicalUrl: string;
  ogType: 'video.other' | 'website';
  image: ImageInfo | null;
  /** The embeddable player of a video page. */
  player: { url: string; width: number; height: number } | null;
  /** The oEmbed discovery link of a video page. */
  oembedUrl: string | null;
  /** Kept out of search engines: an unlisted video is shared by link only. */
  noindex: boolean;
}

/** The kind of page and its id (null when it cannot name a record), for the paths whose
 * preview names a video or collection. */
function recordOf(
  path: string,
): { kind: 'watch' | 'embed' | 'collection'; id: number | null } | null {
  const match = /^\/(watch|embed|collections)\/([^/]+)\/?$/i.exec(path);
  if (!match) return null;
  const kind = match[1]!.toLowerCase();
  return {
    kind: kind === 'collections' ? 'collection' : (kind as 'watch' | 'embed'),
    id: /^\d{1,9}$/.test(match[2]!) ? Number(match[2]) : null,
  };
}

/** Whether a page path names a video or collection, so that an unknown id is a 404. */
export function namesRecord(path: string): boolean {
  return recordOf(path) !== null;
}

// YouTube's thumbnails come in fixed sizes, named in the URL.
const YOUTUBE_SIZES: Record<string, [number, number]> = {
  default: [120, 90],
  mqdefault: [320, 180],
  hqdefault: [480, 360],
  sddefault: [640, 480],
  maxresdefault: [1280, 720],
};

export interface PageHeadOptions {
  db: Database;
  /** Where /uploads/ and the seed media are read from, to tell a local image's size. */
  uploadsDir: string;
  seedMediaDir: string;
}

export function createPageHeads({ db, uploadsDir, seedMediaDir }: PageHeadOptions) {
  const cache = new LRUCache<string, { head: PageHead | null }>({
    max: HEAD_CACHE_SIZE,
    ttl: HEAD_CACHE_TTL_MS,
  });

  async function imageInfo(url: string | null, origin: string): Promise<ImageInfo | null> {
    if (!url) return null;
    const absolute = new URL(url, origin);
    const youtube = /^\/vi(?:_webp)?\/[\w-]+\/(\w+)\.\w+$/.exec(absolute.pathname);
    if (absolute.hostname.endsWith('ytimg.com') && youtube && YOUTUBE_SIZES[youtube[1]!]) {
      const [width, height] = YOUTUBE_SIZES[youtube[1]!]!;
      return { url: absolute.href, width, height };
    }
    const localDir =
      absolute.origin !== origin
        ? null
        : absolute.pathname.startsWith('/uploads/')
          ? uploadsDir
          : absolute.pathname.startsWith(`${SEED_MEDIA_PATH}/`)
            ? seedMediaDir
            : null;
    const name = absolute.pathname.split('/').at(-1)!;
    if (localDir && /^[\w.-]+$/.test(name) && !name.startsWith('.')) {
      try {
        const { width, height } = await imageSizeFromFile(join(localDir, name));
        return { url: absolute.href, width, height };
      } catch {
        // a missing or unreadable image is still linked, just without its size
      }
    }
    return { url: absolute.href };
  }

  async function read(path: string, origin: string): Promise<PageHead | null> {
    const record = recordOf(path);
    if (record?.id == null) return null;
    if (record.kind === 'collection') {
      const collection = await findCollection(db, record.id);
      if (!collection) return null;
      return {
        title: collection.name,
        description: shorten(descriptionText(collection.description)),
        author: null,
        canonicalUrl: `${origin}/collections/${collection.id}`,
        ogType: 'website',
        image: await imageInfo(collection.thumbnailUrl, origin),
        player: null,
        oembedUrl: null,
        noindex: false,
      };
    }
    // As an anonymous visitor (an unfurler) may see it: a draft or scheduled video is unknown.
    const video = await findWatchableVideo(db, record.id);
    if (!video) return null;
    const watchUrl = `${origin}/watch/${video.id}`;
    return {
      title: video.title,
      description: shorten(descriptionText(video.description)),
      author: video.author ?? video.youtubeChannelTitle,
      canonicalUrl: watchUrl,
      ogType: 'video.other',
      image: await imageInfo(video.thumbnailUrl, origin),
      player: { url: `${origin}/embed/${video.id}`, width: EMBED_WIDTH, height: EMBED_HEIGHT },
      oembedUrl: `${origin}/oembed?format=json&url=${encodeURIComponent(watchUrl)}`,
      noindex: video.visibility === 'unlisted',
    };
  }

  return {
    /** The head of a video, embed or collection page as the public sees it; null for other paths,
     * unknown ids and videos the public may not watch. */
    async headFor(path: string, origin: string): Promise<PageHead | null> {
      const key = `${origin}${path.toLowerCase()}`;
      const cached = cache.get(key);
      if (cached) return cached.head;
      const head = await read(path, origin);
      cache.set(key, { head });
      return head;
    },
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;

function shorten(text: string): string {
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** Text made safe for HTML content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function metaTags(head: PageHead, siteName: string): string[] {
  const property = (name: string, value: string | number) =>
    `<meta property="${name}" content="${escapeHtml(String(value))}" />`;
  const named = (name: string, value: string | number) =>
    `<meta name="${name}" content="${escapeHtml(String(value))}" />`;
  const tags = [
    ...(head.noindex ? [named('robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    property('og:site_name', siteName),
    property('og:type', head.ogType),
    property('og:title', head.title),
    property('og:url', head.canonicalUrl),
  ];
  if (head.description) tags.push(property('og:description', head.description));
  if (head.image) {
    tags.push(property('og:image', head.image.url));
    if (head.image.url.startsWith('https:'))
      tags.push(property('og:image:secure_url', head.image.url));
    if (head.image.width && head.image.height)
      tags.push(
        property('og:image:width', head.image.width),
        property('og:image:height', head.image.height),
      );
    tags.push(property('og:image:alt', head.title));
  }
  if (head.player) {
    const { url, width, height } = head.player;
    tags.push(
      property('og:video', url),
      ...(url.startsWith('https:') ? [property('og:video:secure_url', url)] : []),
      property('og:video:type', 'text/html'),
      property('og:video:width', width),
      property('og:video:height', height),
      named('twitter:card', 'player'),
      named('twitter:player', url),
      named('twitter:player:width', width),
      named('twitter:player:height', height),
    );
  } else {
    tags.push(named('twitter:card', head.image ? 'summary_large_image' : 'summary'));
  }
  tags.push(named('twitter:title', head.title));
  if (head.description) tags.push(named('twitter:description', head.description));
  if (head.image) tags.push(named('twitter:image', head.image.url));
  if (head.oembedUrl)
    tags.push(
      `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(head.oembedUrl)}" title="${escapeHtml(head.title)}" />`,
    );
  return tags;
}

/**
 * The SPA's index.html with a page's own head: its title and description replace the generic
 * ones, and the preview tags are added before </head>. `siteName` is the site settings' name.
 */
export function fillHead(indexHtml: string, head: PageHead, siteName: string): string {
  // As the SPA titles its screens (use-page-title.ts).
  const title = `${head.title} · ${siteName}`;
  const filled = indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description || title)}" />`,
    );
  const tags = metaTags(head, siteName).join('\n    ');
  return filled.replace('</head>', () => `    ${tags}\n  </head>`);
}
