// Each screen of the SPA is a chunk of its own (web/src/app/router.tsx), which the browser would
// ask for only once the entry chunk has loaded and run, and the screen's data only after that.
// The page's HTML names the screen's chunks up front (modulepreload), so they load beside the
// entry instead of after it, and the API reads the screen starts with (preload as fetch), so
// their answers are on the way while the code still runs. The chunk files come from Vite's
// build manifest.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VIDEO_PAGE_SIZE } from '@lumen/contract/constants';
import { VIDEO_ID_SEGMENT, spaRouteOf, type SpaRoute } from '@lumen/contract/spa-routes';

/** Each screen's module as the router imports it (a test holds this table to router.tsx). */
export const SCREEN_MODULES: Record<SpaRoute | 'notFound', string> = {
  embed: 'src/app/routes/embed.tsx',
  home: 'src/app/routes/home.tsx',
  videoLibrary: 'src/app/routes/watch-library.tsx',
  watch: 'src/app/routes/watch-video.tsx',
  category: 'src/app/routes/category.tsx',
  search: 'src/app/routes/search.tsx',
  searchQuery: 'src/app/routes/search.tsx',
  collections: 'src/app/routes/collections.tsx',
  collection: 'src/app/routes/collection-detail.tsx',
  live: 'src/app/routes/live.tsx',
  admin: 'src/app/routes/admin.tsx',
  adminQueues: 'src/app/routes/admin-queues.tsx',
  privacy: 'src/app/routes/privacy.tsx',
  cookies: 'src/app/routes/cookies.tsx',
  notFound: 'src/app/routes/not-found.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
}
/** Vite's build manifest (build.manifest): chunks by source path or chunk name. */
export type ViteManifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports statically, as manifest keys. */
function withStaticImports(manifest: ViteManifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/** The links worked out per manifest and screen: the manifest changes only with a rebuild. */
const linksByManifest = new WeakMap<ViteManifest, Map<string, string>>();

/**
 * The modulepreload links of the screen a page path shows: its chunk and the chunks it imports,
 * less those index.html already names (the entry's own imports). '' without a manifest entry.
 */
export function screenPreloads(manifest: ViteManifest, path: string): string {
  const screen = SCREEN_MODULES[spaRouteOf(path) ?? 'notFound'];
  let links = linksByManifest.get(manifest);
  if (!links) linksByManifest.set(manifest, (links = new Map<string, string>()));
  let screenLinks = links.get(screen);
  if (screenLinks === undefined) {
    const loadedByEntry = withStaticImports(manifest, 'index.html');
    screenLinks = [...withStaticImports(manifest, screen)]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
      .join('');
    links.set(screen, screenLinks);
  }
  return screenLinks;
}

/** The newest page of listed videos, as the home, library and watch pages ask for it. */
const NEWEST_PAGE = `/api/videos?limit=${VIDEO_PAGE_SIZE}`;

/**
 * The API reads a screen makes as it first renders, URL for URL as the SPA makes them (a browser
 * test holds the two together: a read preloaded but asked for differently would load twice).
 * Given the page path's segments; none where the page's query string changes what the screen
 * reads (the library's and a category's filters) or a path parameter is no valid id.
 */
const SCREEN_READS: Partial<Record<SpaRoute, (segments: string[], hasQuery: boolean) => string[]>> =
  {
    home: () => [
      '/api/videos/featured',
      '/api/categories',
      NEWEST_PAGE,
      '/api/featured-collections',
    ],
    videoLibrary: (_, hasQuery) =>
      hasQuery ? [] : ['/api/videos/featured', '/api/categories', NEWEST_PAGE],
    watch: ([, id]) =>
      VIDEO_ID_SEGMENT.test(id ?? '')
        ? [`/api/videos/${id}`, NEWEST_PAGE, `/api/videos/${id}/interactive-elements`]
        : [],
    category: ([, slug], hasQuery) => {
      const category = hasQuery ? null : decodedSegment(slug);
      if (category === null) return [];
      const page = new URLSearchParams({
        category,
        facets: 'videoTypes',
        limit: String(VIDEO_PAGE_SIZE),
      });
      return ['/api/categories', `/api/videos?${page}`];
    },
    collections: () => ['/api/featured-collections'],
    privacy: () => ['/api/settings/pages/privacy'],
    cookies: () => ['/api/settings/pages/cookies'],
  };

/** A path segment as the router hands it to the screen (decoded); null when it cannot be. */
function decodedSegment(segment: string | undefined): string | null {
  try {
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Every screen reads the site's settings (its name, logo, default language) first. */
const EVERY_SCREEN_READS = ['/api/settings'];

/**
 * Preload links for the API reads of the screen a page shows. `credentials: 'include'` fetches
 * (the SPA's) reuse only a preload made with credentials.
 */
export function screenReadPreloads(path: string, query: string): string {
  const route = spaRouteOf(path);
  if (route === null || route === 'embed' || route.startsWith('admin')) return '';
  const segments = path.split('/').filter((segment) => segment !== '');
  const reads = [...EVERY_SCREEN_READS, ...(SCREEN_READS[route]?.(segments, query !== '') ?? [])];
  return reads
    .map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`)
    .join('');
}

/** index.html with the screen's preloads at the end of its head. */
export function fillPreloads(indexHtml: string, preloads: string): string {
  return preloads ? indexHtml.replace('</head>', () => `${preloads}</head>`) : indexHtml;
}

/** Reads the build's manifest again whenever index.html changed (a rebuild); {} without one. */
export function createManifestReader(
  webDistDir: string,
): (indexHtml: string) => Promise<ViteManifest> {
  let read: { indexHtml: string; manifest: Promise<ViteManifest> } | null = null;
  return (indexHtml) => {
    if (read?.indexHtml !== indexHtml) {
      const manifest = readFile(join(webDistDir, '.vite', 'manifest.json'), 'utf8')
        .then((text) => JSON.parse(text) as ViteManifest)
        .catch(() => ({}));
      read = { indexHtml, manifest };
    }
    return read.manifest;
  };
}
