import type { CurrentUser } from '@vetvoz/domain';
import { createContext } from 'react';

export interface AuthContextValue {
  /** The signed-in user, or null (also while loading). */
  user: CurrentUser | null;
  /** True until the first answer of /api/me (success or failure). */
  loading: boolean;
  /** True only when the server says isAdmin === true. */
  isAdmin: boolean;
  /** Asks the server again who is signed in (after sign-in); resolves with the new user. */
  refresh: () => Promise<CurrentUser | null>;
  /** Ends the session (server errors ignored) and forgets every private query. Does not navigate. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
