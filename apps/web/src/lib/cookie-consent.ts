import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALUES, type CookieConsent } from '@vetvoz/domain';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

/** The stored choice, or null when there is none (or it is not one of the known values). */
export function readCookieConsent(): CookieConsent | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return (COOKIE_CONSENT_VALUES as readonly string[]).includes(value ?? '')
      ? (value as CookieConsent)
      : null;
  } catch {
    // Storage can be blocked (private mode, strict settings): treat as "no choice yet".
    return null;
  }
}

export function writeCookieConsent(value: CookieConsent): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // Not persisted, but the choice still applies to this visit through the listeners below.
    memoryFallback = value;
  }
  for (const listener of listeners) listener();
}

let memoryFallback: CookieConsent | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may decide too; follow it so the banner doesn't linger there.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_CONSENT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): CookieConsent | null {
  return readCookieConsent() ?? memoryFallback;
}

/** The current cookie choice, re-rendering when it changes (here or in another tab). */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** For tests: forget a choice kept only in memory. */
export function resetCookieConsentMemory(): void {
  memoryFallback = null;
}
