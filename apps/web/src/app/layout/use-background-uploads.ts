import { useEffect } from 'react';
import { startBackgroundUploads } from '../../features/consultation/index.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

/**
 * Recorded segments waiting on this device upload from any page while the vet is signed in, not only
 * from the consultation page (decision 008).
 */
export function useBackgroundUploads() {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return;
    return startBackgroundUploads(userId);
  }, [userId]);
}
