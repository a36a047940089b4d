// Drizzle wraps a failed statement in a DrizzleQueryError whose message (and so its stack) ends in
// "params: …": the statement's values, which are emails, password hashes and visitors' answers.
// The database's own error under it may repeat them: in its `detail` ("Key (email)=(…) already
// exists", "Failing row contains (…)"), and PGlite's in `params` too. Logs and stored job failures get the error without them:
// the SQL and the database's code and message are what explain a failure.
import { DrizzleQueryError } from 'drizzle-orm';

/** How deep a chain of causes is followed (a cause that loops back ends it). */
const MAX_CAUSES = 10;

/** A copy of `error` (same class, same fields) with these fields changed. */
function copyOf<T extends Error>(error: T, fields: Record<string, unknown>): T {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as T;
  Object.assign(copy, error);
  for (const key of ['message', 'stack'] as const)
    Object.defineProperty(copy, key, { value: error[key], writable: true, configurable: true });
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) delete (copy as Record<string, unknown>)[key];
    else Object.defineProperty(copy, key, { value, writable: true, configurable: true });
  }
  return copy;
}

/** The database's error under a failed query, without the values it may repeat. */
function withoutValues(cause: unknown): unknown {
  if (!(cause instanceof Error) || !('detail' in cause || 'params' in cause)) return cause;
  return copyOf(cause, { detail: undefined, params: undefined });
}

function redact(error: unknown, depth: number): unknown {
  if (!(error instanceof Error) || depth > MAX_CAUSES) return error;
  if (error instanceof DrizzleQueryError) {
    const message = `Failed query: ${error.query}`;
    return copyOf(error, {
      message,
      stack: error.stack?.replace(error.message, message),
      params: undefined,
      cause: withoutValues(error.cause),
    });
  }
  const cause = redact(error.cause, depth + 1);
  // A wrapper of a failed query: the same error over the redacted one.
  return cause === error.cause ? error : copyOf(error, { cause });
}

/**
 * The error as it may be logged or stored: any failed query in it (or among its causes) without
 * its parameter values. Anything else is returned as it is; the error itself is never changed.
 */
export function withoutQueryValues<T>(error: T): T {
  return redact(error, 0) as T;
}

/** An error's message for a log line or a job's failure, without query parameter values. */
export function describeError(error: unknown): string {
  const redacted = withoutQueryValues(error);
  return redacted instanceof Error ? redacted.message : String(redacted);
}
