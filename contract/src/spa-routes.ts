// The SPA's route table (public spec §2), zod-free so that both the SPA's router and the
// server can read it: the router renders these screens, and the server answers 404 (still with
// the SPA, which shows its '404 Page Not Found' page) for any page path that matches none.

export const SPA_ROUTES = {
  home: '/',
  videoLibrary: '/watch',
  watch: '/watch/:videoId',
  category: '/category/:categorySlug',
  search: '/search',
  searchQuery: '/search/:query',
  collections: '/collections',
  collection: '/collections/:collectionId',
  live: '/live',
  admin: '/admin/*',
  adminQueues: '/admin/queues',
  privacy: '/privacy',
  cookies: '/cookies',
  embed: '/embed/:videoId',
} as const;

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** React Router's matching as the table uses it: case-insensitive, trailing slash optional,
 * `:param` is one non-empty segment and a final `*` matches the rest (even nothing). */
function matchesPattern(pattern: string, pathSegments: string[]): boolean {
  const patternSegments = segments(pattern);
  const splat = patternSegments.at(-1) === '*';
  const fixed = splat ? patternSegments.slice(0, -1) : patternSegments;
  if (splat ? pathSegments.length < fixed.length : pathSegments.length !== fixed.length) {
    return false;
  }
  return fixed.every(
    (segment, index) =>
      segment.startsWith(':') || segment.toLowerCase() === pathSegments[index]!.toLowerCase(),
  );
}

export type SpaRoute = keyof typeof SPA_ROUTES;

// React Router ranks a pattern of fixed segments above a splat ('/admin/queues' before '/admin/*').
const RANKED_ROUTES = (Object.entries(SPA_ROUTES) as [SpaRoute, string][]).sort(
  ([, a], [, b]) => Number(a.endsWith('*')) - Number(b.endsWith('*')),
);

/** The screen a URL path (no query string) shows; null when it is none of them. */
export function spaRouteOf(path: string): SpaRoute | null {
  const pathSegments = segments(path);
  return RANKED_ROUTES.find(([, pattern]) => matchesPattern(pattern, pathSegments))?.[0] ?? null;
}

/** Whether a URL path (no query string) is one of the SPA's screens. */
export function isSpaRoute(path: string): boolean {
  return spaRouteOf(path) !== null;
}

/** A video id as a page path writes it (`/watch/:videoId`, `/embed/:videoId`). */
export const VIDEO_ID_SEGMENT = /^[1-9]\d{0,9}$/;

/** Whether a URL path (no query string) is the embed page of a video id: the only page other sites may frame. */
export function isEmbedPage(path: string): boolean {
  const pathSegments = segments(path);
  return matchesPattern(SPA_ROUTES.embed, pathSegments) && VIDEO_ID_SEGMENT.test(pathSegments[1]!);
}
