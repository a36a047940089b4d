// Server-side sessions: the cookie holds a random token, the database its sha256. A session ends
// at its absolute lifetime from login or after its idle timeout, whichever comes first.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { CurrentUser } from '@lumen/contract';
import { deleteSession, extendSession, findSession, insertSession, type Database } from '@lumen/db';
import { answersWith } from './error-responses.ts';
import { HttpError } from './errors.ts';

/**
 * The session cookie's name. Over HTTPS the `__Host-` prefix makes browsers accept it only when
 * Secure, for this host and Path=/, so neither a sibling subdomain nor a plain-http page can
 * plant one; browsers refuse a `__Host-` cookie without Secure, so plain http keeps the plain name.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-lumen_sid' : 'lumen_sid';
}

/** Activity extends a session's idle deadline at most this often (not a write per request). */
const IDLE_EXTENSION_STEP_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface AuthOptions {
  db: Database;
  cookieSecure: boolean;
  /** The absolute session lifetime, from login. */
  sessionMaxMs: number;
  /** The idle timeout: a session unused this long ends. */
  sessionIdleMs: number;
}

export interface SessionControl {
  /** The session cookie's name in this configuration. */
  cookieName: string;
  start(reply: FastifyReply, userId: number): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionControl;
  }
}

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  const { db, sessionMaxMs, sessionIdleMs } = options;
  const cookieName = sessionCookieName(options.cookieSecure);
  await app.register(cookie);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[cookieName];
    if (!token || token.length > 128) return;
    const idHash = hashToken(token);
    const session = await findSession(db, idHash, sessionMaxMs);
    if (!session) return;
    request.user = session.user;
    const idleDeadline = Math.min(
      Date.now() + sessionIdleMs,
      session.createdAt.getTime() + sessionMaxMs,
    );
    // Moved both ways: a shorter SESSION_IDLE_MINUTES applies to sessions begun before it too.
    if (Math.abs(idleDeadline - session.expiresAt.getTime()) > IDLE_EXTENSION_STEP_MS)
      await extendSession(db, idHash, new Date(idleDeadline));
  });

  // Path=/ and no Domain, as the `__Host-` prefix requires.
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.cookieSecure,
  };

  app.decorate('sessions', {
    cookieName,
    async start(reply, userId) {
      const token = randomBytes(32).toString('base64url');
      const idleDeadline = Date.now() + Math.min(sessionIdleMs, sessionMaxMs);
      await insertSession(db, hashToken(token), userId, new Date(idleDeadline));
      reply.setCookie(cookieName, token, {
        ...cookieOptions,
        maxAge: Math.floor(sessionMaxMs / 1000),
      });
    },
    async end(request, reply) {
      const token = request.cookies[cookieName];
      if (token) await deleteSession(db, hashToken(token));
      reply.clearCookie(cookieName, cookieOptions);
    },
  } satisfies SessionControl);
}

/** Route onRequest hook for every admin call: 401 when anonymous, 403 when not an admin, checked before the body is parsed or validated. */
export const requireAdmin = answersWith(
  [401, 403],
  async function requireAdmin(request: FastifyRequest): Promise<void> {
    if (!request.user) throw new HttpError(401, 'Authentication required');
    if (request.user.role !== 'admin') throw new HttpError(403, 'Admin access required');
  },
);

export default fp(authPlugin, { name: 'auth' });
