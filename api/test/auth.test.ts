import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@lumen/db';
import { deleteExpiredAccountRows } from '../src/services/account-cleanup.ts';
import { ADMIN, VIEWER, ORIGIN, createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

const { sessions } = schema;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The stored session of a `name=token` cookie header. */
const idHashOf = (cookie: string) =>
  createHash('sha256')
    .update(cookie.slice(cookie.indexOf('=') + 1))
    .digest('hex');

describe.each(storeKinds)('auth and sessions on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { env: { LOGIN_MAX_FAILURES: '3' } });
  });
  afterAll(() => h.close());

  it('answers 401 for the current user when anonymous', async () => {
    const response = await h.request({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
  });

  it('logs in with an HttpOnly SameSite=Lax session cookie and returns the user', async () => {
    const response = await h.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email.toUpperCase(), password: ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: ADMIN.email,
      role: 'admin',
      firstName: 'Admin',
    });
    expect(response.json()).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((c) => c.name === 'lumen_sid')!;
    // Over plain http: the plain name, as browsers refuse a `__Host-` cookie without Secure.
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 12 * 3600 });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.domain).toBeUndefined();

    const me = await h.request({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { lumen_sid: cookie.value },
    });
    expect(me.json()).toMatchObject({ email: ADMIN.email, role: 'admin' });
  });

  it('refuses a wrong password and an unknown account with the same 401 message', async () => {
    const wrong = await h.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: VIEWER.email, password: 'nope-nope' },
    });
    const unknown = await h.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@example.test', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('requires both email and password', async () => {
    const response = await h.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please enter both email and password' });
  });

  it('logs out: the session stops working and the cookie is cleared', async () => {
    const cookie = await h.login(VIEWER);
    const out = await h.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out successfully' });
    expect(out.cookies.find((c) => c.name === 'lumen_sid')?.value).toBe('');
    expect(
      (await h.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('shuts an address out of an account after repeated failures, even with the right password, and says when to retry', async () => {
    const target = { email: 'throttled@example.test', password: 'right-password-1' };
    const { insertUser } = await import('@lumen/db');
    const { hashPassword } = await import('../src/services/passwords.ts');
    await insertUser(h.content.db, {
      email: target.email,
      passwordHash: await hashPassword(target.password),
      role: 'viewer',
    });
    for (let i = 0; i < 3; i++) {
      const attempt = await h.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: target.email, password: 'wrong' },
      });
      expect(attempt.statusCode).toBe(401);
    }
    const blocked = await h.request({ method: 'POST', url: '/api/auth/login', payload: target });
    expect(blocked.statusCode).toBe(429);
    // The rest of the 15-minute window.
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().message).toMatch(/Too many failed login attempts/);
  });

  describe('session lifetime (12 h from login, 30 min idle)', () => {
    const sessionRow = async (cookie: string) => {
      const [row] = await h.content.db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.idHash, idHashOf(cookie)));
      return row;
    };
    const setSession = (cookie: string, values: { createdAt?: Date; expiresAt?: Date }) =>
      h.content.db
        .update(sessions)
        .set(values)
        .where(eq(sessions.idHash, idHashOf(cookie)));
    const currentUser = (cookie: string) =>
      h.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

    it('starts with the idle deadline; requests within a minute of it write nothing', async () => {
      const cookie = await h.login(VIEWER);
      const started = await sessionRow(cookie);
      expect(started!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * MINUTE);
      expect(started!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * MINUTE);
      for (let i = 0; i < 3; i++) expect((await currentUser(cookie)).statusCode).toBe(200);
      expect(await sessionRow(cookie)).toEqual(started);
    });

    it('activity extends the idle deadline, never past 12 h from login', async () => {
      const cookie = await h.login(VIEWER);
      // Last used ten minutes ago.
      await setSession(cookie, { expiresAt: new Date(Date.now() + 20 * MINUTE) });
      expect((await currentUser(cookie)).statusCode).toBe(200);
      const extended = (await sessionRow(cookie))!.expiresAt.getTime() - Date.now();
      expect(extended).toBeGreaterThan(29 * MINUTE);
      expect(extended).toBeLessThanOrEqual(30 * MINUTE);

      // Ten minutes before its absolute end, activity extends it only to that end.
      const createdAt = new Date(Date.now() - 12 * HOUR + 10 * MINUTE);
      await setSession(cookie, { createdAt, expiresAt: new Date(Date.now() + 5 * MINUTE) });
      expect((await currentUser(cookie)).statusCode).toBe(200);
      expect((await sessionRow(cookie))!.expiresAt).toEqual(
        new Date(createdAt.getTime() + 12 * HOUR),
      );

      // A deadline further out than the idle timeout allows (a session begun under a longer
      // SESSION_IDLE_MINUTES) is brought back to it.
      await setSession(cookie, {
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + 5 * HOUR),
      });
      expect((await currentUser(cookie)).statusCode).toBe(200);
      const shortened = (await sessionRow(cookie))!.expiresAt.getTime() - Date.now();
      expect(shortened).toBeLessThanOrEqual(30 * MINUTE);
    });

    it('ends after 30 minutes unused, and 12 h after login however active', async () => {
      const idle = await h.login(VIEWER);
      await setSession(idle, { expiresAt: new Date(Date.now() - 1000) });
      expect((await currentUser(idle)).statusCode).toBe(401);

      const old = await h.login(VIEWER);
      await setSession(old, {
        createdAt: new Date(Date.now() - 12 * HOUR - 1000),
        expiresAt: new Date(Date.now() + 20 * MINUTE),
      });
      expect((await currentUser(old)).statusCode).toBe(401);

      // The cleanup deletes both, and keeps a live one.
      const live = await h.login(VIEWER);
      await deleteExpiredAccountRows(h.content.db, {
        sessionMaxMs: 12 * HOUR,
        loginWindowMs: 15 * MINUTE,
      });
      expect(await sessionRow(idle)).toBeUndefined();
      expect(await sessionRow(old)).toBeUndefined();
      expect(await sessionRow(live)).toBeDefined();
      expect((await currentUser(live)).statusCode).toBe(200);
    });
  });

  describe('the cross-site (CSRF) check on a cookie-carrying state change', () => {
    const payload = { title: 'Forged', sourceUrl: 'https://cdn.example.com/forged.mp4' };
    const post = async (title: string, headers: Record<string, string>) =>
      h.request({
        method: 'POST',
        url: '/api/videos',
        payload: { ...payload, title },
        headers: { cookie: await h.login(ADMIN), ...headers },
      });
    const storedTitles = async () =>
      (await h.request({ method: 'GET', url: '/api/videos' }))
        .json()
        .map((v: { title: string }) => v.title);

    it.each([
      [
        'Sec-Fetch-Site: cross-site',
        { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      ],
      // A sibling subdomain is another origin; Sec-Fetch-Site wins over a matching Origin.
      ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site', origin: ORIGIN }],
      ['an Origin of another site', { origin: 'https://evil.example' }],
      ['Origin: null (a sandboxed frame)', { origin: 'null' }],
      ['an Origin on another port', { origin: 'http://localhost:8080' }],
      ['a Referer of another site and no Origin', { referer: 'https://evil.example/page' }],
    ])('refuses %s with 403 and changes nothing', async (name, headers) => {
      const title = `Forged by ${name}`;
      const response = await post(title, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Cross-site request refused' });
      expect(await storedTitles()).not.toContain(title);
    });

    it.each([
      ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: ORIGIN }],
      // A request the user started (a bookmark, the address bar): not another site's doing.
      ['Sec-Fetch-Site: none', { 'sec-fetch-site': 'none' }],
      ['an Origin matching the host (an older browser)', { origin: ORIGIN }],
      ['a same-origin Referer and no Origin', { referer: `${ORIGIN}/admin` }],
      // Not a browser (an admin's curl with a session cookie): CSRF needs a browser.
      ['neither Sec-Fetch-Site nor Origin nor Referer', {}],
    ])('lets %s through', async (name, headers) => {
      const title = `Sent with ${name}`;
      const response = await post(title, headers);
      expect(response.statusCode).toBe(201);
      expect((await storedTitles()).filter((t: string) => t === title)).toHaveLength(1);
    });
  });

  it('ignores an unknown or oversized session cookie', async () => {
    for (const value of ['not-a-session', 'x'.repeat(5000)]) {
      const response = await h.request({
        method: 'GET',
        url: '/api/auth/user',
        cookies: { lumen_sid: value },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('the session cookie of an https site', () => {
  const origin = 'https://videos.example.test';
  let h: Harness;
  beforeAll(async () => {
    // PUBLIC_ORIGIN alone makes the cookie Secure.
    h = await createHarness('pglite', { env: { PUBLIC_ORIGIN: origin } });
  });
  afterAll(() => h.close());

  it('is `__Host-lumen_sid`: Secure, Path=/, no Domain; only that name is read', async () => {
    const response = await h.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: ADMIN,
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.map((c) => c.name)).toEqual(['__Host-lumen_sid']);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.domain).toBeUndefined();

    const me = (name: string) =>
      h.request({ method: 'GET', url: '/api/auth/user', cookies: { [name]: cookie!.value } });
    expect((await me('__Host-lumen_sid')).json()).toMatchObject({ email: ADMIN.email });
    // The plain name (which a plain-http page or a sibling subdomain could set) is not a session.
    expect((await me('lumen_sid')).statusCode).toBe(401);
  });

  it('is what the cross-site check looks for, and what logout clears', async () => {
    const cookie = await h.login(ADMIN);
    expect(cookie).toMatch(/^__Host-lumen_sid=/);
    const logout = (headers: Record<string, string>) =>
      h.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...headers } });
    expect((await logout({ origin: 'https://evil.example' })).statusCode).toBe(403);
    const out = await logout({ origin });
    expect(out.statusCode).toBe(200);
    expect(out.cookies).toEqual([
      expect.objectContaining({ name: '__Host-lumen_sid', value: '', secure: true, path: '/' }),
    ]);
  });
});
