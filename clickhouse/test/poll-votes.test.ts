// Migration 011 (poll votes): one vote per (poll, session), the session's first; a resent event,
// a repeat vote and a client's own poll_voted change nothing; shown and voted reach the
// per-day element rollup as the poll's reach.
import { expect, it } from 'vitest';
import type { TrackingEvent } from '@lumen/contract';
import { wrapClient } from '../src/clickhouse-event-store.ts';
import { applyMigrations } from '../src/migrate.ts';
import { getPollVotes } from '../src/queries/polls/get-poll-votes.ts';
import { getQuestionFigures } from '../src/queries/videos/get-question-answers.ts';
import { NOW, buildEvent, toRows } from './support/events.ts';
import { chdbTestClient } from './support/chdb-client.ts';

const client = chdbTestClient('polls');

const VIDEO = 12;
const POLL = 7;

/** The server's vote event, as the poll vote route emits it. */
const vote = (sessionId: string, option: number, at: number, pollId = POLL): TrackingEvent =>
  buildEvent({
    eventType: 'poll_voted',
    videoId: VIDEO,
    elementId: String(pollId),
    sessionId,
    timestamp: at,
    receivedAt: at,
    metadata: { option, optionText: `option ${option}`, source: 'server' },
  });

it('counts one vote per session (its first), resends once, and only the server’s votes', async () => {
  await applyMigrations(client);
  const store = wrapClient(client, 'chdb');
  const events = [
    vote('a', 0, NOW + 1000),
    vote('a', 1, NOW + 5000), // a votes again: the first vote stands
    vote('b', 1, NOW + 2000),
    vote('c', 1, NOW + 3000),
    vote('d', 0, NOW + 3000, POLL + 1), // another poll
    // A client's own poll_voted (no server source) is not a vote.
    buildEvent({
      eventType: 'poll_voted',
      videoId: VIDEO,
      elementId: String(POLL),
      sessionId: 'e',
      metadata: { option: 0 },
    }),
    buildEvent({
      eventType: 'poll_shown',
      videoId: VIDEO,
      elementId: String(POLL),
      sessionId: 'a',
    }),
    buildEvent({
      eventType: 'poll_shown',
      videoId: VIDEO,
      elementId: String(POLL),
      sessionId: 'f',
    }),
  ];
  await store.insertRows(toRows(events), 'polls');
  // Everything resent (same event ids, another insert): nothing changes.
  await store.insertRows(toRows(events), 'polls-resent');

  const votes = await getPollVotes(store, POLL, 'a');
  expect(Object.fromEntries(votes.votes)).toEqual({ 0: 1, 1: 2 });
  expect(votes.sessionVote).toBe(0);
  expect((await getPollVotes(store, POLL, 'nobody')).sessionVote).toBeNull();
  expect((await getPollVotes(store, POLL)).sessionVote).toBeNull();
  expect(Object.fromEntries((await getPollVotes(store, POLL + 1)).votes)).toEqual({ 0: 1 });
  expect((await getPollVotes(store, 999)).votes.size).toBe(0);

  const day = new Date(NOW).toISOString().slice(0, 10);
  const reach = (await getQuestionFigures(store, VIDEO, { from: day, to: day })).reach;
  // Voted sessions a, b, c and the client's e (reach counts sessions, not votes).
  expect(reach.polls.get(String(POLL))).toEqual({ shown: 2, completed: 4, skipped: 0 });
  expect(reach.surveys.size).toBe(0);
  expect(reach.quizzes.size).toBe(0);
});
