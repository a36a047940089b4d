// The key a per-address limit counts under. One IPv6 host usually holds a whole /64 (SLAAC,
// privacy addresses), so an IPv6 address counts under its /64; an IPv4 address (also one written
// IPv4-mapped, ::ffff:a.b.c.d) under itself.
import ipaddr from 'ipaddr.js';

export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address.replace(/%.*$/, ''));
  } catch {
    return address;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}
