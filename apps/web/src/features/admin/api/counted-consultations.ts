import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCountedConsultationSchema,
  adminCountedConsultationsSchema,
  contractUrl,
  giveBackCountedConsultationContract,
  listAdminCountedConsultationsContract,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

/** A person's latest counted consultations, as support reads them before giving one back. */
export function countedConsultationsQuery(userId: string) {
  return queryOptions({
    queryKey: ['admin', 'counted-consultations', userId],
    queryFn: ({ signal }) =>
      apiRequest(contractUrl(listAdminCountedConsultationsContract, { id: userId }), {
        schema: adminCountedConsultationsSchema,
        signal,
      }),
    staleTime: 0,
  });
}

/** Gives one back with a reason; the person's list, the users' usage and the audit log reload after. */
export function useGiveBackConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest(contractUrl(giveBackCountedConsultationContract, { id: String(id) }), {
        method: 'POST',
        body: { reason },
        schema: adminCountedConsultationSchema,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'counted-consultations'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
