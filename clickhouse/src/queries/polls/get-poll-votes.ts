// "How many sessions voted for each option of this poll, and what did this session vote?" —
// one vote per (poll, session), the session's first (migration 011).
import type { EventStore } from '../../event-store.ts';

const SQL = `
SELECT option, count() AS votes, countIf(session_id = {sessionId:String}) AS mine
FROM (
  SELECT session_id, argMinMerge(vote) AS option
  FROM poll_votes
  WHERE poll_id = {pollId:String}
  GROUP BY session_id
)
GROUP BY option`;

export interface PollVotes {
  /** Votes per option index. */
  votes: Map<number, number>;
  /** The option index the given session voted for, or null. */
  sessionVote: number | null;
}

interface Row {
  option: string | number;
  votes: string | number;
  mine: string | number;
}

export async function getPollVotes(
  store: EventStore,
  pollId: number,
  sessionId = '',
): Promise<PollVotes> {
  const rows = await store.query<Row>(SQL, { pollId: String(pollId), sessionId });
  const result: PollVotes = { votes: new Map(), sessionVote: null };
  for (const row of rows) {
    result.votes.set(Number(row.option), Number(row.votes));
    if (sessionId && Number(row.mine) > 0) result.sessionVote = Number(row.option);
  }
  return result;
}
