import { signOutContract } from '@vetvoz/domain';
import { call } from '../../lib/contract-client.ts';

/** Ends the session on the server. Errors are ignored (spec): the local state is cleared anyway. */
export async function requestSignOut(): Promise<void> {
  try {
    // The auth routes take JSON only, even an empty body.
    await call(signOutContract, { rawBody: '{}', headers: { 'Content-Type': 'application/json' } });
  } catch {
    // Offline or server down: the cookie may survive, but the next /api/me decides.
  }
}
