import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** A consumer name unique to this process: a restarted process is a new consumer. */
export function createConsumerName(role: string): string {
  return `${role}-${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
}
