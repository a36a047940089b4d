// Polls: admins create, edit, move and delete them like quizzes and surveys; viewers
// vote once per playback session and see results from the event store that include their vote.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pollResultsSchema } from '@lumen/contract';
import { createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

const poll = {
  question: 'Which topic next?',
  options: ['Rivers', 'Mountains', 'Deserts'],
  timecode: 20,
};

describe.each(storeKinds)('polls on %s', (kind) => {
  let h: Harness;
  let videoId: number;
  beforeAll(async () => {
    h = await createHarness(kind, {
      events: 'log',
      env: { RESPONSE_RATE_LIMIT_PER_MINUTE: '100000' },
    });
  }, 180_000);
  afterAll(() => h?.close());
  beforeEach(async () => {
    videoId = (
      await h.asAdmin({
        method: 'POST',
        url: '/api/videos',
        payload: { title: 'Host', sourceUrl: '/media/seed/frame-counter.mp4', duration: 60 },
      })
    ).json().id;
  });

  const listPolls = async () =>
    (await h.request({ method: 'GET', url: `/api/videos/${videoId}/polls` })).json();
  const elements = async () =>
    (await h.request({ method: 'GET', url: `/api/videos/${videoId}/interactive-elements` })).json();
  const createPoll = async (fields: object = poll) => {
    const response = await h.asAdmin({
      method: 'POST',
      url: `/api/videos/${videoId}/polls`,
      payload: fields,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>();
  };
  const vote = (pollId: number, option: unknown, sessionId: unknown) =>
    h.request({
      method: 'POST',
      url: `/api/polls/${pollId}/votes`,
      payload: { option, sessionId },
    });
  const results = async (pollId: number, sessionId?: string) => {
    const response = await h.request({
      method: 'GET',
      url: `/api/polls/${pollId}/results${sessionId ? `?sessionId=${sessionId}` : ''}`,
    });
    expect(response.statusCode).toBe(200);
    return pollResultsSchema.parse(response.json());
  };

  it('creates a poll with a green-marker element, edits it, moves it and deletes both', async () => {
    const created = await createPoll();
    expect(created).toEqual({ ...poll, id: expect.any(Number), videoId });
    expect(await elements()).toEqual([
      {
        id: expect.any(Number),
        videoId,
        elementType: 'poll',
        elementId: created.id,
        timecode: 20,
        // A poll asks in passing unless the admin says otherwise.
        pauseVideo: false,
      },
    ]);

    const edited = await h.asAdmin({
      method: 'PUT',
      url: `/api/polls/${created.id}`,
      payload: { question: 'Which one?', options: ['A', 'B'], timecode: 25, pauseVideo: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ question: 'Which one?', options: ['A', 'B'] });
    expect(await elements()).toMatchObject([{ timecode: 25, pauseVideo: true }]);

    // The timeline editor's drag moves the element; the poll moves with it.
    const [element] = await elements();
    const moved = await h.asAdmin({
      method: 'PUT',
      url: `/api/interactive-elements/${element.id}`,
      payload: { timecode: 42 },
    });
    expect(moved.statusCode).toBe(200);
    expect(await listPolls()).toMatchObject([{ id: created.id, timecode: 42 }]);

    const deleted = await h.asAdmin({ method: 'DELETE', url: `/api/polls/${created.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await listPolls()).toEqual([]);
    expect(await elements()).toEqual([]);
    expect(
      (await h.asAdmin({ method: 'DELETE', url: `/api/polls/${created.id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await h.asAdmin({
          method: 'PUT',
          url: `/api/polls/${created.id}`,
          payload: { timecode: 3 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps polls to 2–6 distinct, non-blank options and refuses bad input, changing nothing', async () => {
    const created = await createPoll();
    const bad: [string, object][] = [
      ['one option', { ...poll, options: ['Only'] }],
      ['seven options', { ...poll, options: ['1', '2', '3', '4', '5', '6', '7'] }],
      ['a blank option', { ...poll, options: ['A', '  '] }],
      ['duplicate options', { ...poll, options: ['Same', 'same'] }],
      ['no question', { ...poll, question: ' ' }],
      ['no timecode', { question: 'Q?', options: ['A', 'B'] }],
      ['a negative timecode', { ...poll, timecode: -1 }],
      ['another video id', { ...poll, videoId: videoId + 1000 }],
    ];
    for (const [why, payload] of bad) {
      const response = await h.asAdmin({
        method: 'POST',
        url: `/api/videos/${videoId}/polls`,
        payload,
      });
      expect(response.statusCode, why).toBe(400);
      expect(response.json().message, why).toEqual(expect.any(String));
    }
    for (const payload of [{ options: ['Only'] }, { options: [] }, {}, { question: '' }]) {
      const response = await h.asAdmin({
        method: 'PUT',
        url: `/api/polls/${created.id}`,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await h.asAdmin({ method: 'PUT', url: '/api/polls/abc', payload: { timecode: 2 } }))
        .statusCode,
    ).toBe(400);
    // Six options is the most a poll may have.
    await createPoll({ ...poll, options: ['1', '2', '3', '4', '5', '6'] });
    const polls = await listPolls();
    expect(polls).toHaveLength(2);
    expect(polls[0]).toEqual({ ...poll, id: created.id, videoId });
    expect(
      (await h.asAdmin({ method: 'POST', url: '/api/videos/999999/polls', payload: poll }))
        .statusCode,
    ).toBe(404);
  });

  it('counts one vote per session, a resent vote once, and includes the voter’s own vote at once', async () => {
    const { id } = await createPoll();
    // The pipeline is held while the first votes come in, so none of them is written before the
    // resend below, however fast or slow the machine.
    await h.events!.sink!.stop();

    // Before the pipeline has written anything, the voter still sees their vote counted.
    const first = await vote(id, 1, 'session-a');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      options: [
        { option: 'Rivers', votes: 0, percent: 0 },
        { option: 'Mountains', votes: 1, percent: 100 },
        { option: 'Deserts', votes: 0, percent: 0 },
      ],
      total: 1,
      myVote: 1,
    });
    // The same vote resent before it was written (a retry): the same event, counted once.
    expect((await vote(id, 1, 'session-a')).statusCode).toBe(201);
    expect((await vote(id, 0, 'session-b')).statusCode).toBe(201);
    expect((await vote(id, 1, 'session-c')).statusCode).toBe(201);
    h.events!.startSink();
    await h.events!.drain();

    // A session that voted already gets its recorded vote back; its second choice is not counted.
    const again = await vote(id, 2, 'session-a');
    expect(again.statusCode).toBe(200);
    expect(again.json().myVote).toBe(1);
    await h.events!.drain();

    const seen = await results(id);
    expect(seen).toEqual({
      options: [
        { option: 'Rivers', votes: 1, percent: 33 },
        { option: 'Mountains', votes: 2, percent: 67 },
        { option: 'Deserts', votes: 0, percent: 0 },
      ],
      total: 3,
      myVote: null,
    });
    expect((await results(id, 'session-b')).myVote).toBe(0);
    const cached = await h.request({ method: 'GET', url: `/api/polls/${id}/results` });
    expect(cached.headers['cache-control']).toBe('public, max-age=5');

    // A client's own poll_voted event is not a vote; the server's source is not the client's to claim.
    const track = (metadata: object) =>
      h.request({
        method: 'POST',
        url: '/api/track/interaction',
        payload: {
          eventType: 'poll_voted',
          videoId,
          elementId: id,
          sessionId: 'session-d',
          metadata,
        },
      });
    expect((await track({ option: 2 })).statusCode).toBe(202);
    expect((await track({ option: 2, source: 'server' })).statusCode).toBe(400);
    await h.events!.drain();
    expect((await results(id)).total).toBe(3);

    // The admin's retention chart marks the poll (its question names it) with the sessions that
    // were shown it and voted: a, b, c and the client-sent d (reach counts sessions, not votes).
    for (const sessionId of ['session-a', 'session-e'])
      await h.request({
        method: 'POST',
        url: '/api/track/interaction',
        payload: { eventType: 'poll_shown', videoId, elementId: id, sessionId },
      });
    await h.events!.drain();
    const retention = await h.asAdmin({
      method: 'GET',
      url: `/api/videos/${videoId}/analytics/period-retention`,
    });
    expect(retention.statusCode).toBe(200);
    expect(retention.json().markers).toEqual([
      expect.objectContaining({
        elementType: 'poll',
        elementId: id,
        title: poll.question,
        timecode: poll.timecode,
        shown: 2,
        answered: 4,
        correctRate: null,
      }),
    ]);
  }, 90_000);

  it('refuses bad votes with a 4xx and counts nothing', async () => {
    const { id } = await createPoll();
    const refused: [string, number, unknown, unknown][] = [
      ['an option past the last', 400, 3, 's1'],
      ['a negative option', 400, -1, 's1'],
      ['a fractional option', 400, 0.5, 's1'],
      ['an option given as text', 400, 'Rivers', 's1'],
      ['no session', 400, 0, undefined],
      ['a blank session', 400, 0, '  '],
      ['a session id too long', 400, 0, 'x'.repeat(65)],
    ];
    for (const [why, status, option, sessionId] of refused) {
      const response = await vote(id, option, sessionId);
      expect(response.statusCode, why).toBe(status);
      expect(response.json().message, why).toEqual(expect.any(String));
    }
    expect((await vote(999999, 0, 's1')).statusCode).toBe(404);
    expect((await vote(0, 0, 's1')).statusCode).toBe(400);
    expect((await h.request({ method: 'GET', url: '/api/polls/999999/results' })).statusCode).toBe(
      404,
    );
    expect((await h.request({ method: 'GET', url: '/api/polls/x/results' })).statusCode).toBe(400);
    await h.events!.drain();
    expect(await results(id)).toMatchObject({ total: 0, myVote: null });
  }, 90_000);
});
