// A viewer's poll vote and the poll's live results: POST /api/polls/{id}/votes answers
// with the results including the vote; GET /api/polls/{id}/results?sessionId= refreshes them.
// The event store may not have written this session's vote yet when results are refetched, so
// the player adds it itself (includeOwnVote: never twice, and a vote the store holds stands).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PollResults, PollVoteInput } from '@lumen/contract';
// The zod-free subpath: the player is on the home page's import graph (budget).
import { includeOwnVote } from '@lumen/contract/poll-results';
import { apiGet, apiPost } from '../../../lib/api';

/** How often open results are refreshed: the server caches them about as long. */
export const POLL_RESULTS_REFRESH_MS = 5000;

export function useVoteInPoll() {
  return useMutation({
    mutationFn: ({ pollId, ...body }: PollVoteInput & { pollId: number }) =>
      apiPost('/api/polls/{id}/votes', { path: { id: pollId }, body }),
  });
}

/** The live results once this session voted (`vote`: the results the vote answered with). */
export function useLivePollResults(
  pollId: number,
  sessionId: string,
  vote: PollResults,
): PollResults {
  const live = useQuery({
    queryKey: ['/api/polls', pollId, 'results', { sessionId }],
    queryFn: () =>
      apiGet('/api/polls/{id}/results', { path: { id: pollId }, query: { sessionId } }),
    refetchInterval: POLL_RESULTS_REFRESH_MS,
    // The vote's own answer is fresh: the first refresh waits a full interval.
    initialData: vote,
    staleTime: POLL_RESULTS_REFRESH_MS,
  });
  const results = live.data ?? vote;
  return vote.myVote === null ? results : includeOwnVote(results, vote.myVote);
}
