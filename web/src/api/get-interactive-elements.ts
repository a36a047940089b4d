import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/videos/{id}/interactive-elements: the video's timeline (the admin's markers). */
export const getInteractiveElements = (videoId: number) =>
  apiGet('/api/videos/{id}/interactive-elements', { path: { id: videoId } });

export const interactiveElementsQueryOptions = (videoId: number) =>
  queryOptions({
    queryKey: queryKeys.interactiveElements(videoId),
    queryFn: () => getInteractiveElements(videoId),
  });

export const useInteractiveElements = (videoId: number) =>
  useQuery(interactiveElementsQueryOptions(videoId));
