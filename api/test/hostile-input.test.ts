// A probe of every route the app serves (read from the app, so a new route is covered
// automatically), as an anonymous visitor and as the admin: NUL characters in the path, the
// query and the body, malformed Host headers and bad percent-encoding must each get a 4xx
// with our { message } shape (never a 5xx, never Fastify's own error shape) and change nothing.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN, ORIGIN, createHarness, type Harness } from './support/harness.ts';
import { fillParams, hasParams, listRoutes, type AppRoute } from './support/routes.ts';
import { storeKinds } from './support/stores.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// Plausible fields of every route's body, each carrying a NUL, plus a NUL in a key: whichever
// of them a route reads, the NUL is there.
const NUL_BODY = {
  email: 'admin\u0000@example.test',
  password: 'pass\u0000word',
  title: 'A\u0000',
  name: 'A\u0000',
  question: 'Q\u0000?',
  sourceUrl: 'https://cdn.example.com/a\u0000.mp4',
  thumbnailUrl: '/uploads/\u0000.png',
  answer: 'Paris\u0000',
  responses: { q1: 'yes\u0000' },
  sessionId: 's\u0000',
  eventType: 'video_play',
  videoId: 1,
  videoIds: [1],
  timecode: 5,
  metadata: { 'k\u0000': 'v' },
};

const BAD_HOSTS = ['a b', '%zz', '[::1', ' ', 'evil.example/path', 'a@b'];
const BAD_PERCENT = ['%zz', '%E0%A4%A', '%ff'];

function expectRefused(response: { statusCode: number; body: string }, label: string): void {
  expect(response.statusCode, `${label} → ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${label} → ${response.body}`).toBeLessThan(500);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  // Fastify's own shape would add error, code and statusCode.
  expect(Object.keys(body), label).toEqual(['message']);
  expect(body.message, label).toEqual(expect.any(String));
}

