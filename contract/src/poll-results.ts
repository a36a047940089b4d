// The one rule for a poll's shares, used by the server's answers and by the player when it adds
// the viewer's own vote the event store has not written yet.
import type { PollResults } from './interactive.ts';

/** Every option with its votes and its share of all votes, in whole percent (they may add up to 99 or 101). */
export function pollResults(
  options: readonly string[],
  counts: readonly number[],
  myVote: number | null,
): PollResults {
  const votes = options.map((_, index) => counts[index] ?? 0);
  const total = votes.reduce((sum, n) => sum + n, 0);
  return {
    options: options.map((option, index) => ({
      option,
      votes: votes[index]!,
      percent: total === 0 ? 0 : Math.round((votes[index]! / total) * 100),
    })),
    total,
    myVote,
  };
}

/**
 * The results with this session's vote counted: unchanged when they already hold a vote of this
 * session (`myVote`), which stands; otherwise `vote` is added.
 */
export function includeOwnVote(results: PollResults, vote: number): PollResults {
  if (results.myVote !== null) return results;
  const counts = results.options.map((o, index) => o.votes + (index === vote ? 1 : 0));
  return pollResults(
    results.options.map((o) => o.option),
    counts,
    vote,
  );
}
