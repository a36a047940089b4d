// Viewers' answers (public spec §7): POST /api/quizzes/{id}/responses and
// /api/surveys/{id}/responses. The playback session id goes along, so the completion events the
// server derives from a stored response belong to the same session as the player's events.
// Afterwards the video's analytics are refetched, so the watch page tiles can move.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { QuizResult } from '@lumen/contract';
import { api } from '../../../lib/api';
import type { AnswerValue } from '../lib/answers';

/** The server's events pass through the event sink (~1 s linger) before analytics count them. */
const ANALYTICS_SETTLE_MS = 2000;

export interface QuizResponseInput {
  quizId: number;
  answer: AnswerValue;
  responseTime: number;
  sessionId: string;
}

export interface SurveyResponseInput {
  surveyId: number;
  responses: Record<string, AnswerValue>;
  completionTime: number;
  sessionId: string;
}

function refreshAnalytics(queryClient: QueryClient, videoId: number) {
  const queryKey = ['/api/videos', videoId, 'analytics'];
  void queryClient.invalidateQueries({ queryKey });
  setTimeout(() => void queryClient.invalidateQueries({ queryKey }), ANALYTICS_SETTLE_MS);
}

export function useSubmitQuizResponse(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, ...body }: QuizResponseInput) => api.post<QuizResult>(`/api/quizzes/${quizId}/responses`, body),
    onSuccess: () => refreshAnalytics(queryClient, videoId),
  });
}

export function useSubmitSurveyResponse(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ surveyId, ...body }: SurveyResponseInput) =>
      api.post<{ id: number; message: string }>(`/api/surveys/${surveyId}/responses`, body),
    onSuccess: () => refreshAnalytics(queryClient, videoId),
  });
}
