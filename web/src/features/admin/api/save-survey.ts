import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveyInput } from '@lumen/contract';
import { apiDelete, apiPost, apiPut } from '../../../lib/api';
import { invalidateTimeline } from '../../../api/invalidate';

export type SurveyFields = Omit<SurveyInput, 'videoId' | 'pauseVideo'>;

/** POST /api/videos/:videoId/surveys (201): the survey and its timeline element. */
export const createSurvey = ({ videoId, survey }: { videoId: number; survey: SurveyFields }) =>
  apiPost('/api/videos/{id}/surveys', { path: { id: videoId }, body: { ...survey, videoId } });

/** PUT /api/surveys/:id. */
export const updateSurvey = ({ id, survey }: { id: number; survey: SurveyFields }) =>
  apiPut('/api/surveys/{id}', { path: { id }, body: survey });

/** DELETE /api/surveys/:id (204). */
export const deleteSurvey = (id: number) => apiDelete('/api/surveys/{id}', { path: { id } });

export function useCreateSurvey(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (survey: SurveyFields) => createSurvey({ videoId, survey }),
    onSuccess: () => invalidateTimeline(queryClient, videoId),
  });
}

export function useUpdateSurvey(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSurvey,
    onSuccess: () => invalidateTimeline(queryClient, videoId),
  });
}

export function useDeleteSurvey(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSurvey,
    onSuccess: () => invalidateTimeline(queryClient, videoId),
  });
}
