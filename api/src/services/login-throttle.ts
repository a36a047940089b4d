// Login throttling that an attacker cannot turn against the owner (OWASP Authentication Cheat
// Sheet: throttle per account and address, slow an account down rather than lock it). Each
// password check is counted under three keys of one window:
// * this account from this address: refused after LOGIN_MAX_FAILURES — an attacker's address is
//   shut out of the account while the owner elsewhere logs in as usual;
// * this address, any account: refused after ADDRESS_FACTOR × — one address cannot spray many
//   accounts;
// * this account, any address: never refused, but beyond LOGIN_MAX_FAILURES failures every check
//   on the account waits a delay that doubles with each failure up to MAX_DELAY_MS, so a
//   guessing attack spread over many addresses slows down while the owner's correct password
//   from a fresh address still gets in, a few seconds later at worst.
// An address is an IPv4 address or an IPv6 /64. Refused attempts count nowhere; a correct
// password resets its account-and-address count and releases its check from the other two. The
// counts live in the content database, so every api replica shares them, and each check is
// admitted atomically (see admitLoginAttempt).
import { setTimeout as sleep } from 'node:timers/promises';
import { admitLoginAttempt, forgiveLoginAttempt, type Database } from '@lumen/db';
import { addressKey } from './address-key.ts';

const ADDRESS_FACTOR = 4;
const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 5000;

export type LoginThrottleVerdict =
  { admitted: true } | { admitted: false; retryAfterSeconds: number };

/** Waits out a login delay; tests pass one that records the delays instead. */
export type LoginDelay = (ms: number) => Promise<unknown>;

export interface LoginThrottle {
  /** Call before checking a password; resolves once its delay is over, or says how long to wait. */
  admit(email: string, address: string): Promise<LoginThrottleVerdict>;
  /** Call after a correct password. */
  forgive(email: string, address: string): Promise<void>;
}

/** The wait before a check on an account with `failures` failures earlier in the window. */
export function accountDelayMs(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - freeFailures, 16));
}

function keysOf(email: string, address: string) {
  const account = email.toLowerCase();
  const group = addressKey(address);
  return {
    accountAtAddress: `account-address:${account}|${group}`,
    account: `account:${account}`,
    address: `address:${group}`,
  };
}

export function createLoginThrottle(options: {
  db: Database;
  maxFailures: number;
  windowMs: number;
  delay?: LoginDelay;
}): LoginThrottle {
  const { db, maxFailures, windowMs, delay = sleep } = options;
  return {
    async admit(email, address) {
      const keys = keysOf(email, address);
      const admission = await admitLoginAttempt(
        db,
        [
          { key: keys.accountAtAddress, maxAttempts: maxFailures },
          { key: keys.address, maxAttempts: maxFailures * ADDRESS_FACTOR },
          { key: keys.account, maxAttempts: null },
        ],
        windowMs,
      );
      if (!admission.admitted) return admission;
      const wait = accountDelayMs(admission.earlier[keys.account] ?? 0, maxFailures);
      if (wait > 0) await delay(wait);
      return { admitted: true };
    },
    forgive(email, address) {
      const keys = keysOf(email, address);
      return forgiveLoginAttempt(db, keys.accountAtAddress, [keys.account, keys.address]);
    },
  };
}
