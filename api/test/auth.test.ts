import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, VIEWER, ORIGIN, createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

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
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();

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

  it('throttles an account after repeated failures, even with the right password, and says when to retry', async () => {
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

  it('refuses a cookie-carrying state change from another origin (CSRF) and changes nothing', async () => {
    const cookie = await h.login(ADMIN);
    const payload = { title: 'Forged', sourceUrl: 'https://cdn.example.com/forged.mp4' };
    for (const headers of [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      {},
    ]) {
      const response = await h.request({
        method: 'POST',
        url: '/api/videos',
        payload,
        headers: { cookie, ...headers },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Cross-site request refused' });
    }
    const sameOriginByReferer = await h.request({
      method: 'POST',
      url: '/api/videos',
      payload,
      headers: { cookie, referer: `${ORIGIN}/admin` },
    });
    expect(sameOriginByReferer.statusCode).toBe(201);
    const titles = (await h.request({ method: 'GET', url: '/api/videos' }))
      .json()
      .map((v: { title: string }) => v.title);
    expect(titles.filter((t: string) => t === 'Forged')).toHaveLength(1);
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
