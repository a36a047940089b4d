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
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ COOKIE_SECURE: 'maybe' }, 'COOKIE_SECURE'],
  ])('refuses %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });
});
