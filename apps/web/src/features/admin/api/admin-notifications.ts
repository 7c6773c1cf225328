import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminNotificationListSchema,
  adminNotificationSchema,
  contractUrl,
  createNotificationContract,
  deleteNotificationContract,
  listAdminNotificationsContract,
  type NotificationInput,
  updateNotificationContract,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

export const adminNotificationsQuery = queryOptions({
  queryKey: ['admin', 'notifications'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest(listAdminNotificationsContract.path, {
        schema: adminNotificationListSchema,
        signal,
      })
    ).notifications,
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
        ? apiRequest(contractUrl(updateNotificationContract, { id }), {
            method: 'PUT',
            body: input,
            schema: adminNotificationSchema,
          })
        : apiRequest(createNotificationContract.path, {
            method: 'POST',
            body: input,
            schema: adminNotificationSchema,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminNotificationsQuery.queryKey }),
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(contractUrl(deleteNotificationContract, { id }), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminNotificationsQuery.queryKey }),
  });
}
