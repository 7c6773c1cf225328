import type { Location } from 'react-router';

/** Navigation state the login page reads to send the user back where they were going. */
export interface LoginLocationState {
  from?: string;
}

export function fromLocation(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginLocationState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * Where a signed-in vet starts when nothing else was asked: the consultation page, their daily work
 * (landing on the marketing page after a sign-in looked like the sign-in had failed).
 */
export const SIGNED_IN_START_PATH = '/consultation';

/**
 * Where to go after sign-in. Only same-app paths are accepted ("//evil.com" would leave the site),
 * and never back to /login itself; anything else starts on the consultation page.
 */
export function safeReturnPath(state: unknown): string {
  const from = (state as LoginLocationState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return SIGNED_IN_START_PATH;
  if (from === '/login' || from.startsWith('/login?') || from.startsWith('/login#'))
    return SIGNED_IN_START_PATH;
  return from;
}
