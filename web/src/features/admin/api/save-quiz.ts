import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quiz, QuizInput } from '@lumen/contract';
import { api } from '../../../lib/api';
import { invalidateTimeline } from '../../../api/invalidate';

export type QuizFields = Omit<QuizInput, 'videoId' | 'pauseVideo'>;

/** POST /api/videos/:videoId/quizzes (201): the quiz and its timeline element. */
export const createQuiz = ({ videoId, quiz }: { videoId: number; quiz: QuizFields }) =>
  api.post<Quiz>(`/api/videos/${videoId}/quizzes`, { ...quiz, videoId });

/** PUT /api/quizzes/:id. */
export const updateQuiz = ({ id, quiz }: { id: number; quiz: QuizFields }) =>
  api.put<Quiz>(`/api/quizzes/${id}`, quiz);

/** DELETE /api/quizzes/:id (204). */
export const deleteQuiz = (id: number) => api.delete<null>(`/api/quizzes/${id}`);

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
