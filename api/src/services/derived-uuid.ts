// Event ids the server derives instead of drawing at random, so that the same thing sent or
// emitted twice gets the same id and counts once.
import { createHash } from 'node:crypto';

/** The SHA-256 of `name`, shaped as a version-8 (custom) UUID. */
export function deriveUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
