// Operations: Prometheus metrics at /metrics (and who may read them), the OpenAPI document and
// its UI, and one JSON log line per request.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueueFullError } from '@lumen/workers';
import { createProcessLogger } from '@lumen/workers/process-log';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createMetrics } from '../src/services/metrics.ts';
import { ADMIN, createHarness, type Harness } from './support/harness.ts';
import rootPackage from '../../package.json' with { type: 'json' };

const TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** A counter's or gauge's value in the Prometheus text format (0 when the series is absent). */
function sample(metricsText: string, series: string): number {
  const line = metricsText.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** Every route with its methods, read from Fastify's own route tree (printRoutes). */
function registeredRoutes(tree: string): { path: string; methods: string[] }[] {
  const routes: { path: string; methods: string[] }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4}|├── |└── )*)(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4 - 1;
    stack.length = depth;
    const path = stack.join('') + match[2]!;
    stack.push(match[2]!);
    if (match[3]) routes.push({ path, methods: match[3].split(', ') });
  }
  return routes;
}

describe('observability', () => {
  let h: Harness;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    h = await createHarness('pglite', {
      events: 'log',
      env: { METRICS_TOKEN: TOKEN },
      logger: {
        level: 'info',
        stream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
      },
    });
  });
  afterAll(() => h.close());

  // The ingest takes events for existing videos only.
  const createVideo = async (): Promise<number> =>
    (
      await h.asAdmin({
        method: 'POST',
        url: '/api/videos',
        payload: { title: 'Observed', sourceUrl: 'https://cdn.example.com/o.mp4' },
      })
    ).json().id;

  const scrape = async () => {
    const response = await h.request({ method: 'GET', url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('refuses /metrics without the token, or with a wrong one, with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: TOKEN }]) {
      const response = await h.request({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toEqual({
        message: 'Metrics need METRICS_TOKEN as a Bearer token',
      });
    }
  });

  it('names the running release in lumen_build_info', async () => {
    expect(sample(await scrape(), `lumen_build_info{version="${rootPackage.version}"}`)).toBe(1);
  });

  it('counts a request in the latency histogram of its route pattern', async () => {
    const series =
      'lumen_http_request_duration_seconds_count{method="GET",route="/api/videos/:id",status_code="404"}';
    const before = sample(await scrape(), series);
    expect((await h.request({ method: 'GET', url: '/api/videos/999999' })).statusCode).toBe(404);
    const after = await scrape();
    expect(sample(after, series)).toBe(before + 1);
    expect(after).toContain(
      'lumen_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/videos/:id",status_code="404"}',
    );
  });

  it('counts ingested events as accepted, and a batch the queue refuses as refused', async () => {
    const videoId = await createVideo();
    const accepted = 'lumen_ingest_events_total{outcome="accepted"}';
    const before = await scrape();
    const batch = Array.from({ length: 7 }, () => ({
      eventId: randomUUID(),
      sessionId: randomUUID(),
      eventType: 'view',
      videoId,
      metadata: {},
      timestamp: Date.now(),
    }));
    const response = await h.request({ method: 'POST', url: '/api/track/batch', payload: batch });
    expect(response.statusCode).toBe(202);
    const after = await scrape();
    expect(sample(after, accepted)).toBe(sample(before, accepted) + 7);
    expect(after).toMatch(/^lumen_event_queue_depth \d+$/m);
    expect(sample(after, 'lumen_ingest_events_total{outcome="rate_limited"}')).toBe(0);

    const refused = 'lumen_ingest_events_total{outcome="queue_unavailable"}';
    vi.spyOn(h.events!.queue, 'enqueue').mockRejectedValueOnce(new QueueFullError(1));
    const full = await h.request({ method: 'POST', url: '/api/track/batch', payload: batch });
    expect(full.statusCode).toBe(503);
    const afterRefusal = await scrape();
    expect(sample(afterRefusal, refused)).toBe(sample(after, refused) + 7);
    expect(sample(afterRefusal, accepted)).toBe(sample(after, accepted));
  });

  it('reports the age of the event queue’s oldest entry, 0 when it is empty', async () => {
    const series = 'lumen_event_queue_oldest_entry_age_seconds';
    const oldest = vi.spyOn(h.events!.queue, 'oldestEntryTime');
    oldest.mockResolvedValueOnce(Date.now() - 90_000);
    const age = sample(await scrape(), series);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(100);
    oldest.mockResolvedValueOnce(null);
    expect(await scrape()).toMatch(new RegExp(`^${series} 0$`, 'm'));
    // An unreachable queue does not fail the scrape (prom-client shows a label-less gauge as 0).
    oldest.mockRejectedValueOnce(new Error('queue down'));
    expect(sample(await scrape(), series)).toBe(0);
    oldest.mockRestore();
  });

  it('counts job attempts per job type: durations by outcome, retries and failures', async () => {
    const metrics = createMetrics();
    const observer = metrics.jobObserver;
    observer.attemptFinished('import-url', 'retry', 0.2);
    observer.attemptFinished('import-url', 'completed', 3);
    observer.attemptFinished('import-playlist', 'retry', 1);
    observer.attemptFinished('import-playlist', 'failed', 2);
    const text = await metrics.registry.metrics();
    const duration = 'lumen_job_duration_seconds';
    expect(sample(text, `${duration}_count{type="import-url",outcome="completed"}`)).toBe(1);
    expect(sample(text, `${duration}_sum{type="import-url",outcome="completed"}`)).toBe(3);
    expect(sample(text, `${duration}_count{type="import-url",outcome="retry"}`)).toBe(1);
    expect(sample(text, `${duration}_sum{type="import-playlist",outcome="failed"}`)).toBe(2);
    expect(sample(text, 'lumen_job_retries_total{type="import-url"}')).toBe(1);
    expect(sample(text, 'lumen_job_retries_total{type="import-playlist"}')).toBe(1);
    expect(sample(text, 'lumen_job_failures_total{type="import-url"}')).toBe(0);
    expect(sample(text, 'lumen_job_failures_total{type="import-playlist"}')).toBe(1);
  });

  it('serves an OpenAPI 3 document listing every route, and the browsable UI, to an admin', async () => {
    const response = await h.asAdmin({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: 'Lumen API', version: rootPackage.version });
    // /api/health's answer documents the release it names.
    expect(
      doc.paths['/api/health'].get.responses['200'].content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['status', 'checks', 'version']));
    const routes = registeredRoutes(h.app.printRoutes({ commonPrefix: false })).filter(
      // The UI's own files and the static file trees are no API.
      ({ path }) => !path.startsWith('/api/docs') && !path.includes('*'),
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const { path, methods } of routes) {
      const documented = path.replace(/:(\w+)/g, '{$1}');
      for (const method of methods.filter((m) => m !== 'HEAD')) {
        expect(doc.paths[documented]?.[method.toLowerCase()], `${method} ${path}`).toMatchObject({
          responses: expect.any(Object),
        });
      }
    }
    // The zod schemas come through: the login body names its fields.
    expect(
      doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['email', 'password']));

    const ui = await h.asAdmin({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    // Under the site's CSP: its scripts are files of our own origin, which script-src allows.
    expect(ui.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...ui.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith('/api/docs/')).toBe(true);
      expect((await h.asAdmin({ method: 'GET', url: src })).statusCode).toBe(200);
    }
  });

  const apiDocsUrls = [
    '/api/docs',
    '/api/docs/json',
    '/api/docs/yaml',
    '/api/docs/static/swagger-initializer.js',
  ];

  it('keeps the OpenAPI document (it lists every admin route) and its UI from anyone but an admin', async () => {
    for (const url of apiDocsUrls) {
      const anonymous = await h.request({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json(), url).toEqual({ message: 'Authentication required' });
      const viewer = await h.asViewer({ method: 'GET', url });
      expect(viewer.statusCode, url).toBe(403);
      expect(viewer.body, url).not.toContain('/api/admin/jobs');
    }
  });

  it('opens the OpenAPI document to everyone with API_DOCS=public', async () => {
    const config = loadConfig({ DATA_DIR: h.dataDir, API_DOCS: 'public' });
    const app = await buildApp({ config, content: h.content });
    try {
      for (const url of apiDocsUrls) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(doc.paths).toHaveProperty('/api/videos');
    } finally {
      await app.close();
    }
  });

  it('logs a failed query with its SQL but no parameter value, and no URL with its query string', async () => {
    const lines: string[] = [];
    const logger = createProcessLogger({
      level: 'info',
      format: 'json',
      destination: { write: (line: string) => void lines.push(line) },
    });
    const config = loadConfig({ DATA_DIR: h.dataDir });
    const app = await buildApp({ config, content: h.content, loggerInstance: logger });
    // The store fails every statement, inside drizzle, which puts the parameters in its error.
    const client = (h.content.db as unknown as { $client: { query: () => Promise<unknown> } })
      .$client;
    const failing = vi.spyOn(client, 'query').mockRejectedValue(new Error('the store went away'));
    try {
      const searched = 'privatesearchword';
      const response = await app.inject({
        method: 'GET',
        url: `/api/videos/search?q=${searched}`,
      });
      expect(response.statusCode).toBe(500);
      // The statement carried the searched word as a parameter.
      expect(JSON.stringify(failing.mock.calls)).toContain(searched);
      const log = lines.join('');
      expect(log).toContain('Failed query: ');
      expect(log).toContain('the store went away');
      expect(log).not.toContain(searched);
      const urls = lines.map((line) => JSON.parse(line).url).filter(Boolean);
      expect(urls).toContain('/api/videos/search');
    } finally {
      failing.mockRestore();
      await app.close();
    }
  });

  it('writes one JSON log line per request, with its request id, method, status and time', async () => {
    const cookie = await h.login(ADMIN);
    logLines.length = 0;
    await h.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    const lines = logLines.filter((l) => l.url === '/api/auth/user');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      statusCode: 200,
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      responseTimeMs: expect.any(Number),
    });
    // Every line of the request carries the same id.
    expect(logLines.filter((l) => l.reqId === lines[0]!.reqId)).toHaveLength(1);
  });

  it('writes no line for an accepted ingest call (ingest volume would flood the log)', async () => {
    const videoId = await createVideo();
    logLines.length = 0;
    const response = await h.request({
      method: 'POST',
      url: `/api/videos/${videoId}/track-view`,
      payload: {},
    });
    expect(response.statusCode).toBe(202);
    expect(logLines).toEqual([]);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h.close());

  it('answers a direct loopback connection (a scraper on the same host)', async () => {
    // app.inject connects from 127.0.0.1.
    const response = await h.request({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('# TYPE lumen_http_request_duration_seconds histogram');
  });

  it('refuses a request a proxy forwarded, or one from another address, with 401', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
    ]) {
      const response = await h.request({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
    }
    const remote = await h.request({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(401);
  });
});
