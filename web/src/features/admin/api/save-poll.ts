import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PollInput } from '@lumen/contract';
import { apiDelete, apiPost, apiPut } from '../../../lib/api';
import { invalidateTimeline } from '../../../api/invalidate';

export type PollFields = Omit<PollInput, 'videoId' | 'pauseVideo'>;

/** POST /api/videos/:videoId/polls (201): the poll and its timeline element. */
export const createPoll = ({ videoId, poll }: { videoId: number; poll: PollFields }) =>
  apiPost('/api/videos/{id}/polls', { path: { id: videoId }, body: { ...poll, videoId } });

/** PUT /api/polls/:id. */
export const updatePoll = ({ id, poll }: { id: number; poll: PollFields }) =>
  apiPut('/api/polls/{id}', { path: { id }, body: poll });

/** DELETE /api/polls/:id (204). */
export const deletePoll = (id: number) => apiDelete('/api/polls/{id}', { path: { id } });

export function useCreatePoll(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (poll: PollFields) => createPoll({ videoId, poll }),
    onSuccess: () => invalidateTimeline(queryClient, videoId),
  });
}

export function useUpdatePoll(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePoll,
    onSuccess: () => invalidateTimeline(queryClient, videoId),
  });
}

export function useDeletePoll(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePoll,
    onSuccess: () => invalidateTimeline(queryClient, videoId),
  });
}
