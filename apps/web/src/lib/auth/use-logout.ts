import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './use-auth.ts';

/**
 * Logout from anywhere: end the session, go to "/", then clear the local user. Navigating first
 * (synchronously committed) keeps a protected page from seeing "no user" and bouncing to /login.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      await navigate('/', { flushSync: true });
      await signOut();
    } finally {
      setPending(false);
    }
  }, [navigate, signOut]);

  return { logout, pending };
}
