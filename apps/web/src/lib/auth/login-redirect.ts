import type { Location } from 'react-router';

/** Navigation state the login page reads to send the user back where they were going. */
export interface LoginLocationState {
  from?: string;
}

export function fromLocation(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginLocationState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * Where to go after sign-in. Only same-app paths are accepted ("//evil.com" would leave the site),
 * and never back to /login itself.
 */
export function safeReturnPath(state: unknown): string {
  const from = (state as LoginLocationState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (from === '/login' || from.startsWith('/login?') || from.startsWith('/login#')) return '/';
  return from;
}
