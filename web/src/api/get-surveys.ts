import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Survey } from '@lumen/contract';
import { api } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/videos/{id}/surveys. */
export const getSurveys = (videoId: number) => api.get<Survey[]>(`/api/videos/${videoId}/surveys`);

export const surveysQueryOptions = (videoId: number) =>
  queryOptions({ queryKey: queryKeys.surveys(videoId), queryFn: () => getSurveys(videoId) });

export const useSurveys = (videoId: number) => useQuery(surveysQueryOptions(videoId));
