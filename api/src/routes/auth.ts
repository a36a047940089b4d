import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, loginSchema } from '@lumen/contract';
import { findUserByEmail, type Database } from '@lumen/db';
import { errorResponses } from '../plugins/error-responses.ts';
import { HttpError } from '../plugins/errors.ts';
import { createLoginThrottle, type LoginDelay } from '../services/login-throttle.ts';
import { verifyAgainstNothing, verifyPassword } from '../services/passwords.ts';
import { messageSchema } from './params.ts';

interface Options {
  db: Database;
  maxFailures: number;
  windowMs: number;
  loginDelay?: LoginDelay;
}

const authRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db } = options;
  const throttle = createLoginThrottle({
    db,
    maxFailures: options.maxFailures,
    windowMs: options.windowMs,
    delay: options.loginDelay,
  });

  app.get(
    '/api/auth/user',
    { schema: { response: { 200: currentUserSchema, ...errorResponses(401) } } },
    async (request) => {
      if (!request.user) throw new HttpError(401, 'Not authenticated');
      return request.user;
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        body: loginSchema,
        response: { 200: currentUserSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const admission = await throttle.admit(email, request.ip);
      if (!admission.admitted) {
        const minutes = Math.ceil(admission.retryAfterSeconds / 60);
        throw new HttpError(
          429,
          `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          { 'retry-after': String(admission.retryAfterSeconds) },
        );
      }

      const user = await findUserByEmail(db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : (await verifyAgainstNothing(password), false);
      // A wrong password stays counted by admit().
      if (!user || !valid) throw new HttpError(401, 'Invalid email or password');

      await throttle.forgive(email, request.ip);
      await app.sessions.start(reply, user.id);
      const { passwordHash: _hash, ...currentUser } = user;
      return currentUser;
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { message: 'Logged out successfully' };
    },
  );
};

export default authRoutes;
