// The typed client's writes: each sends the documented method to its filled-in path with the
// JSON body, and reads the answer (null for a 204). The `@ts-expect-error` lines are checked by
// the typecheck: a call the API document does not describe does not compile.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDelete, apiPost, apiPut } from '../../src/lib/api';

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

function answerWith(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method!,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('the typed writes', () => {
  it('send the method, the path with its values filled in, and the body', async () => {
    const sent = answerWith(200, { id: 4, timecode: 7.5 });
    const element = await apiPut('/api/interactive-elements/{id}', {
      path: { id: 4 },
      body: { timecode: 7.5 },
    });
    expect(element).toEqual({ id: 4, timecode: 7.5 });
    expect(sent).toEqual([
      { url: '/api/interactive-elements/4', method: 'PUT', body: { timecode: 7.5 } },
    ]);
  });

  it('send no body when the operation takes none, and answer null for a 204', async () => {
    const sent = answerWith(204, null);
    expect(
      await apiDelete('/api/import-jobs/{id}/videos/{youtubeId}', {
        path: { id: 2, youtubeId: 'a/b' },
      }),
    ).toBeNull();
    await apiPost('/api/auth/logout');
    expect(sent).toEqual([
      { url: '/api/import-jobs/2/videos/a%2Fb', method: 'DELETE', body: undefined },
      { url: '/api/auth/logout', method: 'POST', body: undefined },
    ]);
  });
});

/** Never called: what the typecheck refuses. */
export function refusedByTheTypecheck() {
  // @ts-expect-error an operation that needs a body
  void apiPost('/api/videos');
  // @ts-expect-error a body of another shape
  void apiPost('/api/auth/login', { body: { user: 'a' } });
  // @ts-expect-error a path without its values
  void apiDelete('/api/videos/{id}');
  // @ts-expect-error a path the API does not answer that method on
  void apiPut('/api/auth/login', { body: { email: 'a@example.com', password: 'b' } });
  void apiPost('/api/auth/login', { body: { email: 'a@example.com', password: 'b' } }).then(
    (user) => {
      // @ts-expect-error a field the answer does not have
      return user.nope;
    },
  );
}
