import { useState } from 'react';
import { useAuth } from '../../lib/auth/use-auth.ts';

/**
 * True from the first render with a signed-in user until the page is left: the signed-in shell is loaded
 * then and stays mounted, so what it does at sign-out (forget the draft, stop uploads) still runs.
 */
export function useSignedInOnce(): boolean {
  const { user } = useAuth();
  const [once, setOnce] = useState(false);
  if (user && !once) setOnce(true);
  return once || user !== null;
}
