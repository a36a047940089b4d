// Builds the real app over a real store for one test file, with helpers to act as an
// anonymous visitor, a logged-in admin or a logged-in non-admin user.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  FastifyInstance,
  FastifyServerOptions,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import { insertUser, seedContent, type ContentStore, type SeedMode } from '@lumen/db';
import {
  createJobDefinitions,
  createJobDeps,
  openJobQueue,
  type ImportSources,
  type JobQueue,
  type JobWorkers,
} from '@lumen/workers';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { sessionCookieName } from '../../src/plugins/auth.ts';
import { ensureAdmin } from '../../src/services/ensure-admin.ts';
import type { LoginDelay } from '../../src/services/login-throttle.ts';
import { hashPassword } from '../../src/services/passwords.ts';
import { openTestStore, type StoreKind } from './stores.ts';
import { jobQueueTestOptions, type JobQueueKind } from './job-queue.ts';
import {
  openTestPipeline,
  redisTestEnv,
  type QueueKind,
  type TestPipeline,
} from './event-pipeline.ts';
import { BROWSER_HEADERS } from '@lumen/contract/test-viewer';

export const ADMIN = { email: 'admin@example.test', password: 'admin-password-1' };
export const VIEWER = { email: 'viewer@example.test', password: 'viewer-password-1' };
export const ORIGIN = 'http://localhost:80';

export interface Harness {
  app: FastifyInstance;
  content: ContentStore;
  dataDir: string;
  /** A request as an anonymous visitor. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A request with the admin's session cookie and a same-origin Origin header. */
  asAdmin(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The same as a logged-in user who is not an admin. */
  asViewer(options: InjectOptions): Promise<LightMyRequestResponse>;
  login(credentials: { email: string; password: string }): Promise<string>;
  /** The event pipeline, when the harness was asked for one (`events`). */
  events: TestPipeline | null;
  /** The job queue and its workers in this process, when the harness was asked for them (`jobs`). */
  jobs: { queue: JobQueue; workers: JobWorkers } | null;
  close(): Promise<void>;
}

export async function createHarness(
  kind: StoreKind,
  options: {
    seed?: SeedMode;
    env?: Record<string, string>;
    events?: QueueKind;
    startSink?: boolean;
    /** A job queue of this kind, its workers running here with these import sources. */
    jobs?: { kind: JobQueueKind; sources: ImportSources };
    logger?: FastifyServerOptions['logger'];
    /** Waits out the login throttle's delays (a real timer when omitted). */
    loginDelay?: LoginDelay;
    /** A built SPA to serve pages from (none: the API only). */
    webDistDir?: string;
  } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumen-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    EVENT_LINGER_MS: '20',
    ...(options.events ? redisTestEnv(options.events) : {}),
    ...options.env,
  });
  const content = await openTestStore(kind);
  if (options.seed) await seedContent(content.db, options.seed);
  await ensureAdmin(content.db, ADMIN.email, ADMIN.password);
  await insertUser(content.db, {
    email: VIEWER.email,
    passwordHash: await hashPassword(VIEWER.password),
    role: 'viewer',
    firstName: 'Vera',
    lastName: 'Viewer',
  });
  const events = options.events
    ? await openTestPipeline(config, { startSink: options.startSink })
    : null;
  const jobs = options.jobs ? await openTestJobs(options.jobs, dataDir, content, config) : null;
  const app = await buildApp({
    config,
    content,
    events: events ?? undefined,
    jobs: jobs?.queue,
    logger: options.logger,
    loginDelay: options.loginDelay,
    webDistDir: options.webDistDir,
  });
  await app.ready();

  async function login(credentials: { email: string; password: string }): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
    });
    if (response.statusCode !== 200)
      throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    const cookie = response.cookies.find((c) => c.name === sessionCookieName(config.COOKIE_SECURE));
    return `${cookie!.name}=${cookie!.value}`;
  }

  // One login per user, shared by parallel first requests (the login throttle counts password
  // checks in flight, so a burst of parallel logins would be throttled).
  const cookies = new Map<string, Promise<string>>();
  const withSession = (who: typeof ADMIN) => async (request: InjectOptions) => {
    if (!cookies.has(who.email)) cookies.set(who.email, login(who));
    const cookie = await cookies.get(who.email)!;
    return app.inject({
      ...request,
      headers: { origin: ORIGIN, ...BROWSER_HEADERS, ...request.headers, cookie },
    });
  };

  return {
    app,
    content,
    dataDir,
    // A person's browser unless the request says otherwise: the ingest keeps the events of
    // HTTP libraries (light-my-request's own user agent among them) out of every figure.
    request: (request) =>
      app.inject({ ...request, headers: { ...BROWSER_HEADERS, ...request.headers } }),
    asAdmin: withSession(ADMIN),
    asViewer: withSession(VIEWER),
    login,
    events,
    jobs,
    async close() {
      await app.close();
      await jobs?.workers.close(5000);
      await jobs?.queue.close();
      await events?.close();
      await content.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestJobs(
  { kind, sources }: { kind: JobQueueKind; sources: ImportSources },
  dataDir: string,
  content: ContentStore,
  config: ReturnType<typeof loadConfig>,
) {
  const queue = await openJobQueue(jobQueueTestOptions(kind, join(dataDir, 'jobs')));
  // The platforms are scripted; everything else as the product builds it.
  const definitions = createJobDefinitions({ ...createJobDeps(content.db, config), sources });
  const workers = queue.process(definitions, () => {});
  return { queue, workers };
}
