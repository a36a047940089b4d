// What a change makes stale, by the keys of query-keys.ts. The admin area's mutations call these
// after a save, so every screen (the admin's and the visitors') shows the new data.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** Every query whose URL starts with the key's URL: /api/videos covers /api/videos/search too. */
const urlStartsWith = (key: readonly [string, ...unknown[]]) => ({
  predicate: (query: { queryKey: readonly unknown[] }) =>
    typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(key[0]),
});

/** A video changed: every video list, search, single video and the collections that show it. */
export async function invalidateVideoData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries(urlStartsWith(queryKeys.videos)),
    queryClient.invalidateQueries(urlStartsWith(queryKeys.collections)),
  ]);
}

/** A quiz, survey, poll or marker of this video changed: its four timeline lists. */
export async function invalidateTimeline(queryClient: QueryClient, videoId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.quizzes(videoId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.surveys(videoId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.polls(videoId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.interactiveElements(videoId) }),
  ]);
}

/** Collections changed: the lists, details and entries. */
export async function invalidateCollections(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries(urlStartsWith(queryKeys.collections));
}

/** Every analytics answer: its days are the analytics time zone's (a site setting). */
const anyAnalytics = {
  predicate: (query: { queryKey: readonly unknown[] }) =>
    query.queryKey.some((part) => typeof part === 'string' && part.includes('analytics')),
};

/**
 * The site settings changed: the name and logo every page shows, the legal pages, the admin's
 * copy, and the analytics (counted in the settings' time zone).
 */
export async function invalidateSiteSettings(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries(urlStartsWith(queryKeys.siteSettings)),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminSiteSettings }),
    queryClient.invalidateQueries(anyAnalytics),
  ]);
}
