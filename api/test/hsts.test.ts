// Strict-Transport-Security only where HTTPS is in use: COOKIE_SECURE says the site is behind
// HTTPS, or the request itself came over https (directly or through a trusted proxy).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('HSTS', () => {
  let plain: Harness;
  let secure: Harness;
  beforeAll(async () => {
    plain = await createHarness('pglite', { env: { TRUST_PROXY: 'true' } });
    secure = await createHarness('pglite', { env: { COOKIE_SECURE: 'true' } });
  });
  afterAll(async () => {
    await plain?.close();
    await secure?.close();
  });

  it('is not sent over plain http', async () => {
    for (const url of ['/', '/api/videos', '/api/auth/user']) {
      const response = await plain.request({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('is sent for a request that came over https', async () => {
    const response = await plain.request({
      method: 'GET',
      url: '/api/videos',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(HSTS);
  });

  it('is sent on every page and error when COOKIE_SECURE is set', async () => {
    for (const url of ['/', '/api/videos', '/api/auth/user', '/api/nope']) {
      const response = await secure.request({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe(HSTS);
    }
  });
});
