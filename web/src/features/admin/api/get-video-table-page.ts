import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Video, VideoPage } from '@lumen/contract';
import { apiGet } from '../../../lib/api';

type ListParams = NonNullable<Parameters<typeof apiGet<'/api/videos'>>[1]>['query'];

/** What the admin's video table asks GET /api/videos for (visibility 'all' unless filtered). */
export type VideoTableRequest = Required<Pick<NonNullable<ListParams>, 'limit' | 'visibility'>> &
  Pick<NonNullable<ListParams>, 'q' | 'type' | 'category' | 'featured' | 'sort'>;

/** With a limit the answer is always a page; the array is the unpaged read's shape. */
const asPage = (answer: Video[] | VideoPage): VideoPage =>
  Array.isArray(answer) ? { items: answer, nextCursor: null } : answer;

/** GET /api/videos?limit=&cursor=&…: one keyset page (the first page also carries the total). */
export const getVideoTablePage = async (request: VideoTableRequest, cursor: string | undefined) =>
  asPage(await apiGet('/api/videos', { query: { ...request, cursor } }));

export const videoTablePageQueryOptions = (
  request: VideoTableRequest,
  cursor: string | undefined,
) =>
  queryOptions({
    // Under /api/videos, so invalidateVideoData refreshes the table after any change.
    queryKey: ['/api/videos', 'admin-table', request, cursor ?? null] as const,
    queryFn: () => getVideoTablePage(request, cursor),
    // The previous page stays on screen while the next one loads: the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useVideoTablePage = (request: VideoTableRequest, cursor: string | undefined) =>
  useQuery(videoTablePageQueryOptions(request, cursor));
