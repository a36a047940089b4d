// The worker process's configuration: read and validated once, at start.
import { z } from 'zod';
import { pipelineEnvShape } from './pipeline-config.ts';

const url = (protocols: string[], why: string) =>
  z
    .string({ error: `is required: ${why}` })
    .trim()
    .url({ message: `must be a URL (${protocols.join(', ')})` })
    .refine((v) => protocols.some((p) => v.startsWith(p)), `must start with ${protocols.join(' or ')}`);

const workerEnvSchema = z.object({
  REDIS_URL: url(['redis://', 'rediss://'], 'the worker process drains the Redis queue (without Redis, `npm start` runs the workers itself)'),
  CLICKHOUSE_URL: url(
    ['http://', 'https://'],
    "chDB's data directory belongs to the API process; without a ClickHouse server, let `npm start` drain the queue (RUN_WORKERS=true)",
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...pipelineEnvShape,
});

export type WorkerConfig = z.infer<typeof workerEnvSchema>;

export class WorkerConfigError extends Error {}

export function loadWorkerConfig(env: Record<string, string | undefined>): WorkerConfig {
  const parsed = workerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new WorkerConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
