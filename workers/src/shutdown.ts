// Ordered shutdown on SIGINT/SIGTERM for the api and worker processes: the steps run one after
// the other (stop accepting, answer what is in flight, flush the sink, close the stores), then the
// process exits; it exits anyway when they take longer than the bound. A second signal exits at
// once: the queue is durable in both shapes, so what was not inserted yet waits for the next start.

export type ShutdownLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  data?: Record<string, unknown>,
) => void;

export interface ShutdownStep {
  name: string;
  run: () => Promise<void>;
}

export interface ShutdownOptions {
  steps: ShutdownStep[];
  timeoutMs: number;
  log: ShutdownLog;
}

/**
 * A signal this soon after the first is the same one relayed by a wrapper (npm, tsx), not a
 * person pressing Ctrl-C again.
 */
const RELAYED_WITHIN_MS = 500;

export function shutDownOnSignals(options: ShutdownOptions): void {
  let firstAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstAt > 0) {
      if (Date.now() - firstAt < RELAYED_WITHIN_MS) return;
      options.log('warn', 'second signal: exiting now', { signal });
      process.exit(1);
    }
    firstAt = Date.now();
    options.log('info', 'shutting down', { signal });
    setTimeout(() => {
      options.log('error', 'shutdown did not finish in time: exiting now', {
        timeoutMs: options.timeoutMs,
      });
      process.exit(1);
    }, options.timeoutMs);
    void runSteps(options.steps, options.log).then(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

async function runSteps(steps: ShutdownStep[], log: ShutdownLog): Promise<void> {
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      log('error', `shutdown: ${step.name} failed`, {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
