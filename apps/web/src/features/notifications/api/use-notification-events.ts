import { useQueryClient } from '@tanstack/react-query';
import { notificationEventsContract } from '@vetvoz/domain';
import { useEffect } from 'react';
import { contractEvents } from '../../../lib/contract-client.ts';
import { NOTIFICATIONS_KEY } from './notifications.ts';

/**
 * Keeps the list fresh while the app is open: the server announces every notification created, edited or
 * deleted, and one this user marked read on another tab or device; `ready` after each (re)connection covers
 * what happened while the connection was down.
 * The browser reconnects by itself; after a sign-out the server ends the stream and we stop listening.
 */
export function useNotificationEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = contractEvents(notificationEventsContract);
    const reload = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    source.addEventListener('ready', reload);
    source.addEventListener('changed', reload);
    source.addEventListener('signed-out', () => source.close());
    return () => source.close();
  }, [enabled, queryClient]);
}