/** The request with an empty Host header, over a real socket: inject always fills one in. */
function sendWithEmptyHost(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const lines = [`${method} ${path} HTTP/1.1`, 'Host:', 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    const body = method === 'GET' || method === 'DELETE' ? '' : '{}';
    if (body) lines.push('Content-Type: application/json', `Content-Length: ${body.length}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', payload = ''] = raw.split('\r\n\r\n');
      resolve({ statusCode: Number(head.split(' ')[1]), body: payload });
    });
  });
}

/** POSTs `mebibytes` MiB of JSON through node:http, writing all of it before reading anything. */
function postLargeBody(
  port: number,
  path: string,
  mebibytes: number,
): Promise<{ statusCode: number; body: string; errors: string[] }> {
  return new Promise((resolve) => {
    const errors: string[] = [];
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': mebibytes * 1024 * 1024,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          request.once('close', () => resolve({ statusCode: response.statusCode!, body, errors }));
        });
      },
    );
    request.on('error', (error) => {
      errors.push(error.message);
      resolve({ statusCode: 0, body: '', errors });
    });
    const spaces = Buffer.alloc(1024 * 1024, ' ');
    for (let i = 0; i < mebibytes; i++) request.write(spaces);
    request.end();
  });
}

describe.each(storeKinds)('hostile input on every route on %s', (kind) => {
  let h: Harness;
  let routes: AppRoute[];
  let adminCookie: string;
  const snapshot = async () => {
    const urls = [
      '/api/videos',
      '/api/categories',
      '/api/featured-collections',
      '/api/featured-collections/1/videos',
      '/api/videos/2/quizzes',
      '/api/videos/2/surveys',
      '/api/videos/2/interactive-elements',
    ];
    return Promise.all(urls.map(async (url) => (await h.asAdmin({ method: 'GET', url })).body));
  };
  let before: string[];

  beforeAll(async () => {
    h = await createHarness(kind, { seed: 'demo', events: 'log' });
    routes = listRoutes(h.app);
    adminCookie = await h.login(ADMIN);
    before = await snapshot();
  });
  afterAll(() => h.close());

  const callers: [string, (options: InjectOptions) => Promise<LightMyRequestResponse>][] = [
    ['anonymous', (options) => h.request(options)],
    ['admin', (options) => h.asAdmin(options)],
  ];

  it('reads the routes from the app, ingest and static files included', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'POST /api/auth/login',
      'GET /api/videos/search',
      'POST /api/quizzes/:id/responses',
      'POST /api/track/batch',
      'DELETE /api/featured-collections/:id/videos/:videoId',
      'GET /uploads/*',
    ])
      expect(names).toContain(expected);
  });

  describe.each(callers)('as %s', (_who, send) => {
    it('a NUL in the path, the query or the body is a 4xx on every route', async () => {
      for (const route of routes) {
        const method = route.method as Method;
        const url = fillParams(route.path, '1');
        const probes: { method: Method; url: string; payload?: object }[] = [
          { method, url: `${url}?q=%00&videoType=a%00b&page=%00` },
          { method, url: `${url}?a%00=1` },
        ];
        if (hasParams(route.path)) probes.push({ method, url: fillParams(route.path, '%00') });
        if (method !== 'GET') {
          probes.push({ method, url, payload: NUL_BODY });
          probes.push({ method, url, payload: [{ ...NUL_BODY }] });
        }
        for (const probe of probes)
          expectRefused(await send(probe), `${method} ${probe.url} ${probe.payload ? 'body' : ''}`);
      }
    });

    it('a malformed Host header is a 400 on every route', async () => {
      for (const route of routes) {
        for (const host of BAD_HOSTS) {
          const response = await send({
            method: route.method,
            url: fillParams(route.path, '1'),
            headers: { host },
            ...(route.method === 'GET' ? {} : { payload: {} }),
          });
          expectRefused(response, `${route.method} ${route.path} Host: ${host}`);
          expect(response.json()).toEqual({ message: 'Malformed Host header' });
        }
      }
    });

    it('bad percent-encoding in the path or the query is a 400 on every route', async () => {
      for (const route of routes) {
        const method = route.method as Method;
        const url = fillParams(route.path, '1');
        const urls = BAD_PERCENT.flatMap((bad) => [
          hasParams(route.path) ? fillParams(route.path, bad) : `${url}${bad}`,
          `${url}?q=${bad}`,
        ]);
        for (const probe of urls) {
          const response = await send({ method, url: probe });
          expectRefused(response, `${method} ${probe}`);
          expect(response.json()).toEqual({ message: 'Malformed URL: bad percent-encoding' });
        }
      }
    });
  });

  it('an empty Host header is a 400 on every route, anonymous or admin', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as { port: number };
    for (const route of routes) {
      const asWho: Record<string, string>[] = [{}, { cookie: adminCookie, origin: ORIGIN }];
      for (const headers of asWho) {
        const response = await sendWithEmptyHost(
          port,
          route.method,
          fillParams(route.path, '1'),
          headers,
        );
        expectRefused(response, `${route.method} ${route.path} (empty Host)`);
        expect(JSON.parse(response.body)).toEqual({ message: 'Malformed Host header' });
      }
    }
  });

  it("a 64 MiB body gets a 413 that Node's own HTTP client reads", async () => {
    if (!h.app.server.listening) await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as { port: number };
    const answer = await postLargeBody(port, '/api/track/interaction', 64);
    expect(answer).toEqual({
      statusCode: 413,
      body: JSON.stringify({ message: 'Request body is too large' }),
      errors: [],
    });
  });

  it('ingest metadata nested deeper than JSON.stringify can follow is a 400', async () => {
    // 7,000 levels: past V8's stack for JSON.stringify, under the 16 KiB of a single event.
    const metadata = `{"a":${'['.repeat(7000)}${']'.repeat(7000)}}`;
    const event = `{"eventType":"video_play","videoId":1,"metadata":${metadata}}`;
    for (const [url, body] of [
      ['/api/track/interaction', event],
      ['/api/track/batch', `[${event}]`],
      ['/api/videos/1/track-view', `{"metadata":${metadata}}`],
      ['/api/videos/1/track-progress', `{"currentTime":5,"duration":9,"metadata":${metadata}}`],
    ] as const) {
      const response = await h.request({
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expectRefused(response, url);
      expect(response.json()).toEqual({ message: 'metadata must be at most 2048 bytes of JSON' });
    }
  });

  it('changed nothing, and the server is still healthy', async () => {
    expect(await snapshot()).toEqual(before);
    expect((await h.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // No password was checked for a refused login, so none counted against the admin.
    expect(
      (await h.request({ method: 'POST', url: '/api/auth/login', payload: ADMIN })).statusCode,
    ).toBe(200);
  });
});
