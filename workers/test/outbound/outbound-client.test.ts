import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createOutboundClient,
  OutboundHttpError,
  OutboundRefusedError,
  OutboundTimeoutError,
  OutboundTooLargeError,
  type OutboundConfig,
  type Resolver,
} from '../../src/outbound/index.ts';
import {
  startPlatformFixtureServer,
  type PlatformFixtureServer,
} from '../support/platform-fixture-server.ts';
import { allowLoopbackOnly } from './loopback-only.ts';

let trusted: PlatformFixtureServer;
let untrusted: PlatformFixtureServer;
let silent: Server;
let silentOrigin: string;
const fileBytes = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));

function client(overrides: Partial<OutboundConfig> = {}) {
  return createOutboundClient({
    timeoutMs: 2000,
    maxBytes: 1024 * 1024,
    platformOrigins: [],
    trustedOrigins: [trusted.origin, silentOrigin],
    ...overrides,
  });
}

beforeAll(async () => {
  const file = join(tmpdir(), `outbound-${process.pid}.bin`);
  writeFileSync(file, fileBytes);
  untrusted = await startPlatformFixtureServer({ files: { '/secret.bin': file } });
  trusted = await startPlatformFixtureServer({
    files: { '/file.bin': file },
    redirects: {
      '/to-loopback': `${untrusted.origin}/secret.bin`,
      '/to-file': '/file.bin',
      '/r1': '/r2',
      '/r2': '/r3',
      '/r3': '/r4',
      '/r4': '/file.bin',
    },
  });
  // Accepts connections and never answers.
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentOrigin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});

afterAll(async () => {
  silent.closeAllConnections();
  await Promise.all([trusted.close(), untrusted.close(), new Promise((r) => silent.close(r))]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the guarded outbound client', () => {
  it('fetches from a trusted origin, whole or by range', async () => {
    const whole = await client().get(`${trusted.origin}/file.bin`, { policy: 'any-public' });
    expect(whole.status).toBe(200);
    expect(whole.body.equals(fileBytes)).toBe(true);
    const part = await client().get(`${trusted.origin}/file.bin`, {
      policy: 'any-public',
      range: { start: 100, end: 199 },
    });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/10000');
    expect(part.body.equals(fileBytes.subarray(100, 200))).toBe(true);
  });

  it.each([
    ['http://127.0.0.1:PORT/secret.bin', 'refused: 127.0.0.1 is a loopback address'],
    ['http://[::1]:PORT/secret.bin', 'refused: ::1 is a loopback address'],
    ['http://2130706433:PORT/secret.bin', 'refused: 127.0.0.1 is a loopback address'],
    [
      'http://[::ffff:127.0.0.1]:PORT/secret.bin',
      'refused: 127.0.0.1 is a loopback address (IPv4-mapped)',
    ],
  ])('refuses %s without sending it a request', async (template, reason) => {
    const url = template.replace('PORT', new URL(untrusted.origin).port);
    const before = untrusted.requests.length;
    const answer = client().get(url, { policy: 'any-public' });
    await expect(answer).rejects.toThrow(OutboundRefusedError);
    await expect(answer).rejects.toThrow(reason);
    expect(untrusted.requests.length).toBe(before);
  });

  it.each([
    ['http://10.0.0.1/a.mp4', 'refused: 10.0.0.1 is a private address'],
    [
      'http://169.254.169.254/latest/meta-data/',
      'refused: 169.254.169.254 is a link-local address',
    ],
    ['http://100.64.1.2/a.mp4', 'refused: 100.64.1.2 is a carrier-grade NAT (CGNAT) address'],
    ['http://[fd00::1]/a.mp4', 'refused: fd00::1 is an IPv6 unique-local address'],
  ])('refuses %s before connecting', async (url, reason) => {
    const stopped = allowLoopbackOnly();
    await expect(client().get(url, { policy: 'any-public' })).rejects.toThrow(reason);
    expect(stopped).toEqual([]);
  });

  it('checks the address a host name resolves to, at connect time', async () => {
    const resolve = vi.fn<Resolver>(async () => [{ address: '127.0.0.1', family: 4 }]);
    const port = new URL(untrusted.origin).port;
    const before = untrusted.requests.length;
    const answer = client({ resolve }).get(`http://media.example.test:${port}/secret.bin`, {
      policy: 'any-public',
    });
    await expect(answer).rejects.toThrow(
      'refused: 127.0.0.1 is a loopback address (media.example.test)',
    );
    expect(resolve).toHaveBeenCalledWith('media.example.test');
    expect(untrusted.requests.length).toBe(before);
  });

  it('refuses a name when any of its addresses is refused', async () => {
    const resolve: Resolver = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ];
    await expect(
      client({ resolve }).get(`http://two.example.test:${new URL(untrusted.origin).port}/`, {
        policy: 'any-public',
      }),
    ).rejects.toThrow(OutboundRefusedError);
  });

  it('re-checks every redirect: a trusted origin redirecting to loopback is refused', async () => {
    const before = untrusted.requests.length;
    await expect(
      client().get(`${trusted.origin}/to-loopback`, { policy: 'any-public' }),
    ).rejects.toThrow('refused: 127.0.0.1 is a loopback address');
    expect(untrusted.requests.length).toBe(before);
  });

  it('follows up to 3 redirects and refuses a 4th', async () => {
    const once = await client().get(`${trusted.origin}/to-file`, { policy: 'any-public' });
    expect(once.url).toBe(`${trusted.origin}/file.bin`);
    await expect(client().get(`${trusted.origin}/r1`, { policy: 'any-public' })).rejects.toThrow(
      'refused: more than 3 redirects',
    );
  });

  it('refuses other schemes and, under the platform policy, other hosts', async () => {
    const stopped = allowLoopbackOnly();
    await expect(client().get('file:///etc/passwd', { policy: 'any-public' })).rejects.toThrow(
      'refused: file: URLs are not fetched (http and https only)',
    );
    await expect(client().get('http://example.com/x', { policy: 'platform' })).rejects.toThrow(
      'refused: example.com is not a platform host',
    );
    expect(stopped).toEqual([]);
  });

  it('allows the configured platform origins under the platform policy, trusted or not', async () => {
    const answer = await client({ platformOrigins: [trusted.origin] }).get(
      `${trusted.origin}/file.bin`,
      { policy: 'platform' },
    );
    expect(answer.status).toBe(200);
    await expect(
      client().get(`${trusted.origin}/file.bin`, { policy: 'platform' }),
    ).rejects.toThrow('refused: 127.0.0.1 is not a platform host');
  });

  it('answers HTTP errors, time-outs and oversize bodies with typed errors', async () => {
    const missing = client().get(`${trusted.origin}/nothing`, { policy: 'any-public' });
    await expect(missing).rejects.toThrow(OutboundHttpError);
    await expect(missing).rejects.toThrow(`HTTP 404 from ${new URL(trusted.origin).host}`);

    const slow = client({ timeoutMs: 200 }).get(`${silentOrigin}/`, { policy: 'any-public' });
    await expect(slow).rejects.toThrow(OutboundTimeoutError);
    await expect(slow).rejects.toThrow('timed out after 200 ms');

    const big = client({ maxBytes: 4096 }).get(`${trusted.origin}/file.bin`, {
      policy: 'any-public',
    });
    await expect(big).rejects.toThrow(OutboundTooLargeError);
  });
});
