import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InteractiveElement } from '@lumen/contract';
import { api } from '../../../lib/api';

/** GET /api/videos/{id}/interactive-elements. */
export const getInteractiveElements = (id: number) => api.get<InteractiveElement[]>(`/api/videos/${id}/interactive-elements`);

export const interactiveElementsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['/api/videos', id, 'interactive-elements'], queryFn: () => getInteractiveElements(id) });

export const useInteractiveElements = (id: number) => useQuery(interactiveElementsQueryOptions(id));
