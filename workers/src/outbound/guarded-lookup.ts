// The DNS lookup the guarded client hands to the socket: the address checked is the address
// connected to, so a name that resolves to a public address for a pre-check and to 127.0.0.1
// a moment later (DNS rebinding) cannot slip past.
import { promises as dns, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { addressRefusal } from './address-check.ts';
import { OutboundNetworkError, OutboundRefusedError } from './outbound-errors.ts';

/** Resolves a host name to its addresses (tests pass a stub; the default asks the system). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  dns.lookup(hostname, { all: true, verbatim: true });

export function guardedLookup(resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = found.filter((a) => family === 0 || a.family === family);
        const first = addresses[0];
        if (!first) {
          callback(new OutboundNetworkError(`${hostname} has no address`), '', 0);
          return;
        }
        // Any refused address refuses the name: the socket could pick any of them.
        for (const { address } of addresses) {
          const refusal = addressRefusal(address);
          if (refusal) {
            callback(new OutboundRefusedError(`${refusal} (${hostname})`), '', 0);
            return;
          }
        }
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: unknown) => {
        const code = (error as { code?: string }).code ?? 'lookup failed';
        callback(new OutboundNetworkError(`cannot resolve ${hostname} (${code})`), '', 0);
      },
    );
  };
}
