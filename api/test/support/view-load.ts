// View events under load for the tests that stop servers while events flow: distinct event ids,
// a number of requests in flight at once, each answer's status kept and the ids answered 202
// remembered (those are the events the platform owes a count).
import { randomUUID } from 'node:crypto';
import { BROWSER_HEADERS } from '@lumen/contract/test-viewer';

export interface ViewLoad {
  /** Ids of the events answered 202. */
  accepted: string[];
  /** Each answer's status; 0 where no answer came (the server was gone). */
  statuses: number[];
  /** Resolves once every sender has stopped (the count reached, or stop()). */
  done: Promise<void>;
  stop(): Promise<void>;
}

export interface ViewLoadOptions {
  videoId: number;
  inFlight: number;
  /** Stop after this many requests; without it, send until stop(). */
  count?: number;
}

export function startViewLoad(base: string, options: ViewLoadOptions): ViewLoad {
  const accepted: string[] = [];
  const statuses: number[] = [];
  let sent = 0;
  let running = true;
  const more = () => running && (options.count === undefined || sent < options.count);
  const senders = Array.from({ length: options.inFlight }, async () => {
    while (more()) {
      sent++;
      const eventId = randomUUID();
      const status = await fetch(`${base}/api/videos/${options.videoId}/track-view`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...BROWSER_HEADERS },
        body: JSON.stringify({ eventId, sessionId: randomUUID() }),
      }).then(
        (response) => response.status,
        () => 0,
      );
      statuses.push(status);
      if (status === 202) accepted.push(eventId);
      // No server to answer: wait a moment rather than spin.
      else if (status === 0) await new Promise((r) => setTimeout(r, 20));
    }
  });
  const done = Promise.all(senders).then(() => {});
  return {
    accepted,
    statuses,
    done,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Resolves once `condition` holds (checked every 20 ms), or throws after `timeoutMs`. */
export async function waitUntil(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function totalViews(base: string, videoId: number): Promise<number> {
  const response = await fetch(`${base}/api/videos/${videoId}/analytics`).catch(() => null);
  return response?.ok ? ((await response.json()) as { totalViews: number }).totalViews : -1;
}
