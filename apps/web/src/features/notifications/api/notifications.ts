import { queryOptions } from '@tanstack/react-query';
import {
  contractUrl,
  listNotificationsContract,
  markNotificationReadContract,
  userNotificationListSchema,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** One key for the list, so a live event or a mark-as-read refreshes the bell and the drawer together. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const notificationsQuery = queryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: async ({ signal }) =>
    (await apiRequest(listNotificationsContract.path, { schema: userNotificationListSchema, signal }))
      .notifications,
});

export function markNotificationRead(id: string) {
  return apiRequest(contractUrl(markNotificationReadContract, { id }), { method: 'POST' });
}
