import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Survey, SurveyInput } from '@lumen/contract';
import { api } from '../../../lib/api';
import { invalidateTimeline } from '../../../api/invalidate';

export type SurveyFields = Omit<SurveyInput, 'videoId' | 'pauseVideo'>;

/** POST /api/videos/:videoId/surveys (201): the survey and its timeline element. */
export const createSurvey = ({ videoId, survey }: { videoId: number; survey: SurveyFields }) =>
  api.post<Survey>(`/api/videos/${videoId}/surveys`, { ...survey, videoId });

/** PUT /api/surveys/:id. */
export const updateSurvey = ({ id, survey }: { id: number; survey: SurveyFields }) =>
  api.put<Survey>(`/api/surveys/${id}`, survey);

/** DELETE /api/surveys/:id (204). */
export const deleteSurvey = (id: number) => api.delete<null>(`/api/surveys/${id}`);

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
