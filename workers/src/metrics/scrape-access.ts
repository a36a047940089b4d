// Who may read a process's /metrics (the api's and the worker process's, one rule): the metrics
// name routes, queue depths and failure counts, so they are not public. With METRICS_TOKEN set, a
// scraper sends `Authorization: Bearer <token>`; without, only a direct loopback connection (a
// scraper on the same host) is answered, never a request a proxy forwarded.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isDirectLoopbackCall, type DirectCall } from '../loopback-caller.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function mayScrapeMetrics(request: DirectCall, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Equal-length digests: the comparison takes the same time whatever was sent.
    return timingSafeEqual(digest(given), digest(token));
  }
  return isDirectLoopbackCall(request);
}
