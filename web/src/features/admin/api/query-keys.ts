// Query keys of the admin area. They are the URLs they load (the app's default query
// function reads a key as a URL), so the viewer pages that load the same URLs share the
// cache, and an admin change invalidates what visitors' pages would show.
import type { QueryClient } from '@tanstack/react-query';

export const adminKeys = {
  videos: ['/api/videos'] as const,
  featuredVideos: ['/api/videos/featured'] as const,
  quizzes: (videoId: number) => ['/api/videos', videoId, 'quizzes'] as const,
  surveys: (videoId: number) => ['/api/videos', videoId, 'surveys'] as const,
  interactiveElements: (videoId: number) => ['/api/videos', videoId, 'interactive-elements'] as const,
  collections: ['/api/featured-collections'] as const,
  collectionEntries: (collectionId: number) => ['/api/featured-collections', collectionId, 'videos'] as const,
  categories: ['/api/categories'] as const,
};

const startsWith = (prefix: string) => ({
  predicate: (query: { queryKey: readonly unknown[] }) =>
    typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(prefix),
});

/** A video changed: every video list, search, single video and the collections that show it. */
export async function invalidateVideoData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries(startsWith('/api/videos')),
    queryClient.invalidateQueries(startsWith('/api/featured-collections')),
    queryClient.invalidateQueries(startsWith('/api/playlists')),
  ]);
}

/** A quiz, survey or marker of this video changed: its three timeline lists. */
export async function invalidateTimeline(queryClient: QueryClient, videoId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.quizzes(videoId) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.surveys(videoId) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.interactiveElements(videoId) }),
  ]);
}

/** Collections changed: the lists, details and entries under both of the API's names. */
export async function invalidateCollections(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries(startsWith('/api/featured-collections')),
    queryClient.invalidateQueries(startsWith('/api/playlists')),
  ]);
}
