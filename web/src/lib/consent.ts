// The cookie consent record (public spec §3/§4), stored under `lumen:cookie-consent`.
// Lives in lib so that both the banner (features/consent) and the tracking client read it.
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage';

export const CONSENT_KEY = 'cookie-consent';

export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
  /** ISO time of the choice. */
  timestamp: string;
}

export type ConsentChoice = Omit<CookieConsent, 'necessary' | 'timestamp'>;

const listeners = new Set<() => void>();
let cached: CookieConsent | null | undefined;

function isConsent(value: unknown): value is CookieConsent {
  const v = value as Partial<CookieConsent> | null;
  return Boolean(
    v &&
    typeof v === 'object' &&
    typeof v.analytics === 'boolean' &&
    typeof v.timestamp === 'string',
  );
}

/** The stored consent, or null when the visitor has not chosen yet. */
export function getConsent(): CookieConsent | null {
  if (cached === undefined) {
    const stored = readStored<unknown>(CONSENT_KEY);
    cached = isConsent(stored) ? stored : null;
  }
  return cached;
}

export function saveConsent(choice: ConsentChoice): CookieConsent {
  const record: CookieConsent = { necessary: true, ...choice, timestamp: new Date().toISOString() };
  writeStored(CONSENT_KEY, record);
  cached = record;
  for (const listener of listeners) listener();
  return record;
}

/** True only when the visitor explicitly allowed analytics cookies/storage. */
export function hasAnalyticsConsent(): boolean {
  return getConsent()?.analytics === true;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Another tab changed it.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.endsWith(CONSENT_KEY)) {
      cached = undefined;
      for (const listener of listeners) listener();
    }
  });
}

const settingsRequests = new Set<() => void>();

/** Reopens the banner's detailed view (the 'Cookie settings' links): withdrawal as easy as consent. */
export function openConsentSettings(): void {
  for (const listener of settingsRequests) listener();
}

export function onConsentSettingsRequest(listener: () => void): () => void {
  settingsRequests.add(listener);
  return () => settingsRequests.delete(listener);
}

export function useConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribeConsent, getConsent, () => null);
}
