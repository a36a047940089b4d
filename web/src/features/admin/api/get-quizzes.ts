import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quiz } from '@lumen/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './query-keys';

/** GET /api/videos/:id/quizzes (an admin session also receives the correct answers). */
export const getQuizzes = (videoId: number) => api.get<Quiz[]>(`/api/videos/${videoId}/quizzes`);

export const quizzesQueryOptions = (videoId: number) =>
  queryOptions({ queryKey: adminKeys.quizzes(videoId), queryFn: () => getQuizzes(videoId) });

export function useQuizzes(videoId: number) {
  return useQuery(quizzesQueryOptions(videoId));
}
