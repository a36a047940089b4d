// Viewers' answers (public spec §7): POST /api/quizzes/{id}/responses and
// /api/surveys/{id}/responses. The playback session id goes along, so the completion events the
// server derives from a stored response belong to the same session as the player's events.
// Afterwards the video's analytics are refetched, so the watch page tiles can move.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { QuizResponseInput, SurveyResponseInput } from '@lumen/contract';
import { queryKeys } from '../../../api/query-keys';
import { apiPost } from '../../../lib/api';
import { readPageHost } from '../../../lib/tracking/page-host';

/** The server's events pass through the event sink (~1 s linger) before analytics count them. */
const ANALYTICS_SETTLE_MS = 2000;

function refreshAnalytics(queryClient: QueryClient, videoId: number) {
  const queryKey = queryKeys.videoAnalytics(videoId);
  void queryClient.invalidateQueries({ queryKey });
  setTimeout(() => void queryClient.invalidateQueries({ queryKey }), ANALYTICS_SETTLE_MS);
}

export function useSubmitQuizResponse(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, ...body }: QuizResponseInput & { quizId: number }) =>
      // The page host makes the server's answer event count in the quiz score of the
      // embedding site (the analytics trust only the server's answer events).
      apiPost('/api/quizzes/{id}/responses', {
        path: { id: quizId },
        body: { ...body, pageHost: readPageHost() },
      }),
    onSuccess: () => refreshAnalytics(queryClient, videoId),
  });
}

export function useSubmitSurveyResponse(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ surveyId, ...body }: SurveyResponseInput & { surveyId: number }) =>
      apiPost('/api/surveys/{id}/responses', { path: { id: surveyId }, body }),
    onSuccess: () => refreshAnalytics(queryClient, videoId),
  });
}
