// A process that shuts down on signals through shutDownOnSignals; its steps are named on the
// command line: "quick" resolves at once, "stuck" never. One JSON line per log message.
import { shutDownOnSignals } from '../../src/shutdown.ts';

const [timeoutMs, ...stepKinds] = process.argv.slice(2);
const say = (message: string, data: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ msg: message, ...data }));

shutDownOnSignals({
  timeoutMs: Number(timeoutMs),
  log: (_level, message, data) => say(message, data),
  steps: stepKinds.map((kind, i) => ({
    name: `${kind} ${i}`,
    run: () =>
      kind === 'stuck'
        ? new Promise<void>(() => {})
        : Promise.resolve().then(() => say('step done', { step: i })),
  })),
});
setInterval(() => {}, 60_000); // stays up until a signal
say('ready');
