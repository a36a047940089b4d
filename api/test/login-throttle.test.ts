// The login throttle must stop password guessing without letting an attacker lock the owner
// out, and must count atomically however many attempts arrive at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '@lumen/db';
import { hashPassword } from '../src/services/passwords.ts';
import { ADMIN, createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

describe.each(storeKinds)('login throttle on %s (LOGIN_MAX_FAILURES=5)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  const login = (credentials: { email: string; password: string }, remoteAddress: string) =>
    h.request({ method: 'POST', url: '/api/auth/login', payload: credentials, remoteAddress });
  const wrong = { email: ADMIN.email, password: 'not-the-password' };

  it('wrong passwords from one address shut that address out, never the owner at another', async () => {
    for (let i = 0; i < 5; i++) expect((await login(wrong, ATTACKER)).statusCode).toBe(401);
    for (const attempt of [wrong, ADMIN]) {
      const refused = await login(attempt, ATTACKER);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many failed login attempts. Try again in 15 minutes.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    const owner = await login({ ...ADMIN, email: ADMIN.email.toUpperCase() }, OWNER);
    expect(owner.statusCode).toBe(200);
  });

  it('200 parallel wrong logins run exactly the allowed five password checks', async () => {
    const address = '203.0.113.77';
    const responses = await Promise.all(Array.from({ length: 200 }, () => login(wrong, address)));
    const statuses = responses.map((r) => r.statusCode);
    // A 401 is a password checked and found wrong; a 429 was refused before any check.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    expect((await login(ADMIN, OWNER)).statusCode).toBe(200);
  });

  it('a guessing attack spread over many addresses stops at the account-wide ceiling (100)', async () => {
    const target = { email: 'spread@example.test', password: 'right-password-1' };
    await insertUser(h.content.db, {
      email: target.email,
      passwordHash: await hashPassword(target.password),
      role: 'viewer',
    });
    const addresses = Array.from({ length: 20 }, (_, i) => `192.0.2.${i + 1}`);
    const checked = await Promise.all(
      addresses.map(async (address) => {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++)
          statuses.push((await login({ ...target, password: 'guess' }, address)).statusCode);
        return statuses;
      }),
    );
    expect(checked.flat().filter((s) => s === 401)).toHaveLength(100);
    // The 101st check, from yet another address, is refused even with the right password.
    expect((await login(target, '192.0.2.200')).statusCode).toBe(429);
    // Other accounts are untouched.
    expect((await login(ADMIN, '192.0.2.200')).statusCode).toBe(200);
  });

  it('one address may try only a few accounts (4 × the limit, 20 checks)', async () => {
    const address = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push(
        (await login({ email: `nobody${i}@example.test`, password: 'guess' }, address)).statusCode,
      );
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('a correct password resets the count of its account and address', async () => {
    const address = '203.0.113.120';
    for (let i = 0; i < 4; i++) expect((await login(wrong, address)).statusCode).toBe(401);
    expect((await login(ADMIN, address)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(wrong, address)).statusCode).toBe(401);
    expect((await login(wrong, address)).statusCode).toBe(429);
  });
});
