import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InteractiveElement } from '@lumen/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './query-keys';

/** GET /api/videos/:id/interactive-elements: the timeline's markers. */
export const getInteractiveElements = (videoId: number) =>
  api.get<InteractiveElement[]>(`/api/videos/${videoId}/interactive-elements`);

export const interactiveElementsQueryOptions = (videoId: number) =>
  queryOptions({ queryKey: adminKeys.interactiveElements(videoId), queryFn: () => getInteractiveElements(videoId) });

export function useInteractiveElements(videoId: number) {
  return useQuery(interactiveElementsQueryOptions(videoId));
}
