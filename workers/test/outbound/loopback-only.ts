// A tripwire for tests that hand non-loopback addresses to the guarded client: any socket
// connect to an address other than 127.0.0.0/8 or ::1 throws before a packet leaves, so even a
// broken guard cannot make a test reach a private or public address.
import net from 'node:net';
import { vi } from 'vitest';

function isLoopback(host: string): boolean {
  return host.startsWith('127.') || host === '::1' || host === 'localhost';
}

/** Installs the tripwire; returns the hosts it stopped (empty when the guard did its job). */
export function allowLoopbackOnly(): string[] {
  const stopped: string[] = [];
  const original = Reflect.get(net.Socket.prototype, 'connect') as (
    this: net.Socket,
    ...args: unknown[]
  ) => net.Socket;
  vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
    this: net.Socket,
    ...args: unknown[]
  ) {
    // http calls connect with its normalised arguments: [[options, callback]].
    const [raw] = args;
    const first: unknown = Array.isArray(raw) ? raw[0] : raw;
    const options = typeof first === 'object' && first !== null ? first : {};
    if ('path' in options && options.path) {
      return original.apply(this, args);
    }
    const host = 'host' in options ? String(options.host) : 'localhost';
    if (isLoopback(host)) {
      return original.apply(this, args);
    }
    stopped.push(host);
    throw new Error(`test tripwire: connect to ${host} stopped`);
  });
  return stopped;
}
