// A caller on this host, talking to the process directly: the connection comes from a loopback
// address and carries no proxy header. A reverse proxy on the same host connects from loopback
// too, so a forwarded request (any of these headers) is never taken for a local one.
import type { IncomingHttpHeaders } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

export interface DirectCall {
  /** The socket's peer address, never one a header claims. */
  remoteAddress: string | undefined;
  headers: IncomingHttpHeaders;
}

export function isDirectLoopbackCall({ remoteAddress, headers }: DirectCall): boolean {
  return LOOPBACK.has(remoteAddress ?? '') && !PROXY_HEADERS.some((header) => header in headers);
}
