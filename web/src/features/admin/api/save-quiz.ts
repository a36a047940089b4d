import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizInput } from '@lumen/contract';
import { apiDelete, apiPost, apiPut } from '../../../lib/api';
import { invalidateTimeline } from '../../../api/invalidate';

export type QuizFields = Omit<QuizInput, 'videoId' | 'pauseVideo'>;

/** POST /api/videos/:videoId/quizzes (201): the quiz and its timeline element. */
export const createQuiz = ({ videoId, quiz }: { videoId: number; quiz: QuizFields }) =>
  apiPost('/api/videos/{id}/quizzes', { path: { id: videoId }, body: { ...quiz, videoId } });

/** PUT /api/quizzes/:id. */
export const updateQuiz = ({ id, quiz }: { id: number; quiz: QuizFields }) =>
  apiPut('/api/quizzes/{id}', { path: { id }, body: quiz });

/** DELETE /api/quizzes/:id (204). */
export const deleteQuiz = (id: number) => apiDelete('/api/quizzes/{id}', { path: { id } });

export function useCreateQuiz(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quiz: QuizFields) => createQuiz({ videoId, quiz }),
    onSuccess: () => invalidateTimeline(queryClient, videoId),
  });
}

export function useUpdateQuiz(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuiz,
    onSuccess: () => invalidateTimeline(queryClient, videoId),
  });
}

export function useDeleteQuiz(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuiz,
    onSuccess: () => invalidateTimeline(queryClient, videoId),
  });
}
