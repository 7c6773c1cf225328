import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createPriceChangeContract,
  listPriceChangesContract,
  type PriceChangeInput,
  priceChangeListSchema,
  priceChangeSchema,
} from '@vetvoz/domain';
import { apiRequest } from '../../../lib/api.ts';

export const priceChangesQuery = queryOptions({
  queryKey: ['admin', 'price-changes'],
  queryFn: async ({ signal }) =>
    (await apiRequest(listPriceChangesContract.path, { schema: priceChangeListSchema, signal })).priceChanges,
  // How many subscribers were told moves every day: the section always asks the server when it opens.
  staleTime: 0,
});

/** Announces a plan's new price; the list (and the audit log, the route is audited) reload after. */
export function useCreatePriceChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PriceChangeInput) =>
      apiRequest(createPriceChangeContract.path, {
        method: 'POST',
        body: input,
        schema: priceChangeSchema,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: priceChangesQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
