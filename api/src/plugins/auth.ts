// Server-side sessions: the cookie holds a random token, the database its sha256.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { CurrentUser } from '@lumen/contract';
import { deleteSession, findSessionUser, insertSession, type Database } from '@lumen/db';
import { answersWith } from './error-responses.ts';
import { HttpError } from './errors.ts';

export const SESSION_COOKIE = 'lumen_sid';

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
  sessionTtlMs: number;
}

export interface SessionControl {
  start(reply: FastifyReply, userId: number): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionControl;
  }
}

async function authPlugin(app: FastifyInstance, options: AuthOptions) {
  await app.register(cookie);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 128)
      request.user = await findSessionUser(options.db, hashToken(token));
  });

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.cookieSecure,
  };

  app.decorate('sessions', {
    async start(reply, userId) {
      const token = randomBytes(32).toString('base64url');
      await insertSession(
        options.db,
        hashToken(token),
        userId,
        new Date(Date.now() + options.sessionTtlMs),
      );
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions,
        maxAge: Math.floor(options.sessionTtlMs / 1000),
      });
    },
    async end(request, reply) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(options.db, hashToken(token));
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
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
