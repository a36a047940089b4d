// The login throttle must stop password guessing without letting anyone lock the owner out,
// and must count atomically however many attempts arrive at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertUser, schema } from '@lumen/db';
import { deleteExpiredAccountRows } from '../src/services/account-cleanup.ts';
import { accountDelayMs, MAX_DELAY_MS, type LoginDelay } from '../src/services/login-throttle.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { ADMIN, createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

const { loginAttempts } = schema;
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

describe('the account-wide delay', () => {
  it('is none for the first LOGIN_MAX_FAILURES failures, then doubles up to its cap', () => {
    const delays = Array.from({ length: 12 }, (_, failures) => accountDelayMs(failures, 5));
    expect(delays).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000]);
    expect(MAX_DELAY_MS).toBe(5000);
    expect(accountDelayMs(1_000_000, 5)).toBe(MAX_DELAY_MS);
  });
});

describe.each(storeKinds)('login throttle on %s (LOGIN_MAX_FAILURES=5)', (kind) => {
  let h: Harness;
  // The delays the throttle asked for, waited out at once unless a test holds them.
  let delays: number[] = [];
  let wait: LoginDelay = async () => {};
  beforeAll(async () => {
    h = await createHarness(kind, {
      loginDelay: (ms) => {
        delays.push(ms);
        return wait(ms);
      },
    });
  });
  beforeEach(() => {
    delays = [];
    wait = async () => {};
  });
  afterAll(() => h.close());

  const login = (credentials: { email: string; password: string }, remoteAddress: string) =>
    h.request({ method: 'POST', url: '/api/auth/login', payload: credentials, remoteAddress });
  const wrong = { email: ADMIN.email, password: 'not-the-password' };
  const newAccount = async (name: string) => {
    const account = { email: `${name}@example.test`, password: `${name}-password-1` };
    await insertUser(h.content.db, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      role: 'viewer',
    });
    return account;
  };

  it('wrong passwords from one address shut that address out, never the owner at another', async () => {
    for (let i = 0; i < 5; i++) expect((await login(wrong, ATTACKER)).statusCode).toBe(401);
    // The same address written as an IPv4-mapped IPv6 address is the same address.
    for (const [attempt, address] of [
      [wrong, ATTACKER],
      [ADMIN, ATTACKER],
      [ADMIN, `::ffff:${ATTACKER}`],
    ] as const) {
      const refused = await login(attempt, address);
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

  it('20 addresses guessing do not stop the owner from a new address: the account slows down instead', async () => {
    const target = await newAccount('spread');
    const addresses = Array.from({ length: 20 }, (_, i) => `192.0.2.${i + 1}`);
    const checked = await Promise.all(
      addresses.map(async (address) => {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++)
          statuses.push((await login({ ...target, password: 'guess' }, address)).statusCode);
        return statuses;
      }),
    );
    // Every guess was checked (none refused), each beyond the fifth after a growing delay.
    expect(checked.flat().filter((s) => s === 401)).toHaveLength(100);
    expect(delays.sort((a, b) => a - b)).toEqual([
      250,
      500,
      1000,
      2000,
      4000,
      ...Array<number>(90).fill(MAX_DELAY_MS),
    ]);
    // The owner's right password from yet another address gets in, after the capped delay.
    delays = [];
    expect((await login(target, '192.0.2.200')).statusCode).toBe(200);
    expect(delays).toEqual([MAX_DELAY_MS]);
  });

  it('300 addresses of one IPv6 /64 count as one address; the owner elsewhere gets in', async () => {
    const target = await newAccount('sixtyfour');
    const addresses = Array.from(
      { length: 300 },
      (_, i) => `2001:db8:1:2::${(i + 1).toString(16)}`,
    );
    const statuses = (
      await Promise.all(addresses.map((a) => login({ ...target, password: 'guess' }, a)))
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(295);
    // Anywhere in that /64, spelt out in full, is shut out; the next /64 and IPv4 are not.
    expect((await login(target, '2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await login(target, '2001:db8:1:3::1')).statusCode).toBe(200);
    expect((await login(target, OWNER)).statusCode).toBe(200);
  });

  it('the password is checked only once the delay is over', async () => {
    const target = await newAccount('waiting');
    for (let i = 0; i < 5; i++)
      expect((await login({ ...target, password: 'guess' }, `192.0.2.${100 + i}`)).statusCode).toBe(
        401,
      );
    let release = () => {};
    wait = () => new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    const owner = login(target, OWNER).then((response) => {
      answered = true;
      return response;
    });
    await vi.waitFor(() => expect(delays).toEqual([250]));
    // A whole login of another account (its own password check) runs meanwhile: the held one
    // still has not answered.
    wait = async () => {};
    expect((await login(ADMIN, '198.51.100.99')).statusCode).toBe(200);
    expect(answered).toBe(false);
    release();
    expect((await owner).statusCode).toBe(200);
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

  it('counts whose window has ended are deleted by the cleanup, the others kept', async () => {
    const count = async () =>
      (await h.content.db.select({ key: loginAttempts.key }).from(loginAttempts)).length;
    expect(await count()).toBeGreaterThan(0);
    const lifetimes = { sessionMaxMs: 12 * 3_600_000, loginWindowMs: 15 * 60_000 };
    await deleteExpiredAccountRows(h.content.db, lifetimes);
    const kept = await count();
    expect(kept).toBeGreaterThan(0);
    await h.content.db
      .update(loginAttempts)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(sql`${loginAttempts.key} like ${'%|203.0.113.%'}`);
    await deleteExpiredAccountRows(h.content.db, lifetimes);
    const left = await h.content.db.select({ key: loginAttempts.key }).from(loginAttempts);
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(kept);
    expect(left.filter(({ key }) => key.includes('|203.0.113.'))).toEqual([]);
  });
});
