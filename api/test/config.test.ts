import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults for one machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      SEED: 'demo',
      COOKIE_SECURE: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.pgliteDir).toMatch(/data\/pg$/);
    // Sessions: 12 h from login, 30 minutes idle (ASVS 3.3.2).
    expect(config.sessionMaxMs).toBe(12 * 3_600_000);
    expect(config.sessionIdleMs).toBe(30 * 60_000);
  });

  it('reads the session lifetimes', () => {
    const config = loadConfig({ SESSION_MAX_HOURS: '8', SESSION_IDLE_MINUTES: '15' });
    expect(config.sessionMaxMs).toBe(8 * 3_600_000);
    expect(config.sessionIdleMs).toBe(15 * 60_000);
  });

  it.each([
    [{}, false],
    [{ PUBLIC_ORIGIN: 'http://localhost:8080' }, false],
    [{ PUBLIC_ORIGIN: 'https://v.example.com' }, true],
    [{ PUBLIC_ORIGIN: 'https://v.example.com', COOKIE_SECURE: '' }, true],
    [{ PUBLIC_ORIGIN: 'https://v.example.com', COOKIE_SECURE: 'false' }, false],
    [{ PUBLIC_ORIGIN: 'http://localhost:8080', COOKIE_SECURE: 'true' }, true],
  ])('with %o the session cookie is Secure: %s', (env, secure) => {
    expect(loadConfig(env).COOKIE_SECURE).toBe(secure);
  });

  it('takes an ADMIN_PASSWORD of 12 characters, and says so of a shorter one', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: '123456789012' })).toMatchObject({
      ADMIN_PASSWORD: '123456789012',
    });
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: '12345678901' })).toThrow(
      'Invalid configuration:\n  ADMIN_PASSWORD: must be at least 12 characters',
    );
  });

  it('reads TRUST_PROXY as off, a hop count (true is one hop) or proxy addresses and ranges', () => {
    const trusted = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(trusted('false')).toBe(false);
    expect(trusted('0')).toBe(false);
    expect(trusted('true')).toBe(1);
    expect(trusted('2')).toBe(2);
    expect(trusted('10.0.0.0/8, 192.0.2.7,fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['all', '10.0.0.0/33', '10.0.0.1,nginx'])
      expect(() => trusted(bad)).toThrow(/TRUST_PROXY: must be false, a hop count/);
  });

  it('reads values and normalises PUBLIC_ORIGIN', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED: 'none',
      COOKIE_SECURE: 'true',
      PUBLIC_ORIGIN: 'https://v.example.com/',
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      SEED: 'none',
      COOKIE_SECURE: true,
      PUBLIC_ORIGIN: 'https://v.example.com',
      DATABASE_URL: 'postgres://u@h/db',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ SEED: 'lots' }, 'SEED'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-1' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ COOKIE_SECURE: 'maybe' }, 'COOKIE_SECURE'],
    [{ SESSION_MAX_HOURS: '0' }, 'SESSION_MAX_HOURS'],
    [{ SESSION_IDLE_MINUTES: 'half an hour' }, 'SESSION_IDLE_MINUTES'],
  ])('refuses %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });
});
