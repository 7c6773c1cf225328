import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSiteInfoContract, siteInfoSchema } from '@vetvoz/domain';
import { apiRequest } from './api.ts';

export const siteInfoQueryOptions = queryOptions({
  queryKey: ['site-info'],
  queryFn: ({ signal }) => apiRequest(getSiteInfoContract.path, { schema: siteInfoSchema, signal }),
  // Contact details change only with a server redeploy.
  staleTime: Number.POSITIVE_INFINITY,
});

/** Public contact details (footer, legal pages); undefined while loading or when unavailable. */
export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions).data;
}
