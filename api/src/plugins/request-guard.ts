// Input no route should ever see, refused for every route (the ingest included) before any
// handler runs, each with a 400 { message }:
// * a Host header that is no host (share links and the CSRF check build URLs from it);
// * malformed percent-encoding in the query (the router refuses it in the path: see
//   replyToFrameworkError);
// * a NUL character in any parsed string, key or value, of the path parameters, the query or
//   the body: Postgres text cannot hold one, and no field of ours needs one. One rule here
//   instead of one per schema, so a new route or field is covered without anyone remembering.
// And a body refused before it was read (413 by its Content-Length, 401 or 429 before parsing)
// is read and dropped, boundedly, so that a client that writes its whole body before it reads
// gets the answer instead of a reset connection.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, type HttpError } from './errors.ts';

const HOST_CHARACTERS = /^[\w.:[\]-]+$/;
const PROTOCOLS = new Set(['http', 'https']);
/** How much of a refused body is read and dropped, and for how long, before the connection closes. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

function isValidHost(host: string): boolean {
  if (!HOST_CHARACTERS.test(host)) return false;
  try {
    new URL(`http://${host}`);
    return true;
  } catch {
    return false;
  }
}

function hasMalformedQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1 || !url.includes('%', start)) return false;
  try {
    decodeURIComponent(url.slice(start + 1));
    return false;
  } catch {
    return true;
  }
}

/** Whether any string in a parsed value, key or value, holds a NUL. Iterative: deep nesting cannot overflow the stack. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (typeof item === 'object' && item !== null && !ArrayBuffer.isView(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

function checkRequestLine(request: FastifyRequest, validHosts: Set<string>): HttpError | null {
  if (!PROTOCOLS.has(request.protocol)) return badRequest('Malformed X-Forwarded-Proto header');
  const host = request.host;
  if (!validHosts.has(host)) {
    if (!isValidHost(host)) return badRequest('Malformed Host header');
    // Nearly every request names one of a few hosts: remember them (boundedly) so the ingest's
    // hot path skips the URL parse.
    if (validHosts.size < 16) validHosts.add(host);
  }
  if (hasMalformedQuery(request.url)) return badRequest('Malformed URL: bad percent-encoding');
  return null;
}

/**
 * Closing a connection whose request body is still arriving resets it, and a client still writing
 * then never reads the answer: Fastify asks to close after a refused body, so instead the rest is
 * read and dropped (HTTP keeps its framing) up to a bound, and only a body beyond it is cut off.
 */
function drainUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader('connection');
  const body = request.raw;
  let drained = 0;
  const stop = () => {
    clearTimeout(timer);
    body.off('data', onData);
  };
  const cutOff = () => {
    stop();
    body.destroy();
  };
  const onData = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) cutOff();
  };
  const timer = setTimeout(cutOff, DRAIN_MAX_MS).unref();
  body.on('data', onData);
  body.once('end', stop);
  body.once('close', stop);
}

async function requestGuardPlugin(app: FastifyInstance) {
  const validHosts = new Set<string>();
  // Callback hooks: no promise per request on the ingest's hot path.
  app.addHook('onRequest', (request, _reply, done) => {
    const error = checkRequestLine(request, validHosts);
    if (error) done(error);
    else done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
      done(badRequest('Text must not contain NUL characters'));
    else done();
  });
  app.addHook('onError', (request, reply, _error, done) => {
    if (!request.raw.complete && !request.raw.readableEnded) drainUnreadBody(request, reply);
    done();
  });
}

export default fp(requestGuardPlugin, { name: 'request-guard' });
