import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createPriceChangeContract, listPriceChangesContract, type PriceChangeInput } from '@vetvoz/domain';
import { call } from '../../../lib/contract-client.ts';

export const priceChangesQuery = queryOptions({
  queryKey: ['admin', 'price-changes'],
  queryFn: async ({ signal }) => (await call(listPriceChangesContract, { signal })).priceChanges,
  // How many subscribers were told moves every day: the section always asks the server when it opens.
  staleTime: 0,
});

/** Announces a plan's new price; the list (and the audit log, the route is audited) reload after. */
export function useCreatePriceChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PriceChangeInput) => call(createPriceChangeContract, { body: input }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: priceChangesQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
