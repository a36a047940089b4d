// The worker process's configuration: read and validated once, at start.
import { z } from 'zod';
import { logLevel, parseEnvironment, urlOf } from './config-parsing.ts';
import { pipelineEnvShape } from './pipeline-config.ts';

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
    LOG_LEVEL: logLevel,
    ...pipelineEnvShape,
  })
  .refine((env) => Boolean(env.CLICKHOUSE_URL) !== Boolean(env.CHDB_DIR), {
    path: ['CLICKHOUSE_URL'],
    message:
      "is required (or, for tests only, CHDB_DIR, but not both): chDB's data directory belongs to the API process; without a ClickHouse server, let `npm start` drain the queue (RUN_WORKERS=true)",
  });

export type WorkerConfig = z.infer<typeof workerEnvSchema>;

/** Throws a ConfigError naming every bad variable. */
export function loadWorkerConfig(env: Record<string, string | undefined>): WorkerConfig {
  return parseEnvironment(workerEnvSchema, env);
}
