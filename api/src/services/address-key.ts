// The key a per-address limit counts under. One IPv6 host usually holds a whole /64 (SLAAC,
// privacy addresses), so an IPv6 address counts under its /64; an IPv4 address (also one written
// IPv4-mapped, ::ffff:a.b.c.d) under itself.
import ipaddr from 'ipaddr.js';

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

// A request's address is keyed twice (before and after its body is parsed): the last one is kept.
let lastAddress = '';
let lastKey = '';

export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  if (address !== lastAddress) {
    lastKey = plainPrefix64(address) ?? parsedKey(address);
    lastAddress = address;
  }
  return lastKey;
}

/**
 * The /64 of a plain IPv6 address (eight hex groups, or fewer around one `::`), read by hand:
 * ipaddr.js takes microseconds per address, and this runs on every ingest request.
 */
function plainPrefix64(address: string): string | null {
  const gap = address.indexOf('::');
  const head = (gap === -1 ? address : address.slice(0, gap)).split(':');
  const tail = gap === -1 ? [] : address.slice(gap + 2).split(':');
  if (head[0] === '') head.length = 0;
  if (tail[0] === '') tail.length = 0;
  if (head.length + tail.length > (gap === -1 ? 8 : 7)) return null;
  const groups =
    gap === -1
      ? head
      : [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  if (groups.length !== 8 || !groups.every((group) => HEX_GROUP.test(group))) return null;
  const prefix = groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Anything else (IPv4-mapped, a zone index): ipaddr.js decides; unparsable, the text itself. */
function parsedKey(address: string): string {
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
