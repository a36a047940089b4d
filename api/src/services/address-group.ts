// Who is behind an address, for per-address limits: one IPv4 address, or one IPv6 /64 (the
// block a single subscriber or server is usually given, so a client owning a /64 cannot pass
// for 2^64 different clients).
import ipaddr from 'ipaddr.js';

export function addressGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // an IPv4-mapped IPv6 address is its IPv4 address
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
