// What the API's and the worker process's config modules share: the syntax of a yes/no
// variable, of a URL and of the log level, and one way of refusing a bad environment that
// names every bad variable.
import { z } from 'zod';

/** A yes/no variable: true, 1 or yes; false, 0, no or empty. */
export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A URL that starts with one of `protocols` (e.g. `redis://`). */
export const urlOf = (protocols: string[]) =>
  z
    .url({ message: `must be a URL (${protocols.join(', ')})` })
    .refine(
      (v) => protocols.some((p) => v.startsWith(p)),
      `must start with ${protocols.join(' or ')}`,
    );

export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

/** JSON lines or readable lines; unset, readable ones when stdout is a terminal. */
export const logFormat = z
  .literal('')
  .transform(() => undefined)
  .or(z.enum(['json', 'pretty']))
  .optional();

/** Bearer token /metrics wants (the api's and the worker process's); unset, only direct loopback connections. */
export const metricsToken = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().min(16, 'must be at least 16 characters').optional())
  .optional();

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** For a process's start: a bad environment ends it with the message alone, not a stack trace. */
export function readConfigOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
