// Recognising video links: one place for the platform rules of both specs
// (public §5, admin §5 import table, DESIGN "{host}").

export const SOURCE_TYPES = ['upload', 'youtube', 'twitch', 'facebook', 'x'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export type LinkKind = Exclude<SourceType, 'upload'> | 'direct';

const HOSTS: Record<Exclude<LinkKind, 'direct'>, readonly string[]> = {
  youtube: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be'],
  twitch: ['twitch.tv', 'www.twitch.tv', 'm.twitch.tv', 'clips.twitch.tv'],
  facebook: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.watch'],
  x: ['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com'],
};

const DIRECT_FILE = /\.(mp4|mov|mkv|avi|wmv|flv|webm)(\?.*)?$/i;

function parseUrl(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** Which kind of link this is, or null when it is not one the product can import or play. */
export function detectLinkKind(url: string): LinkKind | null {
  const parsed = parseUrl(url);
  if (!parsed) return DIRECT_FILE.test(url.trim()) && url.trim().startsWith('/') ? 'direct' : null;
  const host = parsed.hostname.toLowerCase();
  for (const [kind, hosts] of Object.entries(HOSTS) as [
    Exclude<LinkKind, 'direct'>,
    readonly string[],
  ][]) {
    if (hosts.includes(host)) return kind;
  }
  return DIRECT_FILE.test(parsed.pathname + parsed.search) ? 'direct' : null;
}

/** The stored sourceType for a link: platform links keep their platform, anything else is 'upload'. */
export function sourceTypeOf(url: string): SourceType {
  const kind = detectLinkKind(url);
  return kind === null || kind === 'direct' ? 'upload' : kind;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** A YouTube video id: 11 characters of letters, digits, `-` and `_`. */
export function isYouTubeId(id: string): boolean {
  return YOUTUBE_ID.test(id);
}

// A stand-in origin to resolve paths against, as a browser resolves them against ours.
const THIS_SERVER = 'http://this-server.invalid';

/**
 * A link the product may store and put in an href or src: an http(s) URL, or a path on this
 * server. A path is judged the way a browser reads it, so `/\evil.example/x.mp4` or
 * `/\t/evil.example` (browsers read both as `//evil.example`) are other sites, not paths.
 */
export function isSafeLink(url: string): boolean {
  if (parseUrl(url)) return true;
  if (!url.startsWith('/')) return false;
  try {
    return new URL(url, THIS_SERVER).origin === THIS_SERVER;
  } catch {
    return false;
  }
}

/** The 11-character YouTube id of a watch, short, embed, shorts or live link; null otherwise. */
export function extractYouTubeId(url: string): string | null {
  const parsed = parseUrl(url);
  if (!parsed || detectLinkKind(url) !== 'youtube') return null;
  const host = parsed.hostname.toLowerCase();
  const candidate =
    host === 'youtu.be'
      ? parsed.pathname.slice(1).split('/')[0]
      : (parsed.searchParams.get('v') ??
        parsed.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/)?.[1] ??
        null);
  return candidate && isYouTubeId(candidate) ? candidate : null;
}

/** Public §5: YouTube watch/short links play in the embedded YouTube player. */
export function isYouTubePlayable(url: string): boolean {
  return extractYouTubeId(url) !== null;
}

export function youTubeThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube.com/embed/${id}`;
}

export function youTubeShareUrl(id: string): string {
  return `https://youtu.be/${id}`;
}
