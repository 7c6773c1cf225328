import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { giveBackCountedConsultationContract, listAdminCountedConsultationsContract } from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

/** A person's latest counted consultations, as support reads them before giving one back. */
export function countedConsultationsQuery(userId: string) {
  return queryOptions({
    queryKey: ['admin', 'counted-consultations', userId],
    queryFn: ({ signal }) => call(listAdminCountedConsultationsContract, { params: { id: userId }, signal }),
    staleTime: 0,
  });
}

/** Gives one back with a reason; the person's list, the users' usage and the audit log reload after. */
export function useGiveBackConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(giveBackCountedConsultationContract, { params: { id: String(id) }, body: { reason } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'counted-consultations'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
