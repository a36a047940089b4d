// A poll's results as viewers see them, from the votes the event store holds (the shares' rule
// is the contract's pollResults).
import { includeOwnVote, pollResults, type Poll, type PollResults } from '@lumen/contract';
import type { PollVotes } from '@lumen/clickhouse';

/**
 * `pending`: a vote this session just cast that the pipeline may not have written yet; it is
 * counted unless the store already holds this session's vote (then the stored one stands).
 */
export function tallyPoll(poll: Poll, stored: PollVotes, pending?: number): PollResults {
  const counts = poll.options.map((_, index) => stored.votes.get(index) ?? 0);
  const results = pollResults(poll.options, counts, stored.sessionVote);
  return pending === undefined ? results : includeOwnVote(results, pending);
}
