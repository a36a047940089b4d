import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Video, VideoListQuery, VideoPage } from '@lumen/contract';
import { VIDEO_PAGE_SIZE } from '@lumen/contract/constants';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** Without limit or cursor GET /api/videos answers the plain array; a page otherwise. */
const asList = (answer: Video[] | VideoPage): Video[] =>
  Array.isArray(answer) ? answer : answer.items;

/** GET /api/videos?visibility=all: the admin's catalogue, drafts and unlisted videos too. */
export const getAllVideos = async () =>
  asList(await apiGet('/api/videos', { query: { visibility: 'all' } }));

export const allVideosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.allVideos, queryFn: getAllVideos });

export const useAllVideos = () => useQuery(allVideosQueryOptions());

/** The filters of a paged read (GET /api/videos with limit and cursor). */
export type VideoPageFilters = Pick<
  VideoListQuery,
  'q' | 'type' | 'category' | 'sort' | 'order' | 'minDuration' | 'maxDuration' | 'facets'
>;

const asPage = (answer: Video[] | VideoPage): VideoPage =>
  Array.isArray(answer) ? { items: answer, nextCursor: null } : answer;

/** GET /api/videos?limit=&cursor=&…: one page of listed videos. */
export const getVideoPage = async (filters: VideoPageFilters, cursor: string | undefined) =>
  asPage(await apiGet('/api/videos', { query: { ...filters, limit: VIDEO_PAGE_SIZE, cursor } }));

export const videoPagesQueryOptions = (filters: VideoPageFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.videoPages(filters),
    queryFn: ({ pageParam }) => getVideoPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The pages loaded so far, as the viewer scrolls (fetchNextPage loads the next). */
export const useVideoPages = (filters: VideoPageFilters, options: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...videoPagesQueryOptions(filters), ...options });
