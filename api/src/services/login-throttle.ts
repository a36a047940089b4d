// Login throttling that an attacker cannot turn against the owner (OWASP, "Authentication":
// lock-out per account and address, with a much higher account-wide ceiling). A password check
// is admitted only while all three counts of its window are under their limits:
// * this account from this address: LOGIN_MAX_FAILURES — an attacker's address is shut out of
//   the account while the owner elsewhere logs in as usual;
// * this address, any account: ADDRESS_FACTOR × — one address cannot spray many accounts;
// * this account, any address: ACCOUNT_FACTOR × — a guessing attack spread over many addresses
//   still stops, at a ceiling one address alone can never reach.
// Refused attempts count nowhere; a correct password resets its account-and-address count and
// releases its check from the other two. The counts live in the content database, so every api
// replica shares them, and each check is admitted atomically (see admitLoginAttempt).
import {
  admitLoginAttempt,
  forgiveLoginAttempt,
  type Database,
  type LoginAdmission,
} from '@lumen/db';

const ADDRESS_FACTOR = 4;
const ACCOUNT_FACTOR = 20;

export interface LoginThrottle {
  /** Call before checking a password; a refusal says how long to wait. */
  admit(email: string, address: string): Promise<LoginAdmission>;
  /** Call after a correct password. */
  forgive(email: string, address: string): Promise<void>;
}

function keysOf(email: string, address: string) {
  const account = email.toLowerCase();
  return {
    accountAtAddress: `account-address:${account}|${address}`,
    account: `account:${account}`,
    address: `address:${address}`,
  };
}

export function createLoginThrottle(options: {
  db: Database;
  maxFailures: number;
  windowMs: number;
}): LoginThrottle {
  const { db, maxFailures, windowMs } = options;
  return {
    admit(email, address) {
      const keys = keysOf(email, address);
      return admitLoginAttempt(
        db,
        [
          { key: keys.accountAtAddress, maxAttempts: maxFailures },
          { key: keys.address, maxAttempts: maxFailures * ADDRESS_FACTOR },
          { key: keys.account, maxAttempts: maxFailures * ACCOUNT_FACTOR },
        ],
        windowMs,
      );
    },
    forgive(email, address) {
      const keys = keysOf(email, address);
      return forgiveLoginAttempt(db, keys.accountAtAddress, [keys.account, keys.address]);
    },
  };
}
