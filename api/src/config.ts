// The one place that reads process.env: validated once at start, then passed down.
import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import {
  ConfigError,
  flag,
  logFormat,
  logLevel,
  metricsToken,
  parseEnvironment,
  urlOf,
} from '@lumen/workers/config-parsing';
import { pipelineEnvShape } from '@lumen/workers/pipeline-config';
import { jobsEnvShape } from '@lumen/workers/jobs-config';
import { platformEnvShape } from '@lumen/workers/platform-config';
import { analysisEnvShape } from '@lumen/workers/analysis-config';
import { mediaDirOf, mediaEnvShape } from '@lumen/workers/media-config';
import type { EventQueueConfig, JobQueueConfig } from '@lumen/workers';

export { ConfigError };

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(urlOf(protocols).optional())
    .optional();

/** The names proxy-addr (Fastify's trustProxy) gives to address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: `false` (no proxy), a hop count, or the proxies' addresses and CIDR ranges
 * (comma-separated). `true` is one hop: trusting every hop would take the client-written leftmost
 * X-Forwarded-For entry as the address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['', 'false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const proxies = value.split(',').map((entry) => entry.trim());
    const bad = proxies.filter(
      (entry) =>
        !PROXY_RANGE_NAMES.has(entry) && !ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry),
    );
    if (bad.length === 0) return proxies;
    context.addIssue({
      code: 'custom',
      message: `must be false, a hop count or proxy addresses and CIDR ranges (not ${bad.join(', ')})`,
    });
    return z.NEVER;
  });

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
    REDIS_URL: optionalUrl(['redis://', 'rediss://']),
    CLICKHOUSE_URL: optionalUrl(['http://', 'https://']),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .email('must be an email address')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_PASSWORD: z
      .string()
      .min(12, 'must be at least 12 characters')
      .max(1024)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SEED: z.enum(['demo', 'none']).default('demo'),
    /** With SEED=demo: generated viewing sessions a new install sends for its demo figures. */
    DEMO_SESSIONS: z.coerce.number().int().min(0).max(100_000).default(3000),
    PUBLIC_ORIGIN: optionalUrl(['http://', 'https://']).transform((v) => v?.replace(/\/+$/, '')),
    /** Unset or empty: follows PUBLIC_ORIGIN (true for https://). */
    COOKIE_SECURE: z
      .literal('')
      .transform(() => undefined)
      .or(flag)
      .optional(),
    TRUST_PROXY: trustProxy.default(false),
    LOG_LEVEL: logLevel,
    LOG_FORMAT: logFormat,
    /** Bearer token /metrics wants; unset, it answers only direct loopback connections. */
    METRICS_TOKEN: metricsToken,
    /** Who may read the OpenAPI document and its browser at /api/docs. */
    API_DOCS: z.enum(['admin', 'public']).default('admin'),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(5 * 1024 * 1024),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(10 * 1024 * 1024)
      .default(1024 * 1024),
    /** A session's absolute lifetime from login. */
    SESSION_MAX_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(12),
    /** A session unused this long ends. */
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60 * 365)
      .default(30),
    /** How often each api process copies the event store's view counts into the catalogue. */
    VIEW_COUNT_COPY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
    LOGIN_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /** Quiz and survey responses one address may send per minute; 0 turns the limit off. */
    RESPONSE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(120),
    ...pipelineEnvShape,
    ...jobsEnvShape,
    ...platformEnvShape,
    ...analysisEnvShape,
    ...mediaEnvShape,
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'COOKIE_SECURE'> {
  /** The session cookie is Secure (and `__Host-` named); the site is served over HTTPS. */
  COOKIE_SECURE: boolean;
  /** Absolute data directory; the embedded stores and uploads live under it. */
  dataDir: string;
  uploadsDir: string;
  /** Uploaded videos and their transcodes (MEDIA_DIR, else DATA_DIR/media). */
  mediaDir: string;
  pgliteDir: string;
  clickhouseDir: string;
  /** The embedded event log (without REDIS_URL). */
  queueDir: string;
  /** The embedded job queue (without REDIS_URL). */
  jobsDir: string;
  loginWindowMs: number;
  sessionMaxMs: number;
  sessionIdleMs: number;
  /** Whether this process drains the event queue (see RUN_WORKERS). */
  runWorkers: boolean;
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const data = parseEnvironment(envSchema, env);
  const dataDir = resolve(data.DATA_DIR);
  return {
    ...data,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    mediaDir: mediaDirOf(data),
    pgliteDir: resolve(dataDir, 'pg'),
    clickhouseDir: resolve(dataDir, 'clickhouse'),
    queueDir: resolve(dataDir, 'queue'),
    jobsDir: resolve(dataDir, 'jobs'),
    loginWindowMs: data.LOGIN_WINDOW_MINUTES * 60_000,
    COOKIE_SECURE: data.COOKIE_SECURE ?? Boolean(data.PUBLIC_ORIGIN?.startsWith('https://')),
    sessionMaxMs: data.SESSION_MAX_HOURS * 3_600_000,
    sessionIdleMs: data.SESSION_IDLE_MINUTES * 60_000,
    // chDB's data directory belongs to this process, so without a ClickHouse server only it can drain.
    runWorkers: data.RUN_WORKERS ?? !(data.REDIS_URL && data.CLICKHOUSE_URL),
  };
}

/** The event queue's options (the server and the tests' pipelines open it alike). */
export function eventQueueOptions(config: Config): EventQueueConfig {
  return {
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    maxDepth: config.EVENT_QUEUE_MAX_DEPTH,
    logDir: config.queueDir,
    maxBytes: config.EVENT_QUEUE_MAX_BYTES,
  };
}

/** The job queue's options: BullMQ on REDIS_URL, else the embedded store in DATA_DIR/jobs. */
export function jobQueueOptions(config: Config): JobQueueConfig {
  return {
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    dir: config.jobsDir,
    lockDurationMs: config.JOB_LOCK_MS,
  };
}
