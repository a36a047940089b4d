import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/videos/{id}/surveys. */
export const getSurveys = (videoId: number) =>
  apiGet('/api/videos/{id}/surveys', { path: { id: videoId } });

export const surveysQueryOptions = (videoId: number) =>
  queryOptions({ queryKey: queryKeys.surveys(videoId), queryFn: () => getSurveys(videoId) });

export const useSurveys = (videoId: number) => useQuery(surveysQueryOptions(videoId));
