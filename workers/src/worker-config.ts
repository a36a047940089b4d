// The worker process's configuration: read and validated once, at start.
import { z } from 'zod';
import { logFormat, logLevel, metricsToken, parseEnvironment, urlOf } from './config-parsing.ts';
import { pipelineEnvShape } from './pipeline-config.ts';
import { jobsEnvShape } from './jobs/jobs-config.ts';
import { platformEnvShape } from './platforms/platform-config.ts';
import { analysisEnvShape } from './analysis/analysis-config.ts';
import { mediaDirOf, mediaEnvShape } from './media/media-config.ts';

const url = (protocols: string[], why: string) =>
  z
    .string({ error: `is required: ${why}` })
    .trim()
    .pipe(urlOf(protocols));

const workerEnvSchema = z
  .object({
    REDIS_URL: url(
      ['redis://', 'rediss://'],
      'the worker process drains the Redis queue (without Redis, `npm start` runs the workers itself)',
    ),
    CLICKHOUSE_URL: z
      .literal('')
      .transform(() => undefined)
      .or(url(['http://', 'https://'], 'where the events go'))
      .optional(),
    /**
     * A chDB directory this worker alone opens, instead of a server. chDB is in-process, so the
     * API cannot read it while the worker runs: for tests that kill a real worker process.
     */
    CHDB_DIR: z
      .literal('')
      .transform(() => undefined)
      .or(z.string().trim().min(1))
      .optional(),
    /** The content store: with it this process also runs jobs (imports), which write videos. */
    DATABASE_URL: z
      .literal('')
      .transform(() => undefined)
      .or(url(['postgres://', 'postgresql://'], 'where jobs write content'))
      .optional(),
    LOG_LEVEL: logLevel,
    LOG_FORMAT: logFormat,
    /** Where this process serves GET /metrics; unset (the default), it serves none. */
    WORKER_METRICS_PORT: z
      .literal('')
      .transform(() => undefined)
      .or(z.coerce.number().int().min(0).max(65_535))
      .optional(),
    WORKER_METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    /** Only for the uploads' folder (DATA_DIR/media) when MEDIA_DIR is unset: share it with the api. */
    DATA_DIR: z.string().trim().min(1).default('./data'),
    METRICS_TOKEN: metricsToken,
    ...pipelineEnvShape,
    ...jobsEnvShape,
    ...platformEnvShape,
    ...analysisEnvShape,
    ...mediaEnvShape,
  })
  .refine((env) => !(env.CLICKHOUSE_URL && env.CHDB_DIR), {
    path: ['CLICKHOUSE_URL'],
    message: 'and CHDB_DIR cannot both be set',
  })
  .refine((env) => env.CLICKHOUSE_URL || env.CHDB_DIR || env.DATABASE_URL, {
    path: ['CLICKHOUSE_URL'],
    message:
      "or DATABASE_URL is required: CLICKHOUSE_URL makes this worker drain events (or, for tests only, CHDB_DIR: chDB's data directory belongs to the API process), DATABASE_URL makes it run jobs; without a ClickHouse server, let `npm start` drain the queue (RUN_WORKERS=true)",
  });

export type WorkerConfig = z.infer<typeof workerEnvSchema> & {
  /** Uploaded videos and their transcodes: the api's folder too. */
  mediaDir: string;
};

/** Throws a ConfigError naming every bad variable. */
export function loadWorkerConfig(env: Record<string, string | undefined>): WorkerConfig {
  const config = parseEnvironment(workerEnvSchema, env);
  return { ...config, mediaDir: mediaDirOf(config) };
}
