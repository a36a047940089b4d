import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Video, VideoPage } from '@lumen/contract';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** Without limit or cursor GET /api/videos answers the plain array; a page otherwise. */
const asList = (answer: Video[] | VideoPage): Video[] =>
  Array.isArray(answer) ? answer : answer.items;

/** GET /api/videos: every listed (public, published) video, newest first. */
export const getVideos = async () => asList(await apiGet('/api/videos'));

export const videosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.videos, queryFn: getVideos });

export const useVideos = () => useQuery(videosQueryOptions());

/** GET /api/videos?visibility=all: the admin's catalogue, drafts and unlisted videos too. */
export const getAllVideos = async () =>
  asList(await apiGet('/api/videos', { query: { visibility: 'all' } }));

export const allVideosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.allVideos, queryFn: getAllVideos });

export const useAllVideos = () => useQuery(allVideosQueryOptions());
