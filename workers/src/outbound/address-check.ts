// Which resolved addresses the server may connect to: public unicast only (OWASP ASVS 5.2.6).
// ipaddr.js knows the special ranges; IPv4-mapped and NAT64 forms are judged as the IPv4
// address they carry, so ::ffff:127.0.0.1 is refused as loopback.
import ipaddr from 'ipaddr.js';

const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT (CGNAT) address',
  multicast: 'a multicast address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  uniqueLocal: 'an IPv6 unique-local address',
  deprecatedSiteLocal: 'an IPv6 site-local address',
};

/**
 * Public unicast addresses that are still a cloud's own services: Azure's wire server
 * (168.63.129.16) answers the VM's platform and metadata requests.
 */
const CLOUD_SERVICE_ADDRESSES: Record<string, string> = {
  '168.63.129.16': "Azure's wire server (platform metadata)",
};

function describe(range: string): string {
  return RANGE_NAMES[range] ?? `a reserved address (${range})`;
}

/** Why the server must not connect to `address`, or null when it is a public unicast address. */
export function addressRefusal(address: string): string | null {
  if (!ipaddr.isValid(address)) return `refused: ${address} is not an IP address`;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) {
      const inner = addressRefusal(v6.toIPv4Address().toString());
      return inner && `${inner} (IPv4-mapped)`;
    }
    // ::a.b.c.d (IPv4-compatible, deprecated) reaches the IPv4 host on some stacks.
    const [a, b, c, d, e, f, g = 0, h = 0] = v6.parts;
    if ([a, b, c, d, e, f].every((p) => p === 0) && (g !== 0 || h > 1)) {
      return `refused: ${address} is an IPv4-compatible IPv6 address`;
    }
  }
  const cloudService = CLOUD_SERVICE_ADDRESSES[parsed.toString()];
  if (cloudService) return `refused: ${address} is ${cloudService}`;
  const range = parsed.range();
  return range === 'unicast' ? null : `refused: ${address} is ${describe(range)}`;
}
