import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Survey } from '@lumen/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './query-keys';

/** GET /api/videos/:id/surveys. */
export const getSurveys = (videoId: number) => api.get<Survey[]>(`/api/videos/${videoId}/surveys`);

export const surveysQueryOptions = (videoId: number) =>
  queryOptions({ queryKey: adminKeys.surveys(videoId), queryFn: () => getSurveys(videoId) });

export function useSurveys(videoId: number) {
  return useQuery(surveysQueryOptions(videoId));
}
