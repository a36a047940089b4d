// The poll contract: 2–6 distinct options, a vote is an option's index, and the shares
// rule that both the server and the player use.
import { describe, expect, it } from 'vitest';
import {
  includeOwnVote,
  pollInputSchema,
  pollResults,
  pollUpdateSchema,
  pollVoteInputSchema,
  trackingEventInputSchema,
} from '../src/index.ts';

const poll = { question: 'Which?', options: ['A', 'B'], timecode: 5 };

describe('poll input', () => {
  it('accepts 2 to 6 options and defaults to not pausing the video', () => {
    expect(pollInputSchema.parse(poll)).toEqual({ ...poll, pauseVideo: false });
    const six = ['1', '2', '3', '4', '5', '6'];
    expect(pollInputSchema.safeParse({ ...poll, options: six }).success).toBe(true);
  });

  it.each([
    ['one option', { options: ['A'] }],
    ['seven options', { options: ['1', '2', '3', '4', '5', '6', '7'] }],
    ['a blank option', { options: ['A', ' '] }],
    ['options differing only in case', { options: ['Yes', 'yes'] }],
    ['a blank question', { question: '  ' }],
    ['a zero timecode', { timecode: 0 }],
  ])('refuses %s', (_, change) => {
    const result = pollInputSchema.safeParse({ ...poll, ...change });
    expect(result.success).toBe(false);
  });

  it('needs something to update, and keeps the option rule on update', () => {
    expect(pollUpdateSchema.safeParse({}).success).toBe(false);
    expect(pollUpdateSchema.safeParse({ options: ['A'] }).success).toBe(false);
    expect(pollUpdateSchema.parse({ timecode: 9 })).toEqual({ timecode: 9 });
  });
});

describe('poll vote', () => {
  it('is an option index with the playback session', () => {
    expect(pollVoteInputSchema.parse({ option: 5, sessionId: ' s ' })).toEqual({
      option: 5,
      sessionId: 's',
    });
    for (const bad of [
      { option: 6, sessionId: 's' },
      { option: -1, sessionId: 's' },
      { option: 1.5, sessionId: 's' },
      { option: 'A', sessionId: 's' },
      { option: 0, sessionId: '' },
      { option: 0 },
    ])
      expect(pollVoteInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('is a known tracking event, poll_shown too', () => {
    for (const eventType of ['poll_shown', 'poll_voted'])
      expect(trackingEventInputSchema.safeParse({ eventType, videoId: 1 }).success).toBe(true);
  });
});

describe('poll results', () => {
  it('gives each option its votes and whole-percent share', () => {
    expect(pollResults(['A', 'B', 'C'], [1, 2, 0], null)).toEqual({
      options: [
        { option: 'A', votes: 1, percent: 33 },
        { option: 'B', votes: 2, percent: 67 },
        { option: 'C', votes: 0, percent: 0 },
      ],
      total: 3,
      myVote: null,
    });
    expect(pollResults(['A', 'B'], [], null).options.map((o) => o.percent)).toEqual([0, 0]);
  });

  it('adds the viewer’s own vote once, and never over a vote the store already holds', () => {
    const stored = pollResults(['A', 'B'], [1, 1], null);
    const mine = includeOwnVote(stored, 0);
    expect(mine).toMatchObject({ total: 3, myVote: 0 });
    expect(mine.options.map((o) => o.percent)).toEqual([67, 33]);
    expect(includeOwnVote(mine, 1)).toBe(mine);
    const recorded = pollResults(['A', 'B'], [1, 1], 1);
    expect(includeOwnVote(recorded, 0)).toBe(recorded);
  });
});
