import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, loginSchema } from '@lumen/contract';
import {
  clearLoginFailures, countLoginFailures, findUserByEmail, recordLoginFailure, type Database,
} from '@lumen/db';
import { HttpError } from '../plugins/errors.ts';
import { verifyAgainstNothing, verifyPassword } from '../services/passwords.ts';
import { messageSchema } from './params.ts';

interface Options {
  db: Database;
  maxFailures: number;
  windowMs: number;
}

// An address may try a few accounts (a shared office NAT) before it is throttled too.
const ADDRESS_FACTOR = 4;

const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, maxFailures, windowMs }) => {
  app.get('/api/auth/user', { schema: { response: { 200: currentUserSchema } } }, async (request) => {
    if (!request.user) throw new HttpError(401, 'Not authenticated');
    return request.user;
  });

  app.post('/api/auth/login', { schema: { body: loginSchema, response: { 200: currentUserSchema } } }, async (request, reply) => {
    const { email, password } = request.body;
    const accountKey = `account:${email.toLowerCase()}`;
    const addressKey = `address:${request.ip}`;
    const [accountFailures, addressFailures] = await Promise.all([
      countLoginFailures(db, accountKey, windowMs),
      countLoginFailures(db, addressKey, windowMs),
    ]);
    if (accountFailures >= maxFailures || addressFailures >= maxFailures * ADDRESS_FACTOR) {
      const minutes = Math.ceil(windowMs / 60_000);
      throw new HttpError(429, `Too many failed login attempts. Try again in ${minutes} minutes.`, {
        'retry-after': String(Math.ceil(windowMs / 1000)),
      });
    }

    const user = await findUserByEmail(db, email);
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await verifyAgainstNothing(password), false);
    if (!user || !valid) {
      await Promise.all([recordLoginFailure(db, accountKey, windowMs), recordLoginFailure(db, addressKey, windowMs)]);
      throw new HttpError(401, 'Invalid email or password');
    }

    await clearLoginFailures(db, accountKey);
    await app.sessions.start(reply, user.id);
    const { passwordHash: _hash, ...currentUser } = user;
    return currentUser;
  });

  app.post('/api/auth/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return { message: 'Logged out successfully' };
  });
};

export default authRoutes;
