import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/**
 * GET /api/videos/{id}/quizzes. Only an admin session receives the correct answers; viewers'
 * answers are judged by the server.
 */
export const getQuizzes = (videoId: number) =>
  apiGet('/api/videos/{id}/quizzes', { path: { id: videoId } });

export const quizzesQueryOptions = (videoId: number) =>
  queryOptions({ queryKey: queryKeys.quizzes(videoId), queryFn: () => getQuizzes(videoId) });

export const useQuizzes = (videoId: number) => useQuery(quizzesQueryOptions(videoId));
