// Each screen of the SPA is a chunk of its own (web/src/app/router.tsx), which the browser would
// ask for only once the entry chunk has loaded and run, and the screen's data only after that.
// The page's HTML names the screen's chunks up front (modulepreload), so they load beside the
// entry instead of after it. The chunk files come from Vite's build manifest.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { spaRouteOf, type SpaRoute } from '@lumen/contract/spa-routes';

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
