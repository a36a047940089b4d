import { describe, expect, it } from 'vitest';
import { addressRefusal } from '../../src/outbound/address-check.ts';

describe('addressRefusal', () => {
  it.each([
    ['127.0.0.1', 'refused: 127.0.0.1 is a loopback address'],
    ['10.0.0.1', 'refused: 10.0.0.1 is a private address'],
    ['172.16.5.4', 'refused: 172.16.5.4 is a private address'],
    ['192.168.1.1', 'refused: 192.168.1.1 is a private address'],
    ['169.254.169.254', 'refused: 169.254.169.254 is a link-local address'],
    ['100.64.0.1', 'refused: 100.64.0.1 is a carrier-grade NAT (CGNAT) address'],
    ['224.0.0.1', 'refused: 224.0.0.1 is a multicast address'],
    ['0.0.0.0', 'refused: 0.0.0.0 is an unspecified address'],
    ['::', 'refused: :: is an unspecified address'],
    ['::1', 'refused: ::1 is a loopback address'],
    ['fe80::1', 'refused: fe80::1 is a link-local address'],
    ['fd12:3456::1', 'refused: fd12:3456::1 is an IPv6 unique-local address'],
    ['ff02::1', 'refused: ff02::1 is a multicast address'],
    ['::ffff:127.0.0.1', 'refused: 127.0.0.1 is a loopback address (IPv4-mapped)'],
    ['::ffff:10.0.0.1', 'refused: 10.0.0.1 is a private address (IPv4-mapped)'],
    ['::ffff:169.254.169.254', 'refused: 169.254.169.254 is a link-local address (IPv4-mapped)'],
    // ipaddr.js reads the dotted form as IPv4-mapped; the hex form is the IPv4-compatible one.
    ['::127.0.0.1', 'refused: 127.0.0.1 is a loopback address (IPv4-mapped)'],
    ['::7f00:1', 'refused: ::7f00:1 is an IPv4-compatible IPv6 address'],
    ['64:ff9b::a00:1', 'refused: 64:ff9b::a00:1 is a reserved address (rfc6052)'],
    ['198.18.0.1', 'refused: 198.18.0.1 is a reserved address (reserved)'],
    ['168.63.129.16', "refused: 168.63.129.16 is Azure's wire server (platform metadata)"],
    [
      '::ffff:168.63.129.16',
      "refused: 168.63.129.16 is Azure's wire server (platform metadata) (IPv4-mapped)",
    ],
    [
      '::ffff:a83f:8110',
      "refused: 168.63.129.16 is Azure's wire server (platform metadata) (IPv4-mapped)",
    ],
  ])('refuses %s', (address, reason) => {
    expect(addressRefusal(address)).toBe(reason);
  });

  it.each(['93.184.216.34', '8.8.8.8', '168.63.129.17', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(addressRefusal(address)).toBeNull();
    },
  );
});
