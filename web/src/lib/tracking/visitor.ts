// The visitor id (DESIGN §4): a random id for this browser, sent with events ONLY when the
// visitor allowed analytics (lib/consent.ts). Without that consent none is created, and one made
// earlier is deleted, so events link to nothing beyond their playback session.
import { hasAnalyticsConsent } from '../consent';
import { readStored, removeStored, writeStored } from '../storage';
import { randomUuid } from './ids';

export const VISITOR_KEY = 'visitor-id';

export function getVisitorId(): string | null {
  if (!hasAnalyticsConsent()) {
    removeStored(VISITOR_KEY);
    return null;
  }
  const stored = readStored<unknown>(VISITOR_KEY);
  if (typeof stored === 'string' && /^[0-9a-f-]{36}$/.test(stored)) return stored;
  const id = randomUuid();
  writeStored(VISITOR_KEY, id);
  return id;
}
