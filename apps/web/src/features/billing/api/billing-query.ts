import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingSummary } from '@vetvoz/domain';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { fetchBilling } from './billing-api.ts';

/** Private to the signed-in user: the auth provider forgets it at sign-out. */
export const BILLING_QUERY_KEY = ['billing'] as const;

export const billingQueryOptions = queryOptions({
  queryKey: BILLING_QUERY_KEY,
  queryFn: ({ signal }) => fetchBilling(signal),
});

/** The subscription and quota of the signed-in user; nothing is asked for visitors. */
export function useBilling() {
  const { user } = useAuth();
  return useQuery({ ...billingQueryOptions, enabled: Boolean(user) });
}

/**
 * A new answer about the subscription (confirmed, canceled): every screen shows it at once. The profile
 * holds the plan too (the home page's balance reads it), so it is asked again.
 */
export function storeBilling(queryClient: QueryClient, summary: BillingSummary): void {
  queryClient.setQueryData(BILLING_QUERY_KEY, summary);
  void queryClient.invalidateQueries({ queryKey: ['profile'] });
}
