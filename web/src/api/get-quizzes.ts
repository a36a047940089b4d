import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quiz } from '@lumen/contract';
import { api } from '../lib/api';
import { queryKeys } from './query-keys';

/**
 * GET /api/videos/{id}/quizzes. Only an admin session receives the correct answers; viewers'
 * answers are judged by the server.
 */
export const getQuizzes = (videoId: number) => api.get<Quiz[]>(`/api/videos/${videoId}/quizzes`);

export const quizzesQueryOptions = (videoId: number) =>
  queryOptions({ queryKey: queryKeys.quizzes(videoId), queryFn: () => getQuizzes(videoId) });

export const useQuizzes = (videoId: number) => useQuery(quizzesQueryOptions(videoId));
