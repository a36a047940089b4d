// The one log of the api and worker processes: pino, as JSON lines for a log collector or as
// readable lines for a person at a terminal (LOG_FORMAT; pretty by default when stdout is one).
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { withoutQueryValues } from '@lumen/db';
import type { ShutdownLog } from './shutdown.ts';

export type LogFormat = 'json' | 'pretty';

export interface ProcessLogOptions {
  level: string;
  /** Unset: pretty when stdout is a terminal, JSON otherwise. */
  format?: LogFormat | undefined;
  /** Where JSON lines go instead of stdout. */
  destination?: DestinationStream;
}

/** Every `err` logged goes out without the parameter values of a failed query (emails, hashes, answers). */
const serializers: LoggerOptions['serializers'] = {
  err: (error: unknown) => pino.stdSerializers.err(withoutQueryValues(error) as Error),
};

export function createProcessLogger(options: ProcessLogOptions): Logger {
  const format = options.format ?? (process.stdout.isTTY ? 'pretty' : 'json');
  return pino(
    {
      level: options.level,
      serializers,
      ...(format === 'pretty' && { transport: { target: 'pino-pretty' } }),
    },
    options.destination,
  );
}

/** The `(level, message, data)` shape the stores, the sink and the jobs log through. */
export function logThrough(logger: Logger): ShutdownLog {
  return (level, message, data = {}) => logger[level](data, message);
}

/** The end of a process whose start failed: one log line (its stack a field of it), then exit 1. */
export function exitWithError(error: unknown): never {
  pino({ serializers }).fatal({ err: error }, 'the process failed');
  process.exit(1);
}
