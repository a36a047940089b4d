import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InteractiveElement } from '@lumen/contract';
import { api } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/videos/{id}/interactive-elements: the video's timeline (the admin's markers). */
export const getInteractiveElements = (videoId: number) =>
  api.get<InteractiveElement[]>(`/api/videos/${videoId}/interactive-elements`);

export const interactiveElementsQueryOptions = (videoId: number) =>
  queryOptions({
    queryKey: queryKeys.interactiveElements(videoId),
    queryFn: () => getInteractiveElements(videoId),
  });

export const useInteractiveElements = (videoId: number) =>
  useQuery(interactiveElementsQueryOptions(videoId));
