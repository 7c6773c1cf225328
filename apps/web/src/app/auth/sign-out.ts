import { signOutContract } from '@vetvoz/domain';

/** Ends the session on the server. Errors are ignored (spec): the local state is cleared anyway. */
export async function requestSignOut(): Promise<void> {
  try {
    await fetch(signOutContract.path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
  } catch {
    // Offline or server down: the cookie may survive, but the next /api/me decides.
  }
}
