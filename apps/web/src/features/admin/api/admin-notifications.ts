import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createNotificationContract,
  deleteNotificationContract,
  listAdminNotificationsContract,
  type NotificationInput,
  updateNotificationContract,
} from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

export const adminNotificationsQuery = queryOptions({
  queryKey: ['admin', 'notifications'],
  queryFn: async ({ signal }) => (await call(listAdminNotificationsContract, { signal })).notifications,
  // Another admin may publish at any time: the section always asks the server when it opens.
  staleTime: 0,
});

type SaveInput = { id?: string; input: NotificationInput };

/** Creates (no id) or replaces (id) a notification; the list is reloaded from the server after. */
export function useSaveNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveInput) =>
      id
        ? call(updateNotificationContract, { params: { id }, body: input })
        : call(createNotificationContract, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminNotificationsQuery.queryKey }),
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(deleteNotificationContract, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminNotificationsQuery.queryKey }),
  });
}
