import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InteractiveElement } from '@lumen/contract';
import { apiPut } from '../../../lib/api';
import { invalidateTimeline } from '../../../api/invalidate';
import { queryKeys } from '../../../api/query-keys';

/** PUT /api/interactive-elements/:id {timecode}: moves a marker and its quiz or survey. */
export const moveInteractiveElement = ({ id, timecode }: { id: number; timecode: number }) =>
  apiPut('/api/interactive-elements/{id}', { path: { id }, body: { timecode } });

export function useMoveInteractiveElement(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveInteractiveElement,
    // The marker stays where it was dropped while the save is on its way.
    onMutate: async ({ id, timecode }) => {
      const key = queryKeys.interactiveElements(videoId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InteractiveElement[]>(key);
      queryClient.setQueryData<InteractiveElement[]>(key, (elements) =>
        elements?.map((element) => (element.id === id ? { ...element, timecode } : element)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous)
        queryClient.setQueryData(queryKeys.interactiveElements(videoId), context.previous);
    },
    onSettled: () => invalidateTimeline(queryClient, videoId),
  });
}
