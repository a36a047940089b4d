import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Poll, PollInput } from '@lumen/contract';
import { api } from '../../../lib/api';
import { invalidateTimeline } from '../../../api/invalidate';

export type PollFields = Omit<PollInput, 'videoId' | 'pauseVideo'>;

/** POST /api/videos/:videoId/polls (201): the poll and its timeline element. */
export const createPoll = ({ videoId, poll }: { videoId: number; poll: PollFields }) =>
  api.post<Poll>(`/api/videos/${videoId}/polls`, { ...poll, videoId });

/** PUT /api/polls/:id. */
export const updatePoll = ({ id, poll }: { id: number; poll: PollFields }) =>
  api.put<Poll>(`/api/polls/${id}`, poll);

/** DELETE /api/polls/:id (204). */
export const deletePoll = (id: number) => api.delete<null>(`/api/polls/${id}`);

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
