import { useEffect } from 'react';
import { useAuth } from '../../lib/auth/use-auth.ts';

/**
 * Recorded segments waiting on this device upload from any page while the vet is signed in, not only
 * from the consultation page (decision 008). Loaded on demand to keep it out of the landing page's bundle.
 */
export function useBackgroundUploads() {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || typeof indexedDB === 'undefined') return;
    let stopped = false;
    const queue = import('../../features/consultation/index.ts').then((m) => {
      if (!stopped) m.uploadQueue.start(userId);
      return m.uploadQueue;
    });
    return () => {
      stopped = true;
      void queue.then((q) => q.stop());
    };
  }, [userId]);
}
