import { queryOptions } from '@tanstack/react-query';
import { listNotificationsContract, markNotificationReadContract } from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/** One key for the list, so a live event or a mark-as-read refreshes the bell and the drawer together. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationsQuery = queryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: async ({ signal }) => (await call(listNotificationsContract, { signal })).notifications,
});

export function markNotificationRead(id: string) {
  return call(markNotificationReadContract, { params: { id } });
}
